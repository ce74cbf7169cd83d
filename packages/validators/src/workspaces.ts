import { z } from 'zod';
import { apiTokenIdSchema, createApiTokenSchema } from './api-tokens';
import { emailOnlySchema } from './auth';
import { cursorPageFields } from './cursor-page';
import { protectedLabelsSchema } from './label-rules';
import { SLUG_FALLBACK, slugify } from './slug';
import { text } from './text';

// Workspaces, their members, invitations and activity (docs/decisions/170 and 171).

/** The roles of a member, lowest first: each may do what the ones before it may. */
export const WORKSPACE_ROLES = ['viewer', 'editor', 'admin', 'owner'] as const;
export type WorkspaceRole = (typeof WORKSPACE_ROLES)[number];

export const WORKSPACE_NAME_MAX = 100;
export const WORKSPACE_SLUG_MIN = 3;
export const WORKSPACE_SLUG_MAX = 50;
/** Workspaces one person may belong to, in any role. */
export const WORKSPACES_PER_MEMBER_MAX = 50;
export const WORKSPACE_MEMBERS_MAX = 1_000;
/** Invitations of one workspace that are open and not expired. */
export const WORKSPACE_PENDING_INVITATIONS_MAX = 200;
export const INVITATION_TTL_DAYS = 7;
export const ACTIVITY_PAGE_SIZE = 50;
export const ACTIVITY_LIMIT_MAX = 100;

/**
 * Words a workspace's slug may not be: the pages a URL under /w/ (or beside it) already means or
 * will mean, and names that would pass for the site itself. Kept in one list for the form and
 * the server; a slug shorter than WORKSPACE_SLUG_MIN is refused anyway.
 */
export const RESERVED_WORKSPACE_SLUGS: ReadonlySet<string> = new Set([
  // Pages and doors of the app.
  'api',
  'new',
  'create',
  'edit',
  'delete',
  'settings',
  'members',
  'activity',
  'invite',
  'invites',
  'invitation',
  'invitations',
  'join',
  'tokens',
  'trpc',
  'mcp',
  'healthz',
  'readyz',
  'assets',
  'static',
  'auth',
  'login',
  'logout',
  'register',
  'signin',
  'signup',
  'sign-in',
  'sign-up',
  'account',
  'profile',
  'dashboard',
  'favorites',
  'favourites',
  'my-collections',
  'collections',
  'snippets',
  'prompts',
  'browse',
  'search',
  'explore',
  'change-password',
  'forgot-password',
  'reset-password',
  'resend-verification',
  'superadmin',
  'admin',
  // The switcher's other entries.
  'personal',
  'mine',
  'workspace',
  'workspaces',
  // Names that would speak for the site.
  'promptshelf',
  'official',
  'support',
  'security',
  'help',
  'about',
  'docs',
  'status',
  'root',
  'system',
  'www',
  'null',
  'undefined',
]);

export const workspaceMessages = {
  nameRequired: 'Please enter a name for the workspace',
  nameMax: `Name must be at most ${WORKSPACE_NAME_MAX} characters`,
  slugInvalid: `A slug has ${WORKSPACE_SLUG_MIN} to ${WORKSPACE_SLUG_MAX} lower-case letters, digits and hyphens, and starts and ends with a letter or digit`,
  slugReserved: 'This slug is reserved; please choose another',
  slugTaken: 'This slug is already taken',
  role: 'Role must be viewer, editor, admin or owner',
  confirm: "Type the workspace's slug to confirm",
  notFound: 'Workspace not found.',
  memberNotFound: 'Member not found.',
  verifyFirst: 'Please verify your email address first.',
  adminsOnly: 'Only admins and owners of this workspace can do this.',
  ownersOnly: 'Only owners of this workspace can do this.',
  ownersMakeOwners: 'Only an owner can make someone an owner.',
  ownersChangeOwners: 'Only an owner can change or remove another owner.',
  lastOwner: 'A workspace needs at least one owner: make someone else an owner first.',
  tooManyWorkspaces: `You can be a member of at most ${WORKSPACES_PER_MEMBER_MAX} workspaces`,
  full: `A workspace can have at most ${WORKSPACE_MEMBERS_MAX.toLocaleString('en')} members`,
  deleted: 'Workspace deleted',
  removed: 'Member removed',
  left: 'You left the workspace',
  limit: `limit must be a whole number from 1 to ${ACTIVITY_LIMIT_MAX}`,
  cursor: 'cursor must be a whole number from 1',
} as const;

export const invitationMessages = {
  invalidId: 'Invalid invitation id',
  notFound: 'Invitation not found.',
  alreadyMember: 'This address belongs to a member of the workspace already',
  tooMany: `A workspace can have at most ${WORKSPACE_PENDING_INVITATIONS_MAX} pending invitations; revoke some before inviting more`,
  tooManySent: 'Too many invitations sent. Please wait a while and try again.',
  revoked: 'Invitation revoked',
  // The invitation link, to whoever holds it.
  unknownLink: 'This invitation link is not valid.',
  expired: 'This invitation has expired. Ask an admin of the workspace to invite you again.',
  used: 'This invitation has already been used.',
  withdrawn: 'This invitation was withdrawn.',
  wrongEmail:
    'This invitation was sent to another email address. Sign in with that address to accept it.',
  alreadyJoined: 'You are already a member of this workspace.',
} as const;

// Query strings arrive as text: numbers are coerced, and an empty value means "not given".
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]*[a-z0-9]$/;

/** True for a slug a new or renamed workspace may take (not whether it is free). */
export function isAllowedWorkspaceSlug(slug: string): boolean {
  return (
    slug.length >= WORKSPACE_SLUG_MIN &&
    slug.length <= WORKSPACE_SLUG_MAX &&
    SLUG_PATTERN.test(slug) &&
    !RESERVED_WORKSPACE_SLUGS.has(slug)
  );
}

/**
 * The slug a workspace called `name` is offered first: its name made a slug, cut to the length
 * allowed; 'workspace' for a name with nothing to keep (slugify's own fallback names a prompt).
 * The server adds a number when it is taken, reserved or too short.
 */
export function workspaceSlugBase(name: string): string {
  const kept = slugify(name);
  if (kept === SLUG_FALLBACK && !name.toLowerCase().includes(SLUG_FALLBACK)) return 'workspace';
  return kept.slice(0, WORKSPACE_SLUG_MAX).replace(/-+$/, '');
}

/** A slug as a path or body names a workspace: any case, surrounding spaces ignored. */
export const workspaceSlug = text({ error: workspaceMessages.notFound })
  .trim()
  .toLowerCase()
  .max(200, workspaceMessages.notFound);

/** A slug to give a workspace: the format, then not a reserved word. */
const newSlug = text({ error: workspaceMessages.slugInvalid })
  .trim()
  .toLowerCase()
  .min(WORKSPACE_SLUG_MIN, workspaceMessages.slugInvalid)
  .max(WORKSPACE_SLUG_MAX, workspaceMessages.slugInvalid)
  .regex(SLUG_PATTERN, workspaceMessages.slugInvalid)
  .refine((slug) => !RESERVED_WORKSPACE_SLUGS.has(slug), workspaceMessages.slugReserved);

const name = text({ error: workspaceMessages.nameRequired })
  .trim()
  .min(1, workspaceMessages.nameRequired)
  .max(WORKSPACE_NAME_MAX, workspaceMessages.nameMax);

export const workspaceRole = z.enum(WORKSPACE_ROLES, { error: workspaceMessages.role });

/** POST /api/workspaces: the slug is suggested from the name when it is not given. */
export const createWorkspaceSchema = z.object({
  name,
  slug: z.preprocess(emptyToUndefined, newSlug.optional()),
});

/** Names the workspace a call is about (the `{slug}` of its path). */
export const workspaceRefSchema = z.object({ workspace: workspaceSlug });

/** PATCH /api/workspaces/{slug}: a new name, a new slug, the protected labels, or several. */
export const updateWorkspaceSchema = z.object({
  workspace: workspaceSlug,
  name: name.optional(),
  slug: z.preprocess(emptyToUndefined, newSlug.optional()),
  protectedLabels: protectedLabelsSchema.optional(),
});

/** DELETE /api/workspaces/{slug}: the body repeats the slug, as the person typed it. */
export const deleteWorkspaceSchema = z.object({
  workspace: workspaceSlug,
  confirm: text({ error: workspaceMessages.confirm }).trim(),
});

/** A member by username, as the members list shows it. */
export const workspaceMemberSchema = z.object({
  workspace: workspaceSlug,
  username: text({ error: workspaceMessages.memberNotFound })
    .trim()
    .max(200, workspaceMessages.memberNotFound),
});

export const setMemberRoleSchema = workspaceMemberSchema.extend({ role: workspaceRole });

export const inviteSchema = z.object({
  workspace: workspaceSlug,
  email: emailOnlySchema.shape.email,
  role: workspaceRole,
});

export const invitationIdSchema = z.object({
  workspace: workspaceSlug,
  id: z.coerce
    .number({ error: invitationMessages.invalidId })
    .int(invitationMessages.invalidId)
    .positive(invitationMessages.invalidId)
    .max(2_147_483_647, invitationMessages.invalidId),
});

/** POST /api/workspaces/{slug}/tokens: the same fields as a personal token. */
export const createWorkspaceTokenSchema = createApiTokenSchema.extend({ workspace: workspaceSlug });

export const workspaceTokenIdSchema = apiTokenIdSchema.extend({ workspace: workspaceSlug });

/** The token of an invitation link, as the link carries it. */
export const invitationTokenSchema = z.object({
  token: text({ error: invitationMessages.unknownLink }).trim(),
});

/** GET /api/workspaces/{slug}/activity: newest first, `cursor` is the last id of a page. */
export const activityPageSchema = z.object({
  workspace: workspaceSlug,
  ...cursorPageFields({
    pageSize: ACTIVITY_PAGE_SIZE,
    limitMax: ACTIVITY_LIMIT_MAX,
    messages: workspaceMessages,
  }),
});

/**
 * What the activity log records; a later kind of event (prompts) adds its word here and needs no
 * migration.
 */
export const WORKSPACE_ACTIONS = [
  'workspace.created',
  'workspace.renamed',
  'member.joined',
  'member.role_changed',
  'member.removed',
  'member.left',
  'invitation.sent',
  'invitation.revoked',
  'token.created',
  'token.revoked',
  'prompt.created',
  'prompt.edited',
  'prompt.deleted',
  'prompt.restored',
  'prompt.moved_in',
  'prompt.moved_out',
] as const;
export type WorkspaceAction = (typeof WORKSPACE_ACTIONS)[number];

export type CreateWorkspaceInput = z.output<typeof createWorkspaceSchema>;
export type UpdateWorkspaceInput = z.output<typeof updateWorkspaceSchema>;
export type InviteInput = z.output<typeof inviteSchema>;
export type ActivityPageQuery = z.output<typeof activityPageSchema>;
