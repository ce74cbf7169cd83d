import { Badge, Button } from '@promptshelf/ui';
import { FileTextIcon, LoaderCircleIcon, PlusIcon, UsersIcon } from '@promptshelf/ui/icons';
import type { VisibilityFilter } from '@promptshelf/validators';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';

import { DashboardFilters } from '#src/components/library/dashboard-filters';
import { LibraryList } from '#src/components/library/library-list';
import { usePromptDialogs } from '#src/components/library/prompt-dialogs';
import { StatCardRow } from '#src/components/library/stat-cards';
import { useLibraryFilters } from '#src/components/library/use-library-filters';
import { PageHeader } from '#src/components/layout/page-header';
import { ActiveTags } from '#src/components/prompt-kit/active-tags';
import { useScreenTitle } from '#src/lib/page-title';
import { canEditPrompts, ROLE_LABELS } from './roles';
import { useWorkspace } from './use-workspaces';
import { useWorkspaceLibrary } from './workspace-library';

const route = getRouteApi('/_authenticated/w/$slug/{-$section}');

/** A workspace's prompts are never private: its members, by link, or public. */
const WORKSPACE_FILTERS: readonly VisibilityFilter[] = ['all', 'workspace', 'unlisted', 'public'];

/**
 * /w/{slug}: the workspace's library, as My Prompts shows a person's: its numbers, the
 * filters, the cards, and for editors and above Create New Prompt, edit and delete.
 */
export function WorkspaceHomePage({ slug }: { slug: string }) {
  const { data: workspace } = useWorkspace(slug);
  useScreenTitle(workspace?.name ?? 'Workspace');
  const navigate = route.useNavigate();
  const library = useLibraryFilters(
    route.useSearch(),
    useCallback(
      (search, replace) => void navigate({ search, replace, resetScroll: false }),
      [navigate],
    ),
  );
  const list = useWorkspaceLibrary({ workspace: slug, ...library.query });
  const dialogs = usePromptDialogs(workspace ? { slug, name: workspace.name } : null);
  if (!workspace) return null;
  const canEdit = canEditPrompts(workspace.role);

  return (
    <div>
      <PageHeader
        title={workspace.name}
        description={
          <>
            Your role: <Badge variant="secondary">{ROLE_LABELS[workspace.role]}</Badge>
          </>
        }
        actions={
          canEdit && (
            <Button onClick={dialogs.openCreate} data-create-prompt>
              <PlusIcon aria-hidden="true" />
              Create New Prompt
            </Button>
          )
        }
      />

      <div className="mt-8">
        <StatCardRow
          label="The workspace's numbers"
          items={[
            { label: 'Prompts', value: workspace.promptCount, Icon: FileTextIcon },
            { label: 'Members', value: workspace.memberCount, Icon: UsersIcon },
          ]}
        />
      </div>

      <div className="mt-8">
        <DashboardFilters
          label={`the prompts of ${workspace.name}`}
          values={library.filters}
          onChange={library.setFilters}
          onSearch={library.onSearch}
          onTypingEnd={library.onTypingEnd}
          visibilities={WORKSPACE_FILTERS}
        />
        <ActiveTags
          className="mt-3"
          tags={library.tags}
          onRemove={(tag) => library.setTags(library.tags.filter((other) => other !== tag))}
        />
      </div>

      <LibraryList
        label={`Prompts of ${workspace.name}`}
        query={list.query}
        prompts={list.prompts}
        errorText="Failed to load the workspace's prompts. Please try again."
        hasFilters={library.hasFilters}
        onClearFilters={library.clear}
        emptyDescription={
          canEdit
            ? 'Prompts created here are shared with every member of the workspace.'
            : 'When its editors add prompts, you will find them here.'
        }
        onCreate={canEdit ? dialogs.openCreate : undefined}
        onEdit={canEdit ? dialogs.openEdit : undefined}
        onDelete={canEdit ? dialogs.openDelete : undefined}
        tagScope={{ page: 'workspace', slug }}
      >
        {list.hasMore && (
          <div className="mt-10 flex flex-col items-center gap-3">
            <p className="text-sm text-muted-foreground">
              Showing {list.prompts?.length.toLocaleString('en')} of{' '}
              {list.total.toLocaleString('en')} prompts
            </p>
            <Button
              variant="outline"
              size="lg"
              disabled={list.isFetchingMore}
              onClick={list.loadMore}
            >
              {list.isFetchingMore && (
                <LoaderCircleIcon className="motion-safe:animate-spin" aria-hidden="true" />
              )}
              Load More Prompts
            </Button>
          </div>
        )}
      </LibraryList>

      {dialogs.dialogs}
    </div>
  );
}
