import type { RouterOutputs } from '@promptshelf/trpc';
import { Badge, DataTable, type DataTableColumn } from '@promptshelf/ui';

import { ListDate } from './list-date';
import { numberFormat } from './list-search';

type AdminUser = RouterOutputs['admin']['users']['users'][number];

function displayName(user: AdminUser) {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;
}

function initials(user: AdminUser) {
  const name = displayName(user);
  return name
    .split(/[\s@.]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

const columns: DataTableColumn[] = [
  { label: 'User' },
  { label: 'Username', from: 'md' },
  { label: 'Status' },
  { label: 'Prompts', from: 'sm', align: 'right' },
  { label: 'Joined', from: 'lg' },
];

/** One page of users: who they are, their username, status, prompt count and join date. */
export function UsersTable({ users }: { users: AdminUser[] }) {
  return (
    <DataTable columns={columns}>
      {users.map((user) => (
        <tr key={user.id} className="align-middle">
          <td className="px-4 py-3">
            <div className="flex min-w-0 items-center gap-3">
              {user.profileImageUrl ? (
                <img
                  src={user.profileImageUrl}
                  alt=""
                  className="size-9 shrink-0 rounded-full object-cover"
                />
              ) : (
                <span
                  aria-hidden="true"
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-xs font-semibold text-primary"
                >
                  {initials(user)}
                </span>
              )}
              <div className="min-w-0">
                <p className="font-medium wrap-anywhere">{displayName(user)}</p>
                <p className="text-muted-foreground wrap-anywhere">{user.email}</p>
                {user.profile && (
                  <p className="text-muted-foreground wrap-anywhere md:hidden">
                    @{user.profile.username}
                  </p>
                )}
              </div>
            </div>
          </td>
          <td className="hidden px-4 py-3 wrap-anywhere md:table-cell">
            {user.profile ? `@${user.profile.username}` : '—'}
          </td>
          <td className="px-4 py-3">
            <div className="flex flex-wrap gap-1">
              {user.superadmin && <Badge>Superadmin</Badge>}
              {user.emailVerified ? (
                <Badge variant="secondary">Verified</Badge>
              ) : (
                <Badge variant="outline">Unverified</Badge>
              )}
            </div>
          </td>
          <td className="hidden px-4 py-3 text-right tabular-nums sm:table-cell">
            {numberFormat.format(user.snippetCount)}
          </td>
          <td className="hidden px-4 py-3 whitespace-nowrap text-muted-foreground lg:table-cell">
            <ListDate value={user.createdAt} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
