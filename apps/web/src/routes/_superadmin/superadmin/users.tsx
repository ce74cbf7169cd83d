import { ADMIN_PAGE_SIZE } from '@promptshelf/validators';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';

import { AdminListPage } from '../../../components/admin/admin-list-page';
import { ErrorLine, TableSkeleton } from '../../../components/admin/list-states';
import { listInput, validateListSearch } from '../../../components/admin/list-search';
import { Pager } from '../../../components/admin/pager';
import { SearchBox } from '../../../components/admin/search-box';
import { UsersTable } from '../../../components/admin/users-table';
import { titleHead } from '../../../lib/page-title';
import { useTRPC } from '../../../lib/trpc';

export const Route = createFileRoute('/_superadmin/superadmin/users')({
  head: titleHead('Users · Superadmin'),
  validateSearch: validateListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    // Started early, not awaited: the screen shows its own loading and error states.
    void context.queryClient.prefetchQuery(context.trpc.admin.users.queryOptions(listInput(deps)));
  },
  component: SuperadminUsersRoute,
});

function SuperadminUsersRoute() {
  const trpc = useTRPC();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { data, isPending, isError, isPlaceholderData } = useQuery({
    ...trpc.admin.users.queryOptions(listInput(search)),
    placeholderData: keepPreviousData,
  });
  const onSearch = useCallback(
    (q: string) => void navigate({ search: { q: q.trim() || undefined }, replace: true }),
    [navigate],
  );
  const page = search.page ?? 1;

  return (
    <AdminListPage
      title="Users"
      description="Every registered account. Search by email, name or username."
      search={
        <SearchBox
          label="Search users"
          placeholder="Search by email, name or username..."
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
            shown={data.users.length}
            noun={data.total === 1 ? 'user' : 'users'}
            onPage={(next) =>
              void navigate({ search: { ...search, page: next > 1 ? next : undefined } })
            }
          />
        ) : undefined
      }
    >
      {isError ? (
        <ErrorLine>Failed to load users. Please try again.</ErrorLine>
      ) : isPending ? (
        <TableSkeleton />
      ) : data.users.length === 0 ? (
        <p className="px-4 py-10 text-center text-muted-foreground">
          {search.q ? `No users match “${search.q}”.` : 'No users yet.'}
        </p>
      ) : (
        <div className={isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
          <UsersTable users={data.users} />
        </div>
      )}
    </AdminListPage>
  );
}
