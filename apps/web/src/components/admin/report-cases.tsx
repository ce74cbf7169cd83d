import type { RouterOutputs } from '@promptshelf/trpc';
import { Button, toast } from '@promptshelf/ui';
import { Link } from '@tanstack/react-router';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';

import { ConfirmDialog } from '#src/components/layout/confirm-dialog';
import { api, useTRPC } from '#src/lib/trpc';
import { formatDateTime } from '../settings/token-dates';
import { ListStates, LoadMore } from '../prompt-kit/list-states';

type ReportCase = RouterOutputs['moderation']['openReports']['cases'][number];
type Outcome = 'dismiss' | 'unpublish' | 'delete';

const reasonLabels: Record<string, string> = {
  spam: 'Spam',
  inappropriate: 'Inappropriate',
  copyright: 'Copyright',
  misleading: 'Misleading',
  other: 'Other',
};

const outcomeTexts: Record<Outcome, { label: string; title: string; body: string; done: string }> =
  {
    dismiss: {
      label: 'Dismiss',
      title: 'Dismiss these reports?',
      body: 'Nothing changes; the reporters are told the reports were dismissed.',
      done: 'Reports dismissed',
    },
    unpublish: {
      label: 'Unpublish',
      title: 'Unpublish?',
      body: 'A prompt becomes private and stays so until you approve its review; a profile loses its picture, bio, location and links. The author and the reporters are told.',
      done: 'Unpublished',
    },
    delete: {
      label: 'Delete',
      title: 'Delete it?',
      body: 'This permanently deletes the prompt or comment. Its author and the reporters are told.',
      done: 'Deleted',
    },
  };

/** The open reports, one card per target with its reports and the outcomes it allows. */
export function ReportCases() {
  const trpc = useTRPC();
  const list = useInfiniteQuery(
    trpc.moderation.openReports.infiniteQueryOptions(
      {},
      { getNextPageParam: (page) => page.nextCursor ?? undefined },
    ),
  );
  const [resolving, setResolving] = useState<{ entry: ReportCase; outcome: Outcome } | null>(null);
  const cases = list.data?.pages.flatMap((page) => page.cases) ?? [];
  return (
    <ListStates query={list} what="reports">
      {() =>
        cases.length === 0 ? (
          <p className="rounded-xl border border-dashed p-6 text-muted-foreground">
            No open reports.
          </p>
        ) : (
          <div className="grid gap-4">
            <ul aria-label="Reported content" className="grid gap-4">
              {cases.map((entry) => (
                <ReportCaseCard
                  key={entry.id}
                  entry={entry}
                  onResolve={(outcome) => setResolving({ entry, outcome })}
                />
              ))}
            </ul>
            <LoadMore query={list} />
            <ResolveDialog target={resolving} onClose={() => setResolving(null)} />
          </div>
        )
      }
    </ListStates>
  );
}

function ReportCaseCard({
  entry,
  onResolve,
}: {
  entry: ReportCase;
  onResolve: (outcome: Outcome) => void;
}) {
  const headingId = useId();
  const outcomes: Outcome[] =
    entry.target === null
      ? ['dismiss']
      : {
          prompt: ['dismiss', 'unpublish', 'delete'] as Outcome[],
          comment: ['dismiss', 'delete'] as Outcome[],
          profile: ['dismiss', 'unpublish'] as Outcome[],
        }[entry.targetKind];
  return (
    <li aria-labelledby={headingId} className="grid gap-4 rounded-xl border bg-card p-4 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="font-semibold wrap-anywhere">
          <TargetHeading entry={entry} />
        </h3>
        <p className="text-sm text-muted-foreground">
          {entry.count === 1 ? '1 report' : `${entry.count} reports`}
        </p>
      </div>
      <TargetBody entry={entry} />
      <ul aria-label="Reports" className="grid gap-2 text-sm">
        {entry.reports.map((report) => (
          <li
            key={`${report.reporterUsername}-${report.createdAt.toISOString()}`}
            className="rounded-md bg-muted/50 p-2"
          >
            <span className="font-medium">{reasonLabels[report.reason]}</span>
            {' · '}
            {report.reporterUsername ? `@${report.reporterUsername}` : 'a member'}
            {' · '}
            <time dateTime={report.createdAt.toISOString()}>
              {formatDateTime(report.createdAt)}
            </time>
            {report.note && <p className="mt-1 whitespace-pre-line wrap-anywhere">{report.note}</p>}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        {outcomes.map((outcome) => (
          <Button
            key={outcome}
            type="button"
            variant={outcome === 'delete' ? 'destructive' : 'outline'}
            onClick={() => onResolve(outcome)}
          >
            {outcomeTexts[outcome].label}
          </Button>
        ))}
      </div>
    </li>
  );
}

function TargetHeading({ entry }: { entry: ReportCase }) {
  if (entry.target === null) return <>A deleted {entry.targetKind}</>;
  if ('body' in entry.target) {
    return (
      <Link
        to="/snippets/$id/$"
        params={{ id: String(entry.target.promptId), _splat: '' }}
        className="underline-offset-4 hover:underline"
      >
        Comment on: {entry.target.promptTitle}
      </Link>
    );
  }
  if ('title' in entry.target) {
    return (
      <Link
        to="/snippets/$id/$"
        params={{ id: entry.targetId, _splat: '' }}
        className="underline-offset-4 hover:underline"
      >
        Prompt: {entry.target.title}
      </Link>
    );
  }
  return (
    <Link
      to="/u/$username"
      params={{ username: entry.target.username }}
      className="underline-offset-4 hover:underline"
    >
      Profile: @{entry.target.username}
    </Link>
  );
}

function TargetBody({ entry }: { entry: ReportCase }) {
  const target = entry.target;
  if (target === null) return null;
  if ('body' in target) {
    return (
      <div className="grid gap-2 text-sm">
        <p className="text-muted-foreground">
          By {target.authorUsername ? `@${target.authorUsername}` : 'a deleted account'}
        </p>
        <p className="rounded-md border bg-background p-3 whitespace-pre-line wrap-anywhere">
          {target.body}
        </p>
      </div>
    );
  }
  if ('title' in target) {
    return (
      <div className="grid gap-2 text-sm">
        <p className="text-muted-foreground">
          By {target.authorUsername ? `@${target.authorUsername}` : 'a deleted account'} ·{' '}
          {target.visibility}
        </p>
        <pre className="max-h-48 overflow-auto rounded-md border bg-background p-3 font-mono text-xs whitespace-pre-wrap wrap-anywhere">
          {target.content}
        </pre>
      </div>
    );
  }
  const name = [target.firstName, target.lastName].filter(Boolean).join(' ');
  const links = [target.githubUrl, target.linkedinUrl, target.instagramUrl, target.xUrl].filter(
    (link): link is string => link !== null,
  );
  return (
    <dl className="grid gap-1 text-sm sm:grid-cols-[8rem_1fr]">
      <dt className="text-muted-foreground">Name</dt>
      <dd className="wrap-anywhere">{name || '—'}</dd>
      <dt className="text-muted-foreground">Bio</dt>
      <dd className="whitespace-pre-line wrap-anywhere">{target.bio || '—'}</dd>
      <dt className="text-muted-foreground">Location</dt>
      <dd className="wrap-anywhere">{target.location || '—'}</dd>
      <dt className="text-muted-foreground">Links</dt>
      <dd className="wrap-anywhere">{links.length > 0 ? links.join(', ') : '—'}</dd>
      <dt className="text-muted-foreground">Picture</dt>
      <dd className="wrap-anywhere">{target.profileImageUrl ?? '—'}</dd>
    </dl>
  );
}

/** The confirmation of an outcome, with the reason the author is told. */
function ResolveDialog({
  target,
  onClose,
}: {
  target: { entry: ReportCase; outcome: Outcome } | null;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const resolve = api.moderation.resolveReports.useMutation();
  const text = outcomeTexts[target?.outcome ?? 'dismiss'];

  async function onConfirm(reason: string): Promise<boolean> {
    if (!target) return false;
    try {
      await resolve.mutateAsync({
        id: target.entry.id,
        outcome: target.outcome,
        reason: reason || undefined,
      });
    } catch {
      return false;
    }
    toast({ title: text.done });
    await trpc.moderation.openReports.invalidate();
    await trpc.admin.invalidate();
    return true;
  }

  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => {
        if (open) return;
        resolve.reset();
        onClose();
      }}
      title={text.title}
      description={text.body}
      reason={
        target?.outcome === 'dismiss'
          ? undefined
          : { label: 'Reason for the author (optional)', maxLength: 500 }
      }
      error={resolve.error && (resolve.error.message || 'The action failed. Please try again.')}
      confirmLabel={text.label}
      pendingLabel="Saving..."
      isPending={resolve.isPending}
      destructive={target?.outcome === 'delete'}
      onConfirm={onConfirm}
    />
  );
}
