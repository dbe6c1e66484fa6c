import { sql, type SQL } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bilingual } from '../bilingual-columns';
import { tenants } from './tenants';
import { users } from './users';
import { userExaminations } from './exams';

/**
 * The two certificate types (id 1 = A1/A3 proof of completion of online training, id 2 = A2
 * certificate of competency), with how long a new certificate of the type is valid.
 */
export const certificates = pgTable('certificates', {
  id: smallint().primaryKey(),
  // Both names of the two fixed types are always written (`modules/certificates/award.queries.ts`).
  ...bilingual('name', 'neither'),
  validityYears: integer().notNull().default(5),
});

/** A certificate held by a user; `verifyToken` is the unguessable part of its QR link. */
export const userCertificates = pgTable(
  'user_certificates',
  {
    id: serial().primaryKey(),
    tenantId: integer().references(() => tenants.id),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    certificateId: smallint()
      .notNull()
      .references(() => certificates.id),
    certificateNumber: text().notNull().unique(),
    isPassed: boolean().notNull().default(true),
    examDate: date({ mode: 'string' }),
    passedDate: date({ mode: 'string' }).notNull(),
    expiredDate: date({ mode: 'string' }).notNull(),
    userExaminationId: integer().references(() => userExaminations.id, { onDelete: 'set null' }),
    verifyToken: text().notNull().unique(),
    revokedTime: timestamp({ withTimezone: true }),
    revokedReason: text(),
    creationTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The number folded as `portal_fold` folds, kept by the database for the exam results' search (decision 0053). */
    searchText: text().generatedAlwaysAs((): SQL => sql`portal_fold(${userCertificates.certificateNumber})`),
  },
  (t) => [
    index('user_certificates_tenant_id_idx').on(t.tenantId),
    index('user_certificates_user_id_idx').on(t.userId, t.certificateId),
    index('user_certificates_certificate_id_idx').on(t.certificateId),
    index('user_certificates_user_examination_id_idx').on(t.userExaminationId),
    uniqueIndex('user_certificates_number_key').on(sql`upper(${t.certificateNumber})`),
    index('user_certificates_search_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

/** A yearly counter per type, so certificate numbers are short, readable and never reused. */
export const certificateNumberSequences = pgTable(
  'certificate_number_sequences',
  {
    certificateId: smallint().notNull(),
    year: integer().notNull(),
    lastNumber: integer().notNull().default(0),
  },
  (t) => [uniqueIndex('certificate_number_sequences_key').on(t.certificateId, t.year)],
);
