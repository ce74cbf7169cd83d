import { aiTools, purposes, type Database } from '@promptshelf/db';

export function listAiTools(db: Database) {
  return db.select({ id: aiTools.id, name: aiTools.name }).from(aiTools).orderBy(aiTools.id);
}

export function listPurposes(db: Database) {
  return db.select({ id: purposes.id, name: purposes.name }).from(purposes).orderBy(purposes.id);
}
