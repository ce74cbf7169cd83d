import { Badge, Button, DataTable, type DataTableColumn } from '@promptshelf/ui';

import { formatDate, formatDateTime, isExpired } from './token-dates';
import type { ApiToken } from './use-api-tokens';

/**
 * Tokens: name, scope, created (and by whom, for a workspace's), last used, expiry, and a revoke
 * button each.
 */
export function TokensTable({
  tokens,
  caption,
  showMaker = false,
  onRevoke,
}: {
  tokens: ApiToken[];
  caption: string;
  /** A workspace's tokens name the admin who made each. */
  showMaker?: boolean;
  onRevoke: (token: ApiToken) => void;
}) {
  const columns: DataTableColumn[] = [
    { label: 'Name' },
    { label: 'Scope' },
    ...(showMaker ? [{ label: 'Made by', from: 'lg' } as const] : []),
    { label: 'Created', from: 'md' },
    { label: 'Last used', from: 'sm' },
    { label: 'Expires', from: 'md' },
    { label: <span className="sr-only">Actions</span>, align: 'right' },
  ];
  return (
    <div className="overflow-x-auto rounded-xl border">
      <DataTable caption={caption} columns={columns}>
        {tokens.map((token) => {
          const expired = isExpired(token.expiresAt);
          return (
            <tr key={token.id} className="align-middle">
              <th scope="row" className="px-4 py-3 font-medium wrap-anywhere">
                {token.name}
                {/* Narrow screens hide the date columns: the essentials go under the name. */}
                <span className="block text-xs font-normal text-muted-foreground md:hidden">
                  {token.expiresAt === null
                    ? 'Never expires'
                    : `${expired ? 'Expired' : 'Expires'} ${formatDate(token.expiresAt)}`}
                  <span className="sm:hidden">
                    {' · Last used '}
                    {token.lastUsedAt ? formatDateTime(token.lastUsedAt) : 'never'}
                  </span>
                </span>
              </th>
              <td className="px-4 py-3">
                <Badge variant={token.scope === 'write' ? 'default' : 'secondary'}>
                  {token.scope === 'write' ? 'Write' : 'Read'}
                </Badge>
              </td>
              {showMaker && (
                <td className="hidden px-4 py-3 lg:table-cell">
                  {token.createdBy
                    ? token.createdBy.firstName || `@${token.createdBy.username}`
                    : '–'}
                </td>
              )}
              <td className="hidden px-4 py-3 whitespace-nowrap md:table-cell">
                {formatDate(token.createdAt)}
              </td>
              <td className="hidden px-4 py-3 whitespace-nowrap sm:table-cell">
                {token.lastUsedAt ? formatDateTime(token.lastUsedAt) : 'Never'}
              </td>
              <td className="hidden px-4 py-3 whitespace-nowrap md:table-cell">
                {token.expiresAt === null ? (
                  'Never'
                ) : expired ? (
                  <span className="text-destructive">Expired {formatDate(token.expiresAt)}</span>
                ) : (
                  formatDate(token.expiresAt)
                )}
              </td>
              <td className="px-4 py-3 text-right">
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  onClick={() => onRevoke(token)}
                  aria-label={`Revoke ${token.name}`}
                >
                  Revoke
                </Button>
              </td>
            </tr>
          );
        })}
      </DataTable>
    </div>
  );
}
