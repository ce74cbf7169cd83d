import { Badge, Button, toast } from '@promptshelf/ui';
import { TagIcon } from '@promptshelf/ui/icons';
import { PRODUCTION_LABEL } from '@promptshelf/validators';

import { LoadMore } from '../prompt-kit/list-states';
import { reportFailure } from '../prompt-kit/report-failure';
import { useLabelMoves, useLabelMutations, type LabelMove, type ReleaseLabel } from './use-labels';

// Release labels in the prompt's History (docs/decisions/193): chips on the versions they point
// at, 'Promote to production' and 'Labels' for those who may move them, and the moves.

const dateTimeFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** The labels pointing at one version, as chips. */
export function LabelChips({ version, labels }: { version: number; labels: ReleaseLabel[] }) {
  if (labels.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1" aria-label={`Labels of version ${version}`}>
      {labels.map(({ label }) => (
        <li key={label}>
          <Badge variant="outline">
            <TagIcon aria-hidden="true" />
            {label}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

/** 'Promote to production' on a version production does not point at. */
export function PromoteButton({ id, version }: { id: number; version: number }) {
  const { move } = useLabelMutations(id);
  async function promote() {
    try {
      await move.mutateAsync({ id, label: PRODUCTION_LABEL, version });
      toast({ title: `Version ${version} promoted to production` });
    } catch (error) {
      reportFailure('Failed to promote the version', error);
    }
  }
  return (
    <Button
      type="button"
      size="sm"
      variant="outline"
      disabled={move.isPending}
      onClick={() => void promote()}
    >
      {move.isPending ? 'Promoting...' : 'Promote to production'}
      <span className="sr-only"> version {version}</span>
    </Button>
  );
}

function describeMove(move: LabelMove): string {
  if (move.fromVersion === null) return `set on version ${move.toVersion}`;
  if (move.toVersion === null) return `removed from version ${move.fromVersion}`;
  return `moved from version ${move.fromVersion} to version ${move.toVersion}`;
}

/** Who moved which label where, and when, newest first. */
export function LabelMoves({ id }: { id: number }) {
  const moves = useLabelMoves(id);
  const shown = moves.data?.pages.flatMap((page) => page.moves) ?? [];
  if (moves.isError) {
    return (
      <p role="alert" className="mt-6 text-sm text-destructive-text">
        Failed to load the label moves. Please try again.
      </p>
    );
  }
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="label-moves-heading" className="mt-6">
      <h3 id="label-moves-heading" className="text-lg font-semibold">
        Label moves
      </h3>
      <ol className="mt-2 divide-y rounded-xl border text-sm">
        {shown.map((move) => (
          <li key={move.id} className="p-3">
            <Badge variant="outline">
              <TagIcon aria-hidden="true" />
              {move.label}
            </Badge>{' '}
            {describeMove(move)}
            <span className="text-muted-foreground">
              {move.movedBy?.username && <> · by @{move.movedBy.username}</>} ·{' '}
              <time dateTime={move.movedAt.toISOString()}>
                {dateTimeFormat.format(move.movedAt)}
              </time>
            </span>
          </li>
        ))}
      </ol>
      <LoadMore query={moves} label="Show older moves" className="mt-3" />
    </section>
  );
}

/**
 * A version's label actions for those who may move labels: 'Promote to production' where
 * production does not point yet, and 'Labels' to set or remove any.
 */
export function VersionLabelActions({
  id,
  version,
  labels,
  canMove,
  onManage,
}: {
  id: number;
  version: number;
  labels: ReleaseLabel[];
  canMove: (label: string) => boolean;
  onManage: (version: number) => void;
}) {
  const promotable =
    canMove(PRODUCTION_LABEL) && !labels.some(({ label }) => label === PRODUCTION_LABEL);
  return (
    <>
      {promotable && <PromoteButton id={id} version={version} />}
      <Button type="button" size="sm" variant="outline" onClick={() => onManage(version)}>
        Labels<span className="sr-only"> of version {version}</span>
      </Button>
    </>
  );
}
