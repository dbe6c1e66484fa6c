import { and, eq, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { organizations, pilots, userCertificates, userExaminations } from '../../db/schema';
import { inTenant } from '../../db/tenant-filter';

/**
 * Whose records the statistics count: one tenant's, or the whole register's (`'register'`, the
 * host's public figures, every tenant and the host together).
 */
export type StatisticsScope = { tenantId: number | null } | 'register';

const within = (column: PgColumn, scope: StatisticsScope): SQL | undefined =>
  scope === 'register' ? undefined : inTenant(column, scope.tenantId);

/** `YYYY-MM` of an instant; Iceland keeps UTC all year. */
const monthOf = (column: PgColumn) => sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM')`;

/**
 * People by the month they registered, still in the register: those who are pilots
 * (`status_id` 1, section 3) and those who hold an operator registration number. One pass over
 * the table, grouped; only rows before `before` (the first day of the month still running).
 */
export async function countPeopleByMonth(db: Db, scope: StatisticsScope, before: Date) {
  const month = monthOf(pilots.creationTime);
  return db
    .select({
      month,
      pilots: sql<number>`count(*) filter (where ${pilots.statusId} = 1)::int`,
      personOperators: sql<number>`count(${pilots.operatorRegistrationNumber})::int`,
    })
    .from(pilots)
    .where(and(within(pilots.tenantId, scope), eq(pilots.isDeleted, false), lt(pilots.creationTime, before)))
    .groupBy(month);
}

/**
 * Organisations that are operators by the month they registered: proved (decision 0023), holding
 * an operator registration number (decision 0030), not deleted. A claim nobody proved is not in
 * the register.
 */
export async function countOrganisationOperatorsByMonth(db: Db, scope: StatisticsScope, before: Date) {
  const month = monthOf(organizations.creationTime);
  return db
    .select({ month, organisationOperators: sql<number>`count(*)::int` })
    .from(organizations)
    .where(
      and(
        within(organizations.tenantId, scope),
        eq(organizations.isDeleted, false),
        eq(organizations.proof, 'proved'),
        isNotNull(organizations.operatingNumber),
        lt(organizations.creationTime, before),
      ),
    )
    .groupBy(month);
}

/** Certificates issued, by the month of their date and their type; a certificate since revoked was still issued. */
export async function countCertificatesByMonth(db: Db, scope: StatisticsScope, beforeDay: string) {
  const month = sql<string>`to_char(${userCertificates.passedDate}, 'YYYY-MM')`;
  return db
    .select({ month, certificateType: sql<number>`${userCertificates.certificateId}::int`, issued: sql<number>`count(*)::int` })
    .from(userCertificates)
    .where(and(within(userCertificates.tenantId, scope), eq(userCertificates.isPassed, true), lt(userCertificates.passedDate, beforeDay)))
    .groupBy(month, userCertificates.certificateId);
}

/** Exam attempts with a result (passed or not), by the month they started and their exam type, as the dashboard counts them. */
export async function countExamsByMonth(db: Db, scope: StatisticsScope, before: Date) {
  const month = monthOf(userExaminations.startTime);
  return db
    .select({
      month,
      certificateType: sql<number>`${userExaminations.certificateType}::int`,
      exams: sql<number>`count(${userExaminations.isPassed})::int`,
      passed: sql<number>`count(*) filter (where ${userExaminations.isPassed})::int`,
    })
    .from(userExaminations)
    .where(and(within(userExaminations.tenantId, scope), isNotNull(userExaminations.isPassed), lt(userExaminations.startTime, before)))
    .groupBy(month, userExaminations.certificateType);
}
