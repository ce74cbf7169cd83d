import type { Database } from '@promptshelf/db';
import {
  findIncludes,
  INCLUDE_DEPTH_MAX,
  includeMessages,
  INCLUDES_MAX,
  type PlaceholderSetting,
} from '@promptshelf/validators';
import type { Viewer } from '../../context';
import { DomainError } from '../domain-error';
import { workspaceViewer } from '../workspaces/access';
import { readByRef } from './read-version';

// Includes (decision 191): `{{> ref}}`, `{{> ref@label}}`, `{{> ref@3}}` are replaced by that
// prompt's text, itself resolved, up to INCLUDE_DEPTH_MAX levels and INCLUDES_MAX prompts. The
// placeholders of all of them are one list: a name used twice is one field, described by its
// first setting (the including prompt's own before an included one's).

export type Resolved = { content: string; variables: PlaceholderSetting[] };

type Budget = { left: number };

/**
 * A prompt's text with its includes resolved for `reader`: an include it may not read is
 * refused with the same words as a missing one. `trail` holds the ids of the prompts being
 * resolved, outermost first, so a prompt met again is a cycle.
 */
export async function resolveIncludes(
  db: Database,
  reader: Viewer | null,
  prompt: Resolved,
  trail: number[],
  budget: Budget = { left: INCLUDES_MAX },
): Promise<Resolved> {
  const spans = findIncludes(prompt.content);
  if (spans.length === 0) return prompt;
  if (trail.length > INCLUDE_DEPTH_MAX) throw refusal(includeMessages.tooDeep);
  let content = '';
  let last = 0;
  const variables = [...prompt.variables];
  for (const span of spans) {
    if (--budget.left < 0) throw refusal(includeMessages.tooMany);
    const target = await readByRef(db, reader, span.ref, {
      label: span.label ?? undefined,
      version: span.version ?? undefined,
    }).catch((error: unknown) => {
      if (error instanceof DomainError && error.code === 'NOT_FOUND') {
        throw refusal(includeMessages.notFound(span.ref));
      }
      throw error;
    });
    if (trail.includes(target.id)) throw refusal(includeMessages.cycle(span.ref));
    const inner = await resolveIncludes(db, reader, target, [...trail, target.id], budget);
    content += prompt.content.slice(last, span.start) + inner.content;
    last = span.end;
    variables.push(...inner.variables);
  }
  content += prompt.content.slice(last);
  const seen = new Set<string>();
  return {
    content,
    variables: variables.filter((setting) => !seen.has(setting.name) && seen.add(setting.name)),
  };
}

const refusal = (message: string) => new DomainError('BAD_INPUT', message);

/** Nobody's id: the reader that stands for a workspace (no person's rule matches it). */
const NOBODY = '00000000-0000-0000-0000-000000000000';

/**
 * Who a prompt's includes must be readable by: its owner. A person for a personal prompt; for a
 * workspace's, the workspace itself (as its tokens read: its prompts and anything public), so
 * an editor cannot include their own private prompt in what the whole workspace reads.
 */
export function ownerAsReader(
  viewer: Viewer,
  prompt: { workspaceId: number | null; authorId: string },
): Viewer {
  if (prompt.workspaceId === null) return viewer;
  return workspaceViewer(NOBODY, {
    workspaceId: prompt.workspaceId,
    name: '',
    createdBy: prompt.authorId,
  });
}

/**
 * Refuses to save a prompt whose includes do not resolve for its owner: missing, unreadable, a
 * cycle back to it, too deep or too many. Run after the write, inside its transaction, so a
 * refusal leaves nothing written.
 */
export async function checkIncludes(
  tx: Database,
  viewer: Viewer,
  prompt: { id: number; workspaceId: number | null; authorId: string; content: string },
) {
  if (findIncludes(prompt.content).length === 0) return;
  await resolveIncludes(
    tx,
    ownerAsReader(viewer, prompt),
    { content: prompt.content, variables: [] },
    [prompt.id],
  );
}
