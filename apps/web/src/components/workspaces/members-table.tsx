import { Badge, Button, DataTable, NativeSelect, type DataTableColumn } from '@promptshelf/ui';
import type { WorkspaceRole } from '@promptshelf/validators';

import { ProfileAvatar } from '../prompt-kit/profile-avatar';
import { formatDate } from '../settings/token-dates';
import { assignableRoles, canRemove, ROLE_LABELS } from './roles';
import type { WorkspaceMember } from './use-workspaces';

const columns: DataTableColumn[] = [
  { label: 'Member' },
  { label: 'Role' },
  { label: 'Joined', from: 'sm' },
  { label: <span className="sr-only">Actions</span>, align: 'right', from: 'sm' },
];

export const memberName = (member: Pick<WorkspaceMember, 'firstName' | 'username'>) =>
  member.firstName?.trim() || `@${member.username}`;

/**
 * The members, owners first: a role select where the viewer's role lets them change it, Leave
 * on their own row and Remove where they may.
 */
export function MembersTable({
  members,
  myRole,
  myUsername,
  busy,
  onRole,
  onRemove,
}: {
  members: WorkspaceMember[];
  myRole: WorkspaceRole;
  myUsername: string | null;
  busy: boolean;
  onRole: (member: WorkspaceMember, role: WorkspaceRole) => void;
  onRemove: (member: WorkspaceMember) => void;
}) {
  return (
    <div className="overflow-x-auto rounded-xl border">
      <DataTable caption="Members of the workspace" columns={columns}>
        {members.map((member) => {
          const me = member.username === myUsername;
          const name = memberName(member);
          const roles = assignableRoles(myRole, member.role);
          const action = me ? (
            <Button type="button" variant="outline" size="sm" onClick={() => onRemove(member)}>
              Leave
            </Button>
          ) : canRemove(myRole, member.role) ? (
            <Button
              type="button"
              variant="outline"
              size="sm"
              aria-label={`Remove ${name}`}
              onClick={() => onRemove(member)}
            >
              Remove
            </Button>
          ) : null;
          return (
            <tr key={member.username} className="align-middle">
              <th scope="row" className="px-4 py-3 font-normal">
                <div className="flex min-w-0 items-center gap-3">
                  <ProfileAvatar
                    profile={{ ...member, lastName: null }}
                    imageUrl={member.profileImageUrl}
                  />
                  <div className="min-w-0 text-left">
                    <p className="font-medium wrap-anywhere">
                      {name}
                      {me && <span className="text-muted-foreground"> (you)</span>}
                    </p>
                    <p className="text-xs text-muted-foreground wrap-anywhere">
                      @{member.username}
                      {member.email && ` · ${member.email}`}
                    </p>
                  </div>
                </div>
              </th>
              <td className="px-4 py-3">
                {/* Narrow screens have no actions column: the button goes under the role. */}
                <div className="flex flex-col items-start gap-2">
                  {roles.length > 0 ? (
                    <div className="w-32">
                      <NativeSelect
                        aria-label={`Role of ${name}`}
                        value={member.role}
                        disabled={busy}
                        onChange={(event) => onRole(member, event.target.value as WorkspaceRole)}
                      >
                        {roles.map((role) => (
                          <option key={role} value={role}>
                            {ROLE_LABELS[role]}
                          </option>
                        ))}
                      </NativeSelect>
                    </div>
                  ) : (
                    <Badge variant={member.role === 'owner' ? 'default' : 'secondary'}>
                      {ROLE_LABELS[member.role]}
                    </Badge>
                  )}
                  {action && <div className="sm:hidden">{action}</div>}
                </div>
              </td>
              <td className="hidden px-4 py-3 whitespace-nowrap sm:table-cell">
                {formatDate(member.joinedAt)}
              </td>
              <td className="hidden px-4 py-3 text-right sm:table-cell">{action}</td>
            </tr>
          );
        })}
      </DataTable>
    </div>
  );
}
