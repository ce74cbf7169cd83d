import { execute, snippetOldNames, snippets, userProfiles, type Database } from '@promptshelf/db';
import {
  nameFromTitle,
  OLD_NAME_DAYS,
  PROMPT_NAME_MAX,
  promptNameMessages,
  type PromptRef,
} from '@promptshelf/validators';
import { and, desc, eq, gt, inArray, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import { DomainError } from '../domain-error';
import { workspaceIdBySlug } from '../workspaces/access';

// Names and references (decision 190): unique within the owner, made from the title, and an old
// name answering for OLD_NAME_DAYS after a rename or a move.

/** Whose names a prompt's name must differ from: a person's own prompts, or a workspace's. */
export type NameOwner = { workspaceId: number } | { userId: string };

export function ownerOf(prompt: { workspaceId: number | null; authorId: string }): NameOwner {
  return prompt.workspaceId !== null
    ? { workspaceId: prompt.workspaceId }
    : { userId: prompt.authorId };
}

/** The owner's prompts, as the unique indexes snippets_author_name_key / _workspace_ see them. */
function ownedPrompts(owner: NameOwner): SQL {
  return 'workspaceId' in owner
    ? eq(snippets.workspaceId, owner.workspaceId)
    : (and(isNull(snippets.workspaceId), eq(snippets.authorId, owner.userId)) as SQL);
}

/** One owner's names change one transaction at a time, so a free name stays free until used. */
async function lockNames(tx: Database, owner: NameOwner) {
  const key = 'workspaceId' in owner ? `w:${owner.workspaceId}` : `u:${owner.userId}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`prompt-names:${key}`}))`);
}

/** Tried after the base name: base-2 … base-21; past that a random ending. */
const SUFFIXES = 20;

/** `base-{suffix}`, the base cut so the whole stays within PROMPT_NAME_MAX. */
function suffixed(base: string, suffix: number | string) {
  const end = `-${suffix}`;
  return base.slice(0, PROMPT_NAME_MAX - end.length) + end;
}

/**
 * Names for new prompts of one owner, one per title, in order: each title's name, or with '-2',
 * '-3'… when the owner (or an earlier title of the list) has it. One query per call.
 */
export async function freeNames(tx: Database, owner: NameOwner, bases: string[]) {
  await lockNames(tx, owner);
  const candidates = new Set<string>();
  for (const base of new Set(bases)) {
    candidates.add(base);
    for (let n = 2; n < SUFFIXES + 2; n++) candidates.add(suffixed(base, n));
  }
  const taken = new Set<string>();
  const list = [...candidates];
  for (let start = 0; start < list.length; start += 1000) {
    const rows = await tx
      .select({ name: snippets.name })
      .from(snippets)
      .where(and(ownedPrompts(owner), inArray(snippets.name, list.slice(start, start + 1000))));
    for (const row of rows) taken.add(row.name);
  }
  return bases.map((base) => {
    let name = base;
    for (let n = 2; taken.has(name) && n < SUFFIXES + 2; n++) name = suffixed(base, n);
    if (taken.has(name)) name = suffixed(base, crypto.randomUUID().slice(0, 8));
    taken.add(name);
    return name;
  });
}

/** The name a new prompt gets: the one asked for (refused when taken), else from its title. */
export async function nameForNewPrompt(
  tx: Database,
  owner: NameOwner,
  asked: string | null,
  title: string,
) {
  if (asked === null) return (await freeNames(tx, owner, [nameFromTitle(title)]))[0]!;
  await claimName(tx, owner, asked, null);
  return asked;
}

/** Refuses a name another prompt of the owner has; `exceptId` is the prompt being renamed. */
async function claimName(tx: Database, owner: NameOwner, name: string, exceptId: number | null) {
  await lockNames(tx, owner);
  const [other] = await tx
    .select({ id: snippets.id })
    .from(snippets)
    .where(
      and(
        ownedPrompts(owner),
        eq(snippets.name, name),
        exceptId === null ? undefined : ne(snippets.id, exceptId),
      ),
    );
  if (other) {
    const message =
      'workspaceId' in owner ? promptNameMessages.takenWorkspace : promptNameMessages.takenPersonal;
    throw new DomainError('BAD_INPUT', message);
  }
}

/**
 * Remembers that prompt `id` answered to `name` under `owner` until now, so its old reference
 * keeps working for OLD_NAME_DAYS; its own expired names go at the same time.
 */
async function rememberOldName(tx: Database, id: number, owner: NameOwner, name: string) {
  await tx
    .delete(snippetOldNames)
    .where(
      and(
        eq(snippetOldNames.snippetId, id),
        lt(snippetOldNames.renamedAt, sql`now() - make_interval(days => ${OLD_NAME_DAYS})`),
      ),
    );
  await tx.insert(snippetOldNames).values({
    snippetId: id,
    name,
    ...('workspaceId' in owner ? { workspaceId: owner.workspaceId } : { userId: owner.userId }),
  });
}

/** Renames a prompt whose row the caller holds locked; the old name keeps answering. */
export async function renamePrompt(
  tx: Database,
  prompt: { id: number; name: string; workspaceId: number | null; authorId: string },
  name: string,
) {
  if (name === prompt.name) return;
  const owner = ownerOf(prompt);
  await claimName(tx, owner, name, prompt.id);
  await tx.update(snippets).set({ name }).where(eq(snippets.id, prompt.id));
  await rememberOldName(tx, prompt.id, owner, prompt.name);
}

/**
 * The name a prompt takes to its new owner on a move: its own, or suffixed when the new owner
 * has it. The old reference keeps answering, as after a rename.
 */
export async function nameAfterMove(
  tx: Database,
  prompt: { id: number; name: string; workspaceId: number | null; authorId: string },
  to: NameOwner,
) {
  const [name] = await freeNames(tx, to, [prompt.name]);
  await rememberOldName(tx, prompt.id, ownerOf(prompt), prompt.name);
  return name!;
}

/**
 * The id of the prompt a reference names, whoever may read it (the caller checks that): the
 * owner's prompt with that name now, else the newest prompt that had it in the last
 * OLD_NAME_DAYS. Index probes: the owner, the name, the old names by name.
 */
export async function promptIdByRef(db: Database, ref: PromptRef): Promise<number | null> {
  const owner = await ownerByRef(db, ref);
  if (!owner) return null;
  const [current] = await db
    .select({ id: snippets.id })
    .from(snippets)
    .where(and(ownedPrompts(owner), eq(snippets.name, ref.name)));
  if (current) return current.id;
  const [old] = await db
    .select({ id: snippetOldNames.snippetId })
    .from(snippetOldNames)
    .where(
      and(
        eq(snippetOldNames.name, ref.name),
        'workspaceId' in owner
          ? eq(snippetOldNames.workspaceId, owner.workspaceId)
          : eq(snippetOldNames.userId, owner.userId),
        gt(snippetOldNames.renamedAt, sql`now() - make_interval(days => ${OLD_NAME_DAYS})`),
      ),
    )
    .orderBy(desc(snippetOldNames.renamedAt))
    .limit(1);
  return old?.id ?? null;
}

async function ownerByRef(db: Database, ref: PromptRef): Promise<NameOwner | null> {
  if ('workspace' in ref.owner) {
    const [row] = await execute(db, sql`select ${workspaceIdBySlug(ref.owner.workspace)} as id`);
    return row?.id != null ? { workspaceId: Number(row.id) } : null;
  }
  const [profile] = await db
    .select({ userId: userProfiles.userId })
    .from(userProfiles)
    .where(sql`lower(${userProfiles.username}) = lower(${ref.owner.username})`);
  return profile ? { userId: profile.userId } : null;
}
