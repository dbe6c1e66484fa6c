import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { userExaminations } from './exams';
import { tenants } from './tenants';
import { users } from './users';

/**
 * Extra exam time granted to a candidate as an accommodation (WCAG 2.2.1, timing adjustable). A
 * grant waits for the candidate's next attempt of any type, which uses it up; revoked or used
 * grants are kept as the record of who granted what, and when.
 */
export const examAccommodations = pgTable(
  'exam_accommodations',
  {
    id: serial().primaryKey(),
    tenantId: integer().references(() => tenants.id),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    extraTimePercent: smallint().notNull(),
    note: text(),
    creatorUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    creationTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Set when an attempt started with it. */
    usedTime: timestamp({ withTimezone: true }),
    userExaminationId: integer().references(() => userExaminations.id, { onDelete: 'set null' }),
    /** Set when revoked, or replaced by a newer grant. */
    revokedTime: timestamp({ withTimezone: true }),
    revokerUserId: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('exam_accommodations_tenant_id_idx').on(t.tenantId),
    index('exam_accommodations_user_id_idx').on(t.userId),
    index('exam_accommodations_creator_user_id_idx').on(t.creatorUserId),
    index('exam_accommodations_revoker_user_id_idx').on(t.revokerUserId),
    index('exam_accommodations_user_examination_id_idx').on(t.userExaminationId),
    // One pending grant per candidate: a new one replaces the old.
    uniqueIndex('exam_accommodations_pending_key')
      .on(t.userId)
      .where(sql`${t.usedTime} is null and ${t.revokedTime} is null`),
  ],
);
