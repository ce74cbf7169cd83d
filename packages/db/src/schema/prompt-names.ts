import { index, pgTable } from 'drizzle-orm/pg-core';
import { snippets } from './snippets';
import { users } from './users';
import { workspaces } from './workspaces';

/**
 * A prompt's earlier names: a renamed prompt keeps answering to its old reference for 90 days
 * (decision 190). The owner is kept as it was at the rename (a person, or a workspace), so a
 * move does not carry old names elsewhere; a name in use by a prompt now always wins.
 */
export const snippetOldNames = pgTable(
  'snippet_old_names',
  (t) => ({
    snippetId: t
      .integer()
      .notNull()
      .references(() => snippets.id, { onDelete: 'cascade' }),
    // The person for a personal prompt, else null and the workspace.
    userId: t.uuid().references(() => users.id, { onDelete: 'cascade' }),
    workspaceId: t.integer().references(() => workspaces.id, { onDelete: 'cascade' }),
    name: t.varchar({ length: 64 }).notNull(),
    renamedAt: t.timestamp({ withTimezone: true }).notNull().defaultNow(),
  }),
  (t) => [
    index('snippet_old_names_name_idx').on(t.name, t.renamedAt),
    index('snippet_old_names_snippet_idx').on(t.snippetId),
  ],
);
