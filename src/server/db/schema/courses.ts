import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bilingual } from '../bilingual-columns';
import { tenants } from './tenants';
import { users } from './users';

/** One course per course type (A1A3 = 1, A2 = 2) and tenant; its pages belong to the type. */
export const courses = pgTable(
  'courses',
  {
    id: serial().primaryKey(),
    tenantId: integer().references(() => tenants.id),
    ...bilingual('name'),
    ...bilingual('description', 'both'),
    courseType: smallint().notNull(),
    isActive: boolean().notNull().default(true),
    creationTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastModificationTime: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('courses_type_key').on(sql`coalesce(${t.tenantId}, 0)`, t.courseType), index('courses_tenant_id_idx').on(t.tenantId)],
);

/**
 * A page of a course type. Ranks run 1..n without gaps within (tenant, type); the uniqueness of a
 * rank is checked at commit (migration 0002), so a reorder may pass through duplicates.
 */
export const coursePages = pgTable(
  'course_pages',
  {
    id: serial().primaryKey(),
    tenantId: integer().references(() => tenants.id),
    courseType: smallint().notNull(),
    rank: integer().notNull(),
    nameIcelandic: text().notNull(),
    nameEnglish: text().notNull(),
    contentIcelandic: text().notNull(),
    contentEnglish: text().notNull(),
    rawContentIcelandic: text().notNull(),
    rawContentEnglish: text().notNull(),
    creationTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastModificationTime: timestamp({ withTimezone: true }),
  },
  (t) => [index('course_pages_tenant_id_idx').on(t.tenantId), index('course_pages_type_rank_idx').on(t.courseType, t.rank)],
);

/** Which pages a user has opened; a course is read when every page of its type is here. */
export const coursePageReads = pgTable(
  'course_page_reads',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pageId: integer()
      .notNull()
      .references(() => coursePages.id, { onDelete: 'cascade' }),
    readTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.pageId] }), index('course_page_reads_page_id_idx').on(t.pageId)],
);

/** A user's enrolment in a course type: when it began, where they stopped, when they finished. */
export const userCourses = pgTable(
  'user_courses',
  {
    id: serial().primaryKey(),
    tenantId: integer().references(() => tenants.id),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseType: smallint().notNull(),
    lastPageRank: integer().notNull().default(1),
    startTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    completionTime: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex('user_courses_user_type_key').on(t.userId, t.courseType), index('user_courses_tenant_id_idx').on(t.tenantId)],
);
