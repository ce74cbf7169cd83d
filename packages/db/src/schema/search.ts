import { customType } from 'drizzle-orm/pg-core';

/** PostgreSQL's full-text document type; we only ever read it through SQL. */
export const tsvector = customType<{ data: string }>({
  dataType: () => 'tsvector',
});
