import { pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users';

export const aiTools = pgTable('ai_tools', (t) => ({
  id: t.integer().primaryKey().generatedAlwaysAsIdentity(),
  name: t.varchar({ length: 50 }).notNull().unique(),
}));

export const purposes = pgTable('purposes', (t) => ({
  id: t.integer().primaryKey().generatedAlwaysAsIdentity(),
  name: t.varchar({ length: 50 }).notNull().unique(),
}));

// Custom tool names a user typed under 'Other', offered back to that user in the prompt form.
export const userAiTools = pgTable(
  'user_ai_tools',
  (t) => ({
    id: t.integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: t
      .uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: t.varchar({ length: 50 }).notNull(),
    createdAt: t.timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: t
      .timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  }),
  (t) => [uniqueIndex('user_ai_tools_user_id_name_key').on(t.userId, t.name)],
);
