import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

export const tenants = pgTable(
  'tenants',
  {
    id: serial().primaryKey(),
    tenancyName: text().notNull(),
    name: text().notNull(),
    isActive: boolean().notNull().default(true),
    isDeleted: boolean().notNull().default(false),
    creationTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    creatorUserId: integer(),
  },
  (t) => [
    uniqueIndex('tenants_tenancy_name_key')
      .on(sql`lower(${t.tenancyName})`)
      .where(sql`not ${t.isDeleted}`),
    index('tenants_creator_user_id_idx').on(t.creatorUserId),
  ],
);
