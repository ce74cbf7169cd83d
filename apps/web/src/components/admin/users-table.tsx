import type { RouterOutputs } from '@promptshelf/trpc';
import { Badge } from '@promptshelf/ui';

import { dateFormat, numberFormat } from './list-search';

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

/** One page of users: who they are, their username, status, prompt count and join date. */
export function UsersTable({ users }: { users: AdminUser[] }) {
  return (
    <table className="w-full text-left text-sm">
      <thead className="border-b bg-muted/50 text-xs text-muted-foreground uppercase">
        <tr>
          <th scope="col" className="px-4 py-3 font-medium">
            User
          </th>
          <th scope="col" className="hidden px-4 py-3 font-medium md:table-cell">
            Username
          </th>
          <th scope="col" className="px-4 py-3 font-medium">
            Status
          </th>
          <th scope="col" className="hidden px-4 py-3 text-right font-medium sm:table-cell">
            Prompts
          </th>
          <th scope="col" className="hidden px-4 py-3 font-medium lg:table-cell">
            Joined
          </th>
        </tr>
      </thead>
      <tbody className="divide-y">
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
              <time dateTime={new Date(user.createdAt).toISOString()}>
                {dateFormat.format(new Date(user.createdAt))}
              </time>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
