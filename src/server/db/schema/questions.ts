import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bilingual } from '../bilingual-columns';
import { tenants } from './tenants';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** The theory exam of one certificate type (A1A3 = 1, A2 = 2); one live examination per type. */
export const examinations = pgTable(
  'examinations',
  {
    id: serial().primaryKey(),
    tenantId: integer().references(() => tenants.id),
    ...bilingual('name'),
    ...bilingual('description', 'both'),
    certificateType: smallint().notNull(),
    isDeleted: boolean().notNull().default(false),
    creationTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastModificationTime: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('examinations_type_key')
      .on(sql`coalesce(${t.tenantId}, 0)`, t.certificateType)
      .where(sql`not ${t.isDeleted}`),
    index('examinations_tenant_id_idx').on(t.tenantId),
  ],
);

/** A subject of an examination; every attempt draws at least `minimumRequiredQuestions` from it. */
export const examinationCategories = pgTable(
  'examination_categories',
  {
    id: serial().primaryKey(),
    tenantId: integer().references(() => tenants.id),
    examinationId: integer()
      .notNull()
      .references(() => examinations.id),
    ...bilingual('title'),
    minimumRequiredQuestions: integer().notNull().default(0),
    isDeleted: boolean().notNull().default(false),
    creationTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastModificationTime: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('examination_categories_tenant_id_idx').on(t.tenantId),
    index('examination_categories_examination_id_idx').on(t.examinationId),
  ],
);

export const questions = pgTable(
  'questions',
  {
    id: serial().primaryKey(),
    tenantId: integer().references(() => tenants.id),
    categoryId: integer()
      .notNull()
      .references(() => examinationCategories.id),
    descriptionIcelandic: text().notNull(),
    descriptionEnglish: text().notNull(),
    rawContentIcelandic: text().notNull(),
    rawContentEnglish: text().notNull(),
    questionType: smallint().notNull().default(0),
    isActive: boolean().notNull().default(true),
    isRequired: boolean().notNull().default(false),
    isDeleted: boolean().notNull().default(false),
    creationTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastModificationTime: timestamp({ withTimezone: true }),
  },
  (t) => [
    index('questions_tenant_id_idx').on(t.tenantId),
    index('questions_category_id_idx').on(t.categoryId),
    // Duplicate check: one live question per category and plain Icelandic text.
    index('questions_category_raw_idx')
      .on(t.categoryId, sql`lower(${t.rawContentIcelandic})`)
      .where(sql`not ${t.isDeleted}`),
  ],
);

export const questionOptions = pgTable(
  'question_options',
  {
    id: serial().primaryKey(),
    questionId: integer()
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    position: smallint().notNull(),
    descriptionIcelandic: text().notNull(),
    descriptionEnglish: text().notNull(),
    isAnswer: boolean().notNull().default(false),
  },
  (t) => [index('question_options_question_id_idx').on(t.questionId)],
);

/**
 * An image uploaded for a question, kept in the database so every instance serves it. It is
 * fetched by an unguessable key, which lets `<img>` load it without a bearer header.
 */
export const questionImages = pgTable(
  'question_images',
  {
    id: serial().primaryKey(),
    tenantId: integer().references(() => tenants.id),
    questionId: integer().references(() => questions.id, { onDelete: 'cascade' }),
    key: text().notNull().unique(),
    fileName: text().notNull(),
    contentType: text().notNull(),
    byteSize: integer().notNull(),
    data: bytea().notNull(),
    creationTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('question_images_tenant_id_idx').on(t.tenantId), index('question_images_question_id_idx').on(t.questionId)],
);
