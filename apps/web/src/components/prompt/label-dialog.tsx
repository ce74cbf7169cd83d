import {
  Badge,
  Button,
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  FormField,
  toast,
} from '@promptshelf/ui';
import { TagIcon } from '@promptshelf/ui/icons';
import { moveLabelSchema } from '@promptshelf/validators';
import { useId, useState, type FormEvent } from 'react';

import { errorMessage } from '#src/lib/trpc-error';
import { reportFailure } from '../prompt-kit/report-failure';
import { useLabelMutations, type ReleaseLabel } from './use-labels';

/**
 * The labels of one version: remove one, or point any label at this version (moving it from
 * wherever it pointed). Open while `version` is given.
 */
export function LabelDialog({
  id,
  version,
  labels,
  canMove,
  onOpenChange,
}: {
  id: number;
  version: number | null;
  labels: ReleaseLabel[];
  canMove: (label: string) => boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog open={version !== null} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Labels of version {version}</DialogTitle>
          <DialogDescription>
            A label points at one version at a time: setting it here moves it from any other.
          </DialogDescription>
        </DialogHeader>
        {version !== null && (
          <LabelForm id={id} version={version} labels={labels} canMove={canMove} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function LabelForm({
  id,
  version,
  labels,
  canMove,
}: {
  id: number;
  version: number;
  labels: ReleaseLabel[];
  canMove: (label: string) => boolean;
}) {
  const fieldId = useId();
  const { move, remove } = useLabelMutations(id);
  const [label, setLabel] = useState('');
  const [error, setError] = useState<string | undefined>();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = moveLabelSchema.safeParse({ id, label, version });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      await move.mutateAsync(parsed.data);
      toast({ title: `${parsed.data.label} now points at version ${version}` });
      setLabel('');
    } catch (caught) {
      setError(errorMessage(caught) ?? 'Something went wrong. Please try again.');
    }
  }

  async function onRemove(name: string) {
    try {
      await remove.mutateAsync({ id, label: name });
      toast({ title: `Label ${name} removed` });
    } catch (caught) {
      reportFailure('Failed to remove the label', caught);
    }
  }

  return (
    <div className="grid gap-5">
      {labels.length === 0 ? (
        <p className="text-sm text-muted-foreground">No label points at this version.</p>
      ) : (
        <ul className="grid gap-2" aria-label={`Labels of version ${version}`}>
          {labels.map(({ label: name }) => (
            <li key={name} className="flex items-center justify-between gap-2">
              <Badge variant="outline">
                <TagIcon aria-hidden="true" />
                {name}
              </Badge>
              {canMove(name) && (
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={remove.isPending}
                  onClick={() => void onRemove(name)}
                >
                  Remove<span className="sr-only"> label {name}</span>
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-3">
        <FormField
          id={fieldId}
          name="label"
          label="Label"
          hint="Lower-case letters, digits and hyphens, such as staging."
          autoComplete="off"
          value={label}
          error={error}
          onChange={(event) => setLabel(event.target.value)}
        />
        <DialogFooter>
          <Button type="submit" disabled={move.isPending}>
            {move.isPending ? 'Setting...' : 'Set Label'}
          </Button>
        </DialogFooter>
      </form>
    </div>
  );
}
