import { randomUUID } from 'node:crypto';
import {
  enqueue,
  QUEUES,
  snippets,
  userProfiles,
  webhookDeliveries,
  webhooks,
  workspaces,
  type Database,
} from '@promptshelf/db';
import { formatRef, type WebhookEvent } from '@promptshelf/validators';
import { and, arrayContains, eq, isNull } from 'drizzle-orm';
import { labelsByVersion } from '../labels/labels';

// What happens to a prompt, told to the webhooks of its owner (a person's own for a personal
// prompt, its workspace's for a workspace prompt): one delivery per webhook, written and
// queued in the transaction of the change, so a rolled-back change announces nothing.

/** What a delivery tells about the prompt: its reference, a version and that version's labels. */
async function promptPayload(tx: Database, promptId: number, version?: number) {
  const [prompt] = await tx
    .select({
      id: snippets.id,
      name: snippets.name,
      version: snippets.version,
      workspaceId: snippets.workspaceId,
      authorId: snippets.authorId,
      workspaceSlug: workspaces.slug,
      username: userProfiles.username,
    })
    .from(snippets)
    .leftJoin(workspaces, eq(workspaces.id, snippets.workspaceId))
    .leftJoin(userProfiles, eq(userProfiles.userId, snippets.authorId))
    .where(eq(snippets.id, promptId));
  if (!prompt) return null;
  const at = version ?? prompt.version;
  const labels = (await labelsByVersion(tx, promptId)).get(at) ?? [];
  const ref = formatRef(
    prompt.workspaceSlug !== null
      ? { workspaceSlug: prompt.workspaceSlug }
      : { username: prompt.username },
    prompt.name,
  );
  return { prompt, payload: { ref, version: at, labels } };
}

export type LabelMove = { label: string; fromVersion: number | null; toVersion: number | null };

/**
 * Announces an event about a prompt to the webhooks that subscribe to it. Call it inside the
 * transaction of the change, while the prompt's row still exists (before a delete). `version`
 * is the version the event is about (the new one, or where a label now points); by default
 * the prompt's current one.
 */
export async function emitPromptEvent(
  tx: Database,
  event: WebhookEvent,
  promptId: number,
  details: { version?: number; label?: LabelMove } = {},
) {
  const described = await promptPayload(tx, promptId, details.version);
  if (!described) return;
  const { prompt, payload } = described;
  // One range of webhooks_user_idx or webhooks_workspace_idx.
  const owner =
    prompt.workspaceId !== null
      ? eq(webhooks.workspaceId, prompt.workspaceId)
      : and(eq(webhooks.userId, prompt.authorId), isNull(webhooks.workspaceId));
  const targets = await tx
    .select({ id: webhooks.id })
    .from(webhooks)
    .where(and(owner, arrayContains(webhooks.events, [event])));
  if (targets.length === 0) return;
  const body = JSON.stringify({
    id: randomUUID(),
    event,
    occurredAt: new Date().toISOString(),
    prompt: payload,
    ...(details.label ? { label: details.label } : {}),
  });
  const rows = await tx
    .insert(webhookDeliveries)
    .values(targets.map((target) => ({ webhookId: target.id, event, snippetId: promptId, body })))
    .returning({ id: webhookDeliveries.id });
  for (const row of rows) await queueDelivery(tx, row.id);
}

/** Queues the sending of a delivery; `startAfter` in seconds. */
export async function queueDelivery(tx: Database, deliveryId: number, startAfter?: number) {
  await enqueue(tx, QUEUES.webhookDelivery, { deliveryId }, startAfter ? { startAfter } : {});
}
