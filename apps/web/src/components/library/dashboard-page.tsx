import { Button } from '@promptshelf/ui';
import { PlusIcon } from '@promptshelf/ui/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef } from 'react';

import { LibraryActions } from '../import-export/library-actions';
import { PageHeader } from '../layout/page-header';
import { ActiveTags } from '../prompt-kit/active-tags';
import { BulkBar } from './bulk-bar';
import { DashboardFilters } from './dashboard-filters';
import { LibraryList } from './library-list';
import { usePromptDialogs } from './prompt-dialogs';
import { StatCards } from './stat-cards';
import { useLibraryFilters } from './use-library-filters';
import { useSelection } from './use-selection';
import { useTRPC } from '#src/lib/trpc';
import { useHydrated } from '#src/lib/use-hydrated';

const route = getRouteApi('/_authenticated/dashboard');

/** My prompts: stats, filters, the grid, and the create/edit and delete dialogs. */
export function DashboardPage() {
  const trpc = useTRPC();
  const navigate = route.useNavigate();
  const { create, ...search } = route.useSearch();
  const library = useLibraryFilters(
    search,
    useCallback(
      (search, replace) => void navigate({ search, replace, resetScroll: false }),
      [navigate],
    ),
  );
  const dialogs = usePromptDialogs();
  // The page is painted on the server: its controls wait for the code that makes them work.
  const hydrated = useHydrated();
  // Arrived by the welcome page's 'Create Prompt': the create form opens once. The next change
  // of filters drops `create` from the address.
  const { openCreate } = dialogs;
  const openedFromAddress = useRef(false);
  useEffect(() => {
    if (!create || openedFromAddress.current) return;
    openedFromAddress.current = true;
    openCreate();
  }, [create, openCreate]);
  const mine = useQuery({
    // The unfiltered list shares its cache entry with the loader's prefetch.
    ...trpc.snippets.mine.queryOptions(library.isDefault ? {} : library.query),
    placeholderData: keepPreviousData,
  });
  const pageIds = useMemo(() => (mine.data ?? []).map((prompt) => prompt.id), [mine.data]);
  const selection = useSelection(pageIds);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <PageHeader
        title="My Prompts"
        description="Create, organise and manage your prompt library."
        actions={
          <>
            <LibraryActions />
            <Button onClick={dialogs.openCreate} disabled={!hydrated} data-create-prompt>
              <PlusIcon aria-hidden="true" />
              Create New Prompt
            </Button>
          </>
        }
      />

      <div className="mt-8">
        <StatCards />
      </div>

      <div className="mt-8">
        <DashboardFilters
          label="my prompts"
          values={library.filters}
          onChange={library.setFilters}
          onSearch={library.onSearch}
          onTypingEnd={library.onTypingEnd}
        />
        <ActiveTags
          className="mt-3"
          tags={library.tags}
          disabled={!hydrated}
          onRemove={(tag) => library.setTags(library.tags.filter((other) => other !== tag))}
        />
      </div>

      {pageIds.length > 0 && <BulkBar selection={selection} pageCount={pageIds.length} />}

      <LibraryList
        label="My prompts"
        query={mine}
        prompts={mine.data}
        errorText="Failed to load your prompts. Please try again."
        hasFilters={library.hasFilters}
        onClearFilters={library.clear}
        emptyDescription="Save the prompts you use again and again, and share the best ones."
        onCreate={dialogs.openCreate}
        onEdit={dialogs.openEdit}
        onDelete={dialogs.openDelete}
        tagScope={{ page: 'dashboard' }}
        selection={selection}
      />

      {dialogs.dialogs}
    </div>
  );
}
