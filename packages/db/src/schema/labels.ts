import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  pgTable,
  primaryKey,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { snippets } from './snippets';
import { users } from './users';
import { snippetVersions } from './versions';

// Release labels: a name such as `production` that points at one version of a prompt
// (docs/decisions/193-release-labels.md). `latest` is never stored: it is the newest version.

const isLabel = (label: AnyPgColumn) => sql`${label} ~ '^[a-z0-9-]{1,30}$'`;

/** Where each label of a prompt points now: one row per (prompt, label). */
export const promptLabels = pgTable(
  'prompt_labels',
  (t) => ({
    // The prompt, through its version's key below: deleting it deletes its labels.
    snippetId: t.integer().notNull(),
    label: t.varchar({ length: 30 }).notNull(),
    version: t.integer().notNull(),
    // Who moved it here last; kept (as unknown) if that account goes.
    movedBy: t.uuid().references(() => users.id, { onDelete: 'set null' }),
    movedAt: t.timestamp({ withTimezone: true }).notNull().defaultNow(),
  }),
  (t) => [
    // A prompt's labels are one range of the key.
    primaryKey({ name: 'prompt_labels_pkey', columns: [t.snippetId, t.label] }),
    // A label can only point at a version of its prompt that exists.
    foreignKey({
      name: 'prompt_labels_version_fk',
      columns: [t.snippetId, t.version],
      foreignColumns: [snippetVersions.snippetId, snippetVersions.version],
    }).onDelete('cascade'),
    index('prompt_labels_moved_by_idx').on(t.movedBy),
    check('prompt_labels_label_format', isLabel(t.label)),
    check('prompt_labels_not_latest', sql`${t.label} <> 'latest'`),
  ],
);

/**
 * Every move of a label, newest last: from which version to which (`toVersion` null when the
 * label was removed, `fromVersion` null when it was first set), by whom and when.
 */
export const promptLabelMoves = pgTable(
  'prompt_label_moves',
  (t) => ({
    id: t.bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    snippetId: t
      .integer()
      .notNull()
      .references(() => snippets.id, { onDelete: 'cascade' }),
    label: t.varchar({ length: 30 }).notNull(),
    fromVersion: t.integer(),
    toVersion: t.integer(),
    movedBy: t.uuid().references(() => users.id, { onDelete: 'set null' }),
    movedAt: t.timestamp({ withTimezone: true }).notNull().defaultNow(),
  }),
  (t) => [
    // A prompt's moves, newest first, a page at a time with the id as cursor.
    index('prompt_label_moves_snippet_id_idx').on(t.snippetId, t.id),
    index('prompt_label_moves_moved_by_idx').on(t.movedBy),
    check('prompt_label_moves_label_format', isLabel(t.label)),
    check(
      'prompt_label_moves_changes',
      sql`${t.fromVersion} is not null or ${t.toVersion} is not null`,
    ),
  ],
);
