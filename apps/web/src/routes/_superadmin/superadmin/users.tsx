import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';

import { AdminListPage } from '#src/components/admin/admin-list-page';
import { listInput, validateListSearch } from '#src/components/admin/list-search';
import { UsersTable } from '#src/components/admin/users-table';
import { titleHead } from '#src/lib/page-title';
import { useTRPC } from '#src/lib/trpc';

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
  const list = useQuery({
    ...trpc.admin.users.queryOptions(listInput(search)),
    placeholderData: keepPreviousData,
    select: ({ users, total }) => ({ items: users, total }),
  });

  return (
    <AdminListPage
      title="Users"
      description="Every registered account. Search by email, name or username."
      searchLabel="Search users"
      searchPlaceholder="Search by email, name or username..."
      noun={{ one: 'user', other: 'users' }}
      search={search}
      navigate={navigate}
      list={list}
    >
      {(users) => <UsersTable users={users} />}
    </AdminListPage>
  );
}
