import {
  collections,
  execute,
  favorites,
  likes,
  snippets,
  users,
  workspaceMembers,
  workspaces,
  type Database,
} from '@promptshelf/db';
import {
  accountMessages,
  type changeEmailSchema,
  type deleteAccountSchema,
} from '@promptshelf/validators';
import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Context, Viewer } from '../../context';
import { DomainError } from '../domain-error';
import { byEmail } from './auth';
import { accountDeletedMail, emailChangeMail, emailTakenMail, enqueueMail } from './mail';
import { confirmOwner } from './owner';
import { HOUR, limitRate } from './rate-limit';
import { hashToken, newToken, VERIFICATION_TOKEN_TTL_MS } from './tokens';
import { securityNotice } from './sessions';

type AccountContext = Pick<Context, 'db' | 'session' | 'appUrl' | 'rateLimits'> & {
  viewer: Viewer;
};

export { ownerProofNeeded } from './owner';

/**
 * Mails a link to the new address; the email changes only when it is opened. The answer is the
 * same whether the address is free or has an account of its own (which is told so instead).
 */
export async function requestEmailChange(
  ctx: AccountContext,
  input: z.output<typeof changeEmailSchema>,
) {
  if (input.newEmail === ctx.viewer.email.toLowerCase()) {
    throw new DomainError('BAD_INPUT', accountMessages.sameEmail);
  }
  await confirmOwner(ctx, 'change-email', input);
  await limitRate(ctx.db, `mail:email:${input.newEmail}`, ctx.rateLimits.mailPerEmail, HOUR);
  await ctx.db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ firstName: users.firstName })
      .from(users)
      .where(byEmail(input.newEmail));
    if (taken) {
      await enqueueMail(tx, emailTakenMail(ctx.appUrl, input.newEmail, taken.firstName));
      return;
    }
    const token = newToken(VERIFICATION_TOKEN_TTL_MS);
    await tx
      .update(users)
      .set({
        pendingEmail: input.newEmail,
        emailChangeToken: token.hash,
        emailChangeTokenExpiresAt: token.expiresAt,
      })
      .where(eq(users.id, ctx.viewer.id));
    await enqueueMail(
      tx,
      emailChangeMail(ctx.appUrl, input.newEmail, ctx.viewer.firstName, token.token),
    );
  });
  return { message: accountMessages.emailChangeSent };
}

/**
 * The mailed link's target: moves the account to the address the link was sent to, once, and
 * tells the old address. False when the link is unknown, used, expired, or the address was
 * taken by another account in the meantime.
 */
export async function confirmEmailChange(
  ctx: Pick<Context, 'db' | 'session' | 'appUrl'>,
  token: string,
): Promise<boolean> {
  if (!token) return false;
  const changed = await ctx.db.transaction(async (tx) => {
    const [user] = await tx
      .select({
        id: users.id,
        email: users.email,
        firstName: users.firstName,
        pendingEmail: users.pendingEmail,
      })
      .from(users)
      .where(
        and(
          eq(users.emailChangeToken, hashToken(token)),
          gt(users.emailChangeTokenExpiresAt, sql`now()`),
        ),
      )
      .for('update');
    if (!user?.pendingEmail) return false;
    const [taken] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(byEmail(user.pendingEmail), ne(users.id, user.id)));
    await tx
      .update(users)
      .set({
        ...(taken ? {} : { email: user.pendingEmail, emailVerified: true }),
        pendingEmail: null,
        emailChangeToken: null,
        emailChangeTokenExpiresAt: null,
      })
      .where(eq(users.id, user.id));
    if (taken) return false;
    await securityNotice(tx, ctx.appUrl, user, {
      kind: 'email-changed',
      newEmail: user.pendingEmail,
    });
    return true;
  });
  // Sessions keep their person's email in memory: they read it afresh.
  if (changed) ctx.session.sessionsChanged();
  return changed;
}

/** The workspaces the person belongs to, with who else is in each. */
async function memberships(tx: Database, userId: string) {
  const rows = await execute(
    tx,
    sql`select m.workspace_id as id, w.name, m.role,
          (select count(*) from ${workspaceMembers} o
            where o.workspace_id = m.workspace_id and o.user_id <> ${userId})::int as others,
          (select o.user_id from ${workspaceMembers} o
            where o.workspace_id = m.workspace_id and o.user_id <> ${userId} and o.role = 'owner'
            order by o.joined_at, o.user_id limit 1) as "otherOwner"
        from ${workspaceMembers} m join ${workspaces} w on w.id = m.workspace_id
        where m.user_id = ${userId}
        for update of m`,
  );
  return rows as {
    id: number;
    name: string;
    role: string;
    others: number;
    otherOwner: string | null;
  }[];
}

/**
 * Deletes the account and everything of its person: prompts and their versions, likes and
 * favourites (the prompts' counters corrected), collections, tokens, sessions, known browsers,
 * profile and memberships; a workspace they were alone in goes with them. What they wrote in a
 * workspace with others stays the workspace's, under its longest-standing other owner. A sole
 * owner of a workspace with other members must hand it over first. Copies others made of their
 * prompts stay those people's, marked as cloned from a deleted account. A last mail says so.
 */
export async function deleteAccount(
  ctx: AccountContext,
  input: z.output<typeof deleteAccountSchema>,
) {
  await confirmOwner(ctx, 'delete-account', input);
  const me = ctx.viewer.id;
  await ctx.db.transaction(async (tx) => {
    const joined = await memberships(tx, me);
    const orphaned = joined.find((w) => w.others > 0 && w.otherOwner === null);
    if (orphaned) throw new DomainError('CONFLICT', accountMessages.soleOwner(orphaned.name));
    const alone = joined.filter((w) => w.others === 0).map((w) => w.id);
    if (alone.length > 0) await tx.delete(workspaces).where(inArray(workspaces.id, alone));
    for (const w of joined) {
      if (w.others === 0 || w.otherOwner === null) continue;
      await tx
        .update(snippets)
        .set({ authorId: w.otherOwner })
        .where(and(eq(snippets.workspaceId, w.id), eq(snippets.authorId, me)));
      await tx
        .update(collections)
        .set({ ownerId: w.otherOwner })
        .where(and(eq(collections.workspaceId, w.id), eq(collections.ownerId, me)));
    }
    // Counters and the clone mark only: the text triggers have nothing to do.
    await tx.execute(sql`select set_config('promptshelf.counters_only', 'on', true)`);
    await tx
      .update(snippets)
      .set({ likesCount: sql`${snippets.likesCount} - 1` })
      .where(
        inArray(
          snippets.id,
          tx.select({ id: likes.snippetId }).from(likes).where(eq(likes.userId, me)),
        ),
      );
    await tx
      .update(snippets)
      .set({ favoritesCount: sql`${snippets.favoritesCount} - 1` })
      .where(
        inArray(
          snippets.id,
          tx.select({ id: favorites.snippetId }).from(favorites).where(eq(favorites.userId, me)),
        ),
      );
    await tx
      .update(snippets)
      .set({ clonedFromDeletedAccount: true })
      .where(
        and(
          ne(snippets.authorId, me),
          inArray(
            snippets.clonedFromId,
            tx.select({ id: snippets.id }).from(snippets).where(eq(snippets.authorId, me)),
          ),
        ),
      );
    await tx.execute(sql`select set_config('promptshelf.counters_only', 'off', true)`);
    await enqueueMail(tx, accountDeletedMail(ctx.appUrl, ctx.viewer.email, ctx.viewer.firstName));
    // The rest goes with the row: every table that names a person cascades from it.
    await tx.delete(users).where(eq(users.id, me));
  });
  await ctx.session.signOut();
  ctx.session.sessionsChanged();
  return { message: accountMessages.accountDeleted };
}
