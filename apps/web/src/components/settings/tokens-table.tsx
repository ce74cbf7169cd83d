import { Badge, Button, DataTable, type DataTableColumn } from '@promptshelf/ui';

import { formatDate, formatDateTime, isExpired } from './token-dates';
import type { ApiToken } from './use-api-tokens';

const columns: DataTableColumn[] = [
  { label: 'Name' },
  { label: 'Scope' },
  { label: 'Created', from: 'md' },
  { label: 'Last used', from: 'sm' },
  { label: 'Expires', from: 'md' },
  { label: <span className="sr-only">Actions</span>, align: 'right' },
];

/** The owner's tokens: name, scope, created, last used, expiry, and a revoke button each. */
export function TokensTable({
  tokens,
  onRevoke,
}: {
  tokens: ApiToken[];
  onRevoke: (token: ApiToken) => void;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border">
      <DataTable caption="Your API tokens" columns={columns}>
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
