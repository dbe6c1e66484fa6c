import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per setting key of requirements §9; the id is the key's number there. */
export const settings = pgTable('settings', {
  id: integer().primaryKey(),
  name: text().notNull().unique(),
  value: text().notNull(),
  lastModificationTime: timestamp({ withTimezone: true }),
  lastModifierUserId: integer(),
});
