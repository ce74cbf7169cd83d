import { snippets, type Database } from '@promptshelf/db';
import { count, eq } from 'drizzle-orm';
import type { Agent } from './http';

/** The fields of a new prompt: a meeting summary for Claude, unless `fields` say otherwise. */
export const promptFields = (fields: object = {}) => ({
  title: 'Summarise a meeting',
  content: 'Summarise the notes from [meeting] for [audience].',
  aiTool: 'Claude',
  purpose: 'business',
  ...fields,
});

/** Creates a prompt through POST /api/snippets as this agent; the answer in the client shape. */
export async function createPrompt(agent: Agent, fields: object = {}) {
  const res = await agent.post('/api/snippets', promptFields(fields));
  if (res.statusCode !== 201) throw new Error(`no prompt made: ${res.statusCode} ${res.body}`);
  return res.json<{
    id: number;
    title: string;
    name: string;
    ref: string;
    isPublic: boolean;
    version: number;
  }>();
}

/** How many prompts `userId` has in the database. */
export async function countPromptsOf(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(snippets).where(eq(snippets.authorId, userId));
  return row!.n;
}
