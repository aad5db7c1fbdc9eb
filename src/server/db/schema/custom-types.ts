import { customType } from 'drizzle-orm/pg-core';

/** Full-text search vector, maintained by PostgreSQL as a generated column. */
export const tsvector = customType<{ data: string }>({
  dataType() {
    return 'tsvector';
  },
});
