import { snippets } from '@promptshelf/db';
import { promptUpdateSchema, type bulkSchema } from '@promptshelf/validators';
import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { addToCollection } from '../collections/collection-prompts';
import { DomainError, toInputIssues } from '../domain-error';
import { deletePrompt, lockOwn, updatePrompt, type Ctx } from './prompts';

type BulkInput = z.output<typeof bulkSchema>;

/**
 * One action on several prompts in one transaction, all or nothing (decision 207): every
 * prompt is locked first, in id order, as one the viewer may change (lockOwn: 404 for one they
 * may not see, 403 for one they may only read), so one refused id changes nothing. Then each
 * prompt goes through the single-prompt write (update, delete, add to a collection), with its
 * rules, versions and activity, inside the same transaction.
 */
export async function bulkChange(ctx: Ctx, input: BulkInput) {
  await ctx.db.transaction(async (tx) => {
    const inTx = { ...ctx, db: tx };
    const update = async (patch: z.input<typeof promptUpdateSchema>) => {
      // A tag list that a prompt cannot hold (an 11th tag) refuses the request, as an edit would.
      const parsed = promptUpdateSchema.safeParse(patch);
      if (!parsed.success) {
        const issues = toInputIssues(parsed.error.issues);
        throw new DomainError('BAD_INPUT', issues[0]?.message ?? 'Invalid prompt', { issues });
      }
      await updatePrompt(inTx, parsed.data);
    };
    for (const id of input.ids) await lockOwn(tx, ctx.viewer, id);
    const tagsOf = async () =>
      new Map(
        (
          await tx
            .select({ id: snippets.id, tags: snippets.tags })
            .from(snippets)
            .where(inArray(snippets.id, input.ids))
        ).map((row) => [row.id, row.tags]),
      );
    switch (input.action) {
      case 'makePublic':
      case 'makePrivate':
        for (const id of input.ids) {
          await update({ id, isPublic: input.action === 'makePublic' });
        }
        break;
      case 'addTag':
      case 'removeTag': {
        const { tag } = input;
        for (const [id, tags] of await tagsOf()) {
          const has = tags.includes(tag);
          if (input.action === 'addTag' && !has) await update({ id, tags: [...tags, tag] });
          if (input.action === 'removeTag' && has) {
            await update({ id, tags: tags.filter((other) => other !== tag) });
          }
        }
        break;
      }
      case 'addToCollection':
        for (const id of input.ids) {
          await addToCollection(tx, ctx.viewer, { id: input.collectionId, promptId: id });
        }
        break;
      case 'delete':
        for (const id of input.ids) await deletePrompt(inTx, id);
        break;
    }
  });
  return { changed: input.ids.length };
}
