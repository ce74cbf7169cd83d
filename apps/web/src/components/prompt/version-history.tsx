import { Badge, Button, Card, Tooltip } from '@promptshelf/ui';
import { HistoryIcon, LockIcon, XIcon } from '@promptshelf/ui/icons';
import { VERSIONS_PAGE_SIZE } from '@promptshelf/validators';
import { lazy, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';

import { describeSettings } from '../placeholders/describe-settings';
import { aiToolLabel, purposeLabel } from '../prompt-kit/badge-colors';
import { HighlightedContent } from '../prompt-kit/highlighted-content';
import type { Prompt } from '../prompt-kit/types';
import { LabelChips, LabelMoves, VersionLabelActions } from './release-labels';
import { useCanMoveLabel, useLabelsByVersion, type ReleaseLabel } from './use-labels';
import { useVersion, useVersionPage } from './use-versions';
import { VersionCompare } from './version-compare';
import { useHydrated } from '#src/lib/use-hydrated';
import { MountWhenOpened } from '#src/lib/mount-when-opened';

// The confirmation (and the dialog code under it) loads when a restore is first asked for: the
// prompt's page is a first visit's page, and most visitors never restore (decision 090).
const RestoreVersionDialog = lazy(() =>
  import('./restore-version-dialog').then(({ RestoreVersionDialog }) => ({
    default: RestoreVersionDialog,
  })),
);
const LabelDialog = lazy(() =>
  import('./label-dialog').then(({ LabelDialog }) => ({ default: LabelDialog })),
);

const dateTimeFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

type Panel = { kind: 'open'; version: number } | { kind: 'compare'; from: number; to: number };

/**
 * The prompt page's History: every version this viewer may see with its date, note, author and
 * release labels; open one, compare any two, and (for the author) restore one as the newest
 * version or move labels. The author also sees the versions kept private, marked as such.
 */
export function VersionHistory({
  prompt,
  canRestore,
}: {
  prompt: Prompt;
  /** Whoever may change the prompt may restore a version (its author, a workspace's editors). */
  canRestore: boolean;
}) {
  const [pages, setPages] = useState(1);
  const [panel, setPanel] = useState<Panel | null>(null);
  const [restoring, setRestoring] = useState<number | null>(null);
  const [labelling, setLabelling] = useState<number | null>(null);
  const labels = useLabelsByVersion(prompt.id);
  const canMoveLabel = useCanMoveLabel(prompt);
  // The first page says which versions there are for this viewer (others may not see them all).
  // The author sees every one, 1 to the current, so their page shows them before it loads.
  const first = useVersionPage(prompt.id, 0);
  const numbers =
    first.data?.numbers ??
    (prompt.isOwner ? Array.from({ length: prompt.version }, (_, i) => prompt.version - i) : []);
  const total = numbers.length;
  const privateShown = first.data?.versions.some((version) => !version.isPublic) ?? false;

  return (
    <section aria-labelledby="history-heading" className="mt-10">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="history-heading" className="flex items-center gap-2 text-xl font-semibold">
          <HistoryIcon className="size-5" aria-hidden="true" />
          History
        </h2>
        {total > 0 && (
          <p className="text-sm text-muted-foreground">
            {total === 1 ? '1 version' : `${total} versions`}
          </p>
        )}
      </div>
      {prompt.isPublic && privateShown && (
        <p className="mt-2 text-sm text-muted-foreground">
          Versions marked Private were saved while the prompt was private. Only you can see them.
        </p>
      )}

      {total > 1 && (
        <CompareForm
          numbers={numbers}
          onCompare={(from, to) => setPanel({ kind: 'compare', from, to })}
        />
      )}

      {panel?.kind === 'open' && (
        <PanelCard title={`Version ${panel.version}`} onClose={() => setPanel(null)}>
          <OpenedVersion
            prompt={prompt}
            version={panel.version}
            onCompare={() => setPanel({ kind: 'compare', from: panel.version, to: prompt.version })}
            onRestore={canRestore ? () => setRestoring(panel.version) : undefined}
          />
        </PanelCard>
      )}
      {panel?.kind === 'compare' && (
        <PanelCard
          title={`Changes from version ${panel.from} to version ${panel.to}`}
          onClose={() => setPanel(null)}
        >
          <ComparedVersions id={prompt.id} from={panel.from} to={panel.to} />
        </PanelCard>
      )}

      <ol className="mt-4 divide-y rounded-xl border" aria-label="Versions, newest first">
        {Array.from({ length: pages }, (_, page) => (
          <VersionRows
            key={page}
            prompt={prompt}
            page={page}
            onOpen={(version) => setPanel({ kind: 'open', version })}
            onRestore={canRestore ? setRestoring : undefined}
            labels={labels}
            canMoveLabel={canRestore ? canMoveLabel : undefined}
            onManageLabels={setLabelling}
          />
        ))}
      </ol>
      {pages * VERSIONS_PAGE_SIZE < total && (
        <Button
          type="button"
          variant="outline"
          className="mt-4"
          onClick={() => setPages((count) => count + 1)}
        >
          Show older versions
        </Button>
      )}
      <LabelMoves id={prompt.id} />

      <MountWhenOpened open={restoring !== null}>
        <RestoreVersionDialog
          prompt={prompt}
          version={restoring}
          onOpenChange={(open) => {
            if (!open) setRestoring(null);
          }}
        />
      </MountWhenOpened>
      {canRestore && (
        <MountWhenOpened open={labelling !== null}>
          <LabelDialog
            id={prompt.id}
            version={labelling}
            labels={labelling === null ? [] : (labels.get(labelling) ?? [])}
            canMove={canMoveLabel}
            onOpenChange={(open) => {
              if (!open) setLabelling(null);
            }}
          />
        </MountWhenOpened>
      )}
    </section>
  );
}

function VersionRows({
  prompt,
  page,
  onOpen,
  onRestore,
  labels,
  canMoveLabel,
  onManageLabels,
}: {
  prompt: Prompt;
  page: number;
  onOpen: (version: number) => void;
  /** Restore shows when given. */
  onRestore?: (version: number) => void;
  labels: Map<number, ReleaseLabel[]>;
  /** The label actions show when given. */
  canMoveLabel?: (label: string) => boolean;
  onManageLabels: (version: number) => void;
}) {
  const versions = useVersionPage(prompt.id, page);
  if (versions.isError) {
    return (
      <li role="alert" className="p-4 text-sm text-destructive-text">
        Failed to load the history. Please try again.
      </li>
    );
  }
  if (!versions.data) {
    return (
      <li className="p-4 text-sm text-muted-foreground" role="status">
        Loading versions…
      </li>
    );
  }
  return versions.data.versions.map((version) => {
    const current = version.version === prompt.version;
    const here = labels.get(version.version) ?? [];
    return (
      <li key={version.version} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start">
        <div className="grid min-w-0 flex-1 gap-1">
          <p className="flex flex-wrap items-center gap-2 font-medium">
            Version {version.version}
            {current && <Badge variant="secondary">Current</Badge>}
            {!version.isPublic && prompt.isPublic && (
              <Badge variant="secondary">
                <LockIcon aria-hidden="true" />
                Private
              </Badge>
            )}
          </p>
          <LabelChips version={version.version} labels={here} />
          <p className="text-sm text-muted-foreground">
            <time dateTime={version.createdAt.toISOString()}>
              {dateTimeFormat.format(version.createdAt)}
            </time>
            {version.author?.username && <> · by @{version.author.username}</>}
            {version.suggestedBy?.username && <> · Suggested by @{version.suggestedBy.username}</>}
          </p>
          {version.note ? (
            <p className="text-sm wrap-anywhere">{version.note}</p>
          ) : (
            <p className="text-sm text-muted-foreground italic">No note</p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {canMoveLabel && (
            <VersionLabelActions
              id={prompt.id}
              version={version.version}
              labels={here}
              canMove={canMoveLabel}
              onManage={onManageLabels}
            />
          )}
          <Button type="button" size="sm" variant="outline" onClick={() => onOpen(version.version)}>
            Open<span className="sr-only"> version {version.version}</span>
          </Button>
          {onRestore && !current && (
            <Button
              type="button"
              size="sm"
              variant="outline"
              onClick={() => onRestore(version.version)}
            >
              Restore<span className="sr-only"> version {version.version}</span>
            </Button>
          )}
        </div>
      </li>
    );
  });
}

/**
 * Two of the versions this viewer may see to compare, older first by default: the one before
 * the newest, and the newest. `numbers` is newest first. The selects are uncontrolled and read
 * when Compare is pressed: the form is rendered on the server, and a version picked before the
 * app took the page over is still the one compared (React leaves a select's value alone when it
 * hydrates).
 */
function CompareForm({
  numbers,
  onCompare,
}: {
  numbers: number[];
  onCompare: (from: number, to: number) => void;
}) {
  const id = useId();
  const newest = numbers[0]!;
  const previous = numbers[1]!;
  // Rendered on the server: a press before hydration would post the page, so it waits.
  const hydrated = useHydrated();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const picked = new FormData(event.currentTarget);
    onCompare(Number(picked.get('from')), Number(picked.get('to')));
  }

  return (
    <form
      // A new version (an edit, a restore) moves the default comparison along with it.
      key={`${previous}-${newest}`}
      onSubmit={onSubmit}
      className="mt-4 flex flex-wrap items-end gap-3 rounded-xl border p-4"
      aria-label="Compare versions"
    >
      <VersionNumberSelect
        id={`${id}-from`}
        name="from"
        label="Compare version"
        numbers={numbers}
        defaultValue={previous}
      />
      <VersionNumberSelect
        id={`${id}-to`}
        name="to"
        label="with version"
        numbers={numbers}
        defaultValue={newest}
      />
      <Button type="submit" size="sm" disabled={!hydrated}>
        Compare
      </Button>
    </form>
  );
}

/** One of the comparison's two version pickers. */
function VersionNumberSelect({
  id,
  name,
  label,
  numbers,
  defaultValue,
}: {
  id: string;
  name: string;
  label: string;
  numbers: number[];
  defaultValue: number;
}) {
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        name={name}
        className="h-9 min-w-24 rounded-md border border-input bg-background px-2 text-sm shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-ring"
        defaultValue={defaultValue}
      >
        {numbers.map((n) => (
          <option key={n} value={n}>
            {n}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A panel with a heading that takes focus when it opens, so keyboard and screen reader follow. */
function PanelCard({
  title,
  onClose,
  children,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [title]);
  return (
    <Card className="mt-4 gap-4 p-5 sm:p-6" role="region" aria-labelledby={headingId}>
      <div className="flex items-start justify-between gap-3">
        <h3
          id={headingId}
          ref={heading}
          tabIndex={-1}
          className="rounded-sm text-lg font-semibold outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {title}
        </h3>
        <Tooltip content={'Close'}>
          <Button type="button" size="icon" variant="ghost" onClick={onClose}>
            <XIcon aria-hidden="true" />
            <span className="sr-only">Close</span>
          </Button>
        </Tooltip>
      </div>
      {children}
    </Card>
  );
}

function OpenedVersion({
  prompt,
  version,
  onCompare,
  onRestore,
}: {
  prompt: Prompt;
  version: number;
  onCompare: () => void;
  /** Restore shows when given. */
  onRestore?: () => void;
}) {
  const opened = useVersion(prompt.id, version);
  if (opened.isError) {
    return (
      <p role="alert" className="text-sm text-destructive-text">
        Failed to load this version. Please try again.
      </p>
    );
  }
  if (!opened.data) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Loading version…
      </p>
    );
  }
  const data = opened.data;
  const current = version === prompt.version;
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        <time dateTime={data.createdAt.toISOString()}>{dateTimeFormat.format(data.createdAt)}</time>
        {data.author?.username && <> · by @{data.author.username}</>}
        {data.suggestedBy?.username && <> · Suggested by @{data.suggestedBy.username}</>}
        {data.note && <> · {data.note}</>}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold">Title</dt>
        <dd className="wrap-anywhere">{data.title}</dd>
        <dt className="font-semibold">AI tool</dt>
        <dd className="wrap-anywhere">{aiToolLabel(data)}</dd>
        <dt className="font-semibold">Purpose</dt>
        <dd>{purposeLabel(data.purpose)}</dd>
        <dt className="font-semibold">Placeholder settings</dt>
        <dd className="wrap-anywhere">{describeSettings(data.variables)}</dd>
      </dl>
      <div className="max-h-[32rem] overflow-y-auto rounded-md border bg-muted/30 p-3">
        <HighlightedContent content={data.content} />
      </div>
      {!current && (
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" onClick={onCompare}>
            Compare with the current version
          </Button>
          {onRestore && (
            <Button type="button" size="sm" onClick={onRestore}>
              Restore this version
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

function ComparedVersions({ id, from, to }: { id: number; from: number; to: number }) {
  const before = useVersion(id, from);
  const after = useVersion(id, to);
  if (before.isError || after.isError) {
    return (
      <p role="alert" className="text-sm text-destructive-text">
        Failed to load the versions. Please try again.
      </p>
    );
  }
  if (!before.data || !after.data) {
    return (
      <p role="status" className="text-sm text-muted-foreground">
        Loading versions…
      </p>
    );
  }
  return (
    <VersionCompare
      before={{ ...before.data, label: `Version ${from}` }}
      after={{ ...after.data, label: `Version ${to}` }}
    />
  );
}
