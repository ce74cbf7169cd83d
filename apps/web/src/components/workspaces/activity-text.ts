import type { WorkspaceRole } from '@promptshelf/validators';

import { ROLE_LABELS } from './roles';
import type { ActivityEvent } from './use-workspaces';

const role = (value: WorkspaceRole | undefined) => (value ? ROLE_LABELS[value] : 'a member');

/** Who did it: their first name, else their username; an account that is gone is 'Someone'. */
export function actorName(event: Pick<ActivityEvent, 'actor'>): string {
  if (!event.actor) return 'Someone';
  return event.actor.firstName?.trim() || `@${event.actor.username}`;
}

/** One event of the log as a sentence, naming things as they were named then. */
export function describeActivity(
  event: Pick<ActivityEvent, 'action' | 'actor' | 'subject' | 'details'>,
): string {
  const { subject, details } = event;
  // A workspace token's change names the token, and the admin who made it.
  const who = details.token
    ? `The token “${details.token}” (made by ${actorName(event)})`
    : actorName(event);
  const target =
    subject.type === 'member'
      ? `@${subject.username}`
      : subject.type === 'invitation'
        ? subject.email
        : subject.type === 'prompt'
          ? `“${subject.title}”`
          : `“${subject.name}”`;
  switch (event.action) {
    case 'workspace.created':
      return `${who} created the workspace ${target}`;
    case 'workspace.renamed': {
      const before = details.previousName ?? '';
      const slugs =
        details.previousSlug &&
        subject.type === 'workspace' &&
        details.previousSlug !== subject.slug
          ? ` (slug ${details.previousSlug} → ${subject.slug})`
          : '';
      return `${who} renamed the workspace “${before}” to ${target}${slugs}`;
    }
    case 'member.joined':
      return `${target} joined as ${role(details.role)}`;
    case 'member.role_changed':
      return `${who} changed the role of ${target} from ${role(details.previousRole)} to ${role(details.role)}`;
    case 'member.removed':
      return `${who} removed ${target}`;
    case 'member.left':
      return `${target} left the workspace`;
    case 'invitation.sent':
      return `${who} invited ${target} as ${role(details.role)}`;
    case 'invitation.revoked':
      return `${who} revoked the invitation of ${target}`;
    case 'token.created':
      return `${who} created the token ${target} with ${details.scope === 'write' ? 'write' : 'read'} access`;
    case 'token.revoked':
      return `${who} revoked the token ${target}`;
    case 'prompt.created':
      return `${who} created the prompt ${target}`;
    case 'prompt.edited':
      return `${who} edited the prompt ${target}`;
    case 'prompt.deleted':
      return `${who} deleted the prompt ${target}`;
    case 'prompt.restored':
      return `${who} restored an earlier version of the prompt ${target}`;
    case 'prompt.moved_in':
      return `${who} moved the prompt ${target} into this workspace`;
    case 'prompt.moved_out':
      return `${who} moved the prompt ${target} out of this workspace`;
  }
}
