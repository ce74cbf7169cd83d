import { slugify } from './slug';
import { USERNAME_MAX } from './limits';
import { USERNAME_PATTERN } from './profiles';
import { text } from './text';
import { WORKSPACE_SLUG_MAX } from './workspaces';

// A prompt's name and reference for apps (decision 190): `@username/name` for a person's prompt,
// `workspace-slug/name` for a workspace's. A name may have '/' to group prompts ('support/reply').

export const PROMPT_NAME_MAX = 64;
/** Room kept at the end of a name made from a title, for a '-2'… suffix on a collision. */
const SUFFIX_ROOM = 4;
/** A renamed prompt answers to its old name this long. */
export const OLD_NAME_DAYS = 90;

const NAME_PATTERN = /^[a-z0-9-]+(?:\/[a-z0-9-]+)*$/;

export const promptNameMessages = {
  invalid: `A name has 1 to ${PROMPT_NAME_MAX} lower-case letters, digits, hyphens and slashes, and no slash at either end or twice in a row`,
  takenPersonal: 'You already have a prompt with this name.',
  takenWorkspace: 'This workspace already has a prompt with this name.',
  badReference: 'A reference looks like @username/name or workspace/name',
} as const;

export const promptName = text({ error: promptNameMessages.invalid })
  .trim()
  .toLowerCase()
  .max(PROMPT_NAME_MAX, promptNameMessages.invalid)
  .regex(NAME_PATTERN, promptNameMessages.invalid);

/** The name a new prompt gets from its title ('Cold email: B2B' → 'cold-email-b2b'). */
export function nameFromTitle(title: string): string {
  return slugify(title, PROMPT_NAME_MAX - SUFFIX_ROOM);
}

export type PromptOwnerRef = { username: string } | { workspace: string };
export type PromptRef = { owner: PromptOwnerRef; name: string };

/** A prompt's full reference: '@ada/cold-email' or 'acme/support/reply'. */
export function formatRef(
  owner: { username: string | null } | { workspaceSlug: string },
  name: string,
) {
  return 'workspaceSlug' in owner ? `${owner.workspaceSlug}/${name}` : `@${owner.username}/${name}`;
}

/** Reads '@user/name' or 'workspace/name'; null when it is neither. */
export function parseRef(ref: string): PromptRef | null {
  const slash = ref.indexOf('/');
  if (slash < 1) return null;
  const head = ref.slice(0, slash);
  const name = ref.slice(slash + 1);
  if (name.length > PROMPT_NAME_MAX || !NAME_PATTERN.test(name)) return null;
  if (head.startsWith('@')) {
    const username = head.slice(1);
    const fits = username.length <= USERNAME_MAX && USERNAME_PATTERN.test(username);
    return fits ? { owner: { username }, name } : null;
  }
  const fits = head.length <= WORKSPACE_SLUG_MAX && /^[a-z0-9-]+$/.test(head);
  return fits ? { owner: { workspace: head }, name } : null;
}

/** A reference as an input: the text, checked for its form here and parsed by the domain. */
export const promptRef = text({ error: promptNameMessages.badReference })
  .trim()
  .max(200, promptNameMessages.badReference)
  .refine((value) => parseRef(value) !== null, promptNameMessages.badReference);
