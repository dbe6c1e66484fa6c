import { bigserial, index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/**
 * One change made by an administrator or by an organisation, written right after it committed.
 * Append-only: a trigger (its migration) refuses UPDATE, DELETE and TRUNCATE. No foreign keys,
 * on purpose: a user or tenant removed later must not cascade into the record of what they did.
 * No personal data: `changedFields` names what the call set, and `keptValues` holds only the
 * values of a short list of non-personal members (ids, status and type numbers, flags, amounts).
 */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    tenantId: integer(),
    userId: integer().notNull(),
    /** `administrator` or `organization`: why the change was recorded. */
    actorKind: text().notNull(),
    executionTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    clientIp: text().notNull(),
    requestId: text(),
    service: text().notNull(),
    method: text().notNull(),
    entityType: text(),
    entityId: text(),
    changedFields: text().array().notNull().default([]),
    keptValues: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('audit_logs_tenant_time_idx').on(t.tenantId, t.executionTime.desc(), t.id.desc()),
    // The host's log newest first: `tenant_id is null` gives no order through the index above (decision 0038).
    index('audit_logs_host_time_idx')
      .on(t.executionTime.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.tenantId} is null`),
    index('audit_logs_user_id_idx').on(t.userId, t.executionTime.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Each call's rows newest first, and the distinct calls one after another (`audit.queries.ts`).
    index('audit_logs_call_time_idx').on(
      sql`coalesce(${t.tenantId}, 0)`,
      t.service,
      t.method,
      t.executionTime.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('audit_logs_entity_idx').on(t.entityType, t.entityId),
  ],
);

/**
 * What each person did as staff, call by call, kept up to date from `audit_logs` by a trigger of its
 * migration (decision 0052): how many times, first and last. The personal-data export's
 * "changes made" section reads it, where grouping an administrator's two million rows took 13.5 s
 * at L. `audit_logs` is append-only, so rows are only ever added to.
 */
export const auditUserCalls = pgTable(
  'audit_user_calls',
  {
    userId: integer().notNull(),
    service: text().notNull(),
    method: text().notNull(),
    entityType: text(),
    calls: integer().notNull(),
    firstTime: timestamp({ withTimezone: true }).notNull(),
    lastTime: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [unique('audit_user_calls_key').on(t.userId, t.service, t.method, t.entityType).nullsNotDistinct()],
);
