import { Button, Skeleton } from '@promptshelf/ui';
import { Link, Navigate } from '@tanstack/react-router';

import { NotFound } from '#src/components/layout/not-found';
import { isNotFound } from '#src/lib/trpc-error';
import { ActivityPage } from './activity-page';
import { MembersPage } from './members-page';
import { canManage } from './roles';
import { WorkspaceSettingsPage } from './settings-page';
import { useWorkspace } from './use-workspaces';
import { WorkspaceHomePage } from './workspace-home-page';

const tabClass =
  'rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-muted-foreground outline-none transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring data-[status=active]:bg-accent data-[status=active]:text-accent-foreground';

type Section = 'members' | 'activity' | 'settings';

/** The pages a member may open; settings and activity are for admins and owners. */
function sectionsFor(manage: boolean): { section: Section | undefined; label: string }[] {
  return [
    { section: undefined, label: 'Overview' },
    { section: 'members', label: 'Members' },
    ...(manage
      ? [
          { section: 'activity' as const, label: 'Activity' },
          { section: 'settings' as const, label: 'Settings' },
        ]
      : []),
  ];
}

/**
 * A workspace's page under a row of links to the pages the member may open. Anyone but a
 * member, and a slug nobody holds, gets the not-found screen; a slug the workspace gave up
 * leads to its new address.
 */
export function WorkspaceScreen({ slug, section }: { slug: string; section: string | undefined }) {
  const query = useWorkspace(slug);
  const workspace = query.data;
  if (!workspace) {
    if (query.isPending) {
      return (
        <div aria-busy="true" className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6">
          <p role="status" className="sr-only">
            Loading the workspace...
          </p>
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      );
    }
    if (isNotFound(query.error)) return <NotFound />;
    return (
      <div role="alert" className="mx-auto max-w-xl px-4 py-16">
        <p className="font-medium wrap-anywhere">
          Error loading the workspace: {query.error?.message || 'Please try again.'}
        </p>
        <Button className="mt-4" variant="outline" onClick={() => void query.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }
  if (workspace.slug !== slug) {
    return (
      <Navigate to="/w/$slug/{-$section}" params={{ slug: workspace.slug, section }} replace />
    );
  }
  const sections = sectionsFor(canManage(workspace.role));
  if (!sections.some((entry) => entry.section === section)) return <NotFound />;
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:px-6">
      <nav
        aria-label={`Workspace ${workspace.name}`}
        className="-mx-1 overflow-x-auto border-b pb-2"
      >
        <ul className="flex gap-1 px-1 py-1">
          {sections.map((entry) => (
            <li key={entry.label}>
              <Link
                to="/w/$slug/{-$section}"
                params={{ slug, section: entry.section }}
                activeOptions={{ exact: true }}
                className={tabClass}
              >
                {entry.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {section === 'members' ? (
        <MembersPage slug={slug} />
      ) : section === 'activity' ? (
        <ActivityPage slug={slug} />
      ) : section === 'settings' ? (
        <WorkspaceSettingsPage slug={slug} />
      ) : (
        <WorkspaceHomePage slug={slug} />
      )}
    </div>
  );
}
