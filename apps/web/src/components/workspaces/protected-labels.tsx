import { Button, Card, CardContent, CardHeader, FormField, toast } from '@promptshelf/ui';
import { protectedLabelsSchema } from '@promptshelf/validators';
import { useId, useState, type FormEvent } from 'react';

import { api, useTRPC } from '#src/lib/trpc';
import { errorMessage } from '#src/lib/trpc-error';
import { handleUnauthorized, isUnauthorized } from '../prompt-kit/unauthorized';
import type { Workspace } from './use-workspaces';

/** The release labels only admins and owners may move (decision 194), typed as a list. */
export function ProtectedLabels({ workspace }: { workspace: Workspace }) {
  const id = useId();
  const trpc = useTRPC();
  const update = api.workspaces.update.useMutation();
  const [text, setText] = useState(workspace.protectedLabels.join(', '));
  const [error, setError] = useState<string | undefined>();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = text.split(',').filter((label) => label.trim() !== '');
    const parsed = protectedLabelsSchema.safeParse(typed);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    try {
      const saved = await update.mutateAsync({
        workspace: workspace.slug,
        protectedLabels: parsed.data,
      });
      trpc.workspaces.get.setData({ workspace: saved.slug }, saved);
      setText(saved.protectedLabels.join(', '));
      toast({ title: 'Protected labels saved' });
    } catch (caught) {
      if (isUnauthorized(caught)) {
        handleUnauthorized('/auth');
        return;
      }
      setError(errorMessage(caught) ?? 'Something went wrong. Please try again.');
    }
  }

  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-tight font-semibold tracking-tight">Protected labels</h2>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
          <FormField
            id={`${id}-labels`}
            name="protectedLabels"
            label="Labels only admins and owners may move"
            hint="Separate labels with commas. Editors move every other label of the workspace's prompts."
            autoComplete="off"
            value={text}
            error={error}
            onChange={(event) => setText(event.target.value)}
          />
          <div>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save Labels'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
