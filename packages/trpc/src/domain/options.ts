import { aiTools, purposes, userAiTools, type Database } from '@promptshelf/db';
import { desc, eq } from 'drizzle-orm';
import type { Viewer } from '../context';

export function listAiTools(db: Database) {
  return db.select({ id: aiTools.id, name: aiTools.name }).from(aiTools).orderBy(aiTools.id);
}

export function listPurposes(db: Database) {
  return db.select({ id: purposes.id, name: purposes.name }).from(purposes).orderBy(purposes.id);
}

/** The custom tool names this user has used, most recent first. */
export function myAiTools(db: Database, viewer: Viewer) {
  return db
    .select({ id: userAiTools.id, name: userAiTools.name })
    .from(userAiTools)
    .where(eq(userAiTools.userId, viewer.id))
    .orderBy(desc(userAiTools.updatedAt));
}
