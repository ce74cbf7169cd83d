import { Button, DataTable, type DataTableColumn } from '@promptshelf/ui';

import { formatDate } from '../settings/token-dates';
import { ROLE_LABELS } from './roles';
import type { WorkspaceInvitation } from './use-workspaces';

const columns: DataTableColumn[] = [
  { label: 'Email' },
  { label: 'Role' },
  { label: 'Invited by', from: 'md' },
  { label: 'Expires', from: 'sm' },
  { label: <span className="sr-only">Actions</span>, align: 'right' },
];

/** Invitations not yet accepted, revoked or expired, newest first. */
export function InvitationsTable({
  invitations,
  onRevoke,
}: {
  invitations: WorkspaceInvitation[];
  onRevoke: (invitation: WorkspaceInvitation) => void;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border">
      <DataTable caption="Pending invitations" columns={columns}>
        {invitations.map((invitation) => (
          <tr key={invitation.id} className="align-middle">
            <th scope="row" className="px-4 py-3 text-left font-medium wrap-anywhere">
              {invitation.email}
            </th>
            <td className="px-4 py-3">{ROLE_LABELS[invitation.role]}</td>
            <td className="hidden px-4 py-3 md:table-cell">
              {invitation.invitedBy
                ? invitation.invitedBy.firstName || `@${invitation.invitedBy.username}`
                : '–'}
            </td>
            <td className="hidden px-4 py-3 whitespace-nowrap sm:table-cell">
              {formatDate(invitation.expiresAt)}
            </td>
            <td className="px-4 py-3 text-right">
              <Button
                type="button"
                variant="outline"
                size="sm"
                aria-label={`Revoke the invitation of ${invitation.email}`}
                onClick={() => onRevoke(invitation)}
              >
                Revoke
              </Button>
            </td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}
