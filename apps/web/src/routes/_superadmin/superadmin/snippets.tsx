import { ADMIN_PAGE_SIZE } from '@promptshelf/validators';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback, useState } from 'react';

import { AdminListPage } from '../../../components/admin/admin-list-page';
import { ErrorLine, TableSkeleton } from '../../../components/admin/list-states';
import { listInput, validateListSearch } from '../../../components/admin/list-search';
import { ModerateDialog, type ModerationTarget } from '../../../components/admin/moderate-dialog';
import { Pager } from '../../../components/admin/pager';
import { SearchBox } from '../../../components/admin/search-box';
import { SnippetsTable } from '../../../components/admin/snippets-table';
import { titleHead } from '../../../lib/page-title';
import { useTRPC } from '../../../lib/trpc';

export const Route = createFileRoute('/_superadmin/superadmin/snippets')({
  head: titleHead('Prompts · Superadmin'),
  validateSearch: validateListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    // Started early, not awaited: the screen shows its own loading and error states.
    void context.queryClient.prefetchQuery(
      context.trpc.admin.snippets.queryOptions(listInput(deps)),
    );
  },
  component: SuperadminSnippetsRoute,
});

function SuperadminSnippetsRoute() {
  const trpc = useTRPC();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const [target, setTarget] = useState<ModerationTarget | null>(null);
  const { data, isPending, isError, isPlaceholderData } = useQuery({
    ...trpc.admin.snippets.queryOptions(listInput(search)),
    placeholderData: keepPreviousData,
  });
  const onSearch = useCallback(
    (q: string) => void navigate({ search: { q: q.trim() || undefined }, replace: true }),
    [navigate],
  );
  const page = search.page ?? 1;

  return (
    <AdminListPage
      title="Prompts"
      description="Every prompt, public and private. Unpublish or delete what breaks the rules."
      search={
        <SearchBox
          label="Search prompts"
          placeholder="Search by title..."
          value={search.q ?? ''}
          onSearch={onSearch}
        />
      }
      pager={
        data && data.total > 0 ? (
          <Pager
            page={page}
            pageSize={ADMIN_PAGE_SIZE}
            total={data.total}
            shown={data.snippets.length}
            noun={data.total === 1 ? 'prompt' : 'prompts'}
            onPage={(next) =>
              void navigate({ search: { ...search, page: next > 1 ? next : undefined } })
            }
          />
        ) : undefined
      }
    >
      {isError ? (
        <ErrorLine>Failed to load prompts. Please try again.</ErrorLine>
      ) : isPending ? (
        <TableSkeleton />
      ) : data.snippets.length === 0 ? (
        <p className="px-4 py-10 text-center text-muted-foreground">
          {search.q ? `No prompts match “${search.q}”.` : 'No prompts yet.'}
        </p>
      ) : (
        <div className={isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <SnippetsTable snippets={data.snippets} onModerate={setTarget} />
        </div>
      )}
      <ModerateDialog target={target} onClose={() => setTarget(null)} />
    </AdminListPage>
  );
}
