import { and, desc, eq, gte, ilike, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { countedRowsCap } from '../../../shared/contracts/common';
import type { AuditActorKind, AuditLogDto } from '../../../shared/contracts/audit';
import type { Db } from '../../db/client';
import { auditLogs, users } from '../../db/schema';
import { countUpToCap, oneColumn } from '../../db/bounded-count';
import { containsPattern } from '../../db/like';
import { inTenant } from '../../db/tenant-filter';
import type { AuditEntry } from './audit-entry';

export interface NewAuditLog extends AuditEntry {
  tenantId: number | null;
  userId: number;
  actorKind: AuditActorKind;
  clientIp: string;
  requestId: string;
  service: string;
  method: string;
}

/** The only write the table takes: its trigger refuses every UPDATE, DELETE and TRUNCATE. */
export async function insertAuditLog(db: Db, row: NewAuditLog): Promise<void> {
  await db.insert(auditLogs).values(row);
}

export interface AuditLogFilter {
  userId?: number;
  userName?: string;
  entityType?: string;
  entityId?: string;
  call?: string;
  from?: Date;
  before?: Date;
}

/** A call as the log names it. */
interface Call {
  service: string;
  method: string;
}

/**
 * More calls than this matching a part of a name and the rows are dense enough in time order to be
 * found by walking the log newest first; up to this many, each call's rows are read through their own index.
 */
const callsReadOneByOne = 12;

/** The filter but for the call; the call narrows it in {@link findAuditLogs}. */
function conditionsOf(tenantId: number | null, filter: AuditLogFilter): SQL {
  const userName = containsPattern(filter.userName);
  return and(
    inTenant(auditLogs.tenantId, tenantId),
    filter.userId ? eq(auditLogs.userId, filter.userId) : undefined,
    // The actors by name first (a scan of the users, not of the log), then each one's rows by their index.
    userName ? inArray(auditLogs.userId, sql`(select ${users.id} from ${users} where ${users.userName} ilike ${userName})`) : undefined,
    filter.entityType ? sql`lower(${auditLogs.entityType}) = lower(${filter.entityType})` : undefined,
    filter.entityId ? eq(auditLogs.entityId, filter.entityId) : undefined,
    filter.from ? gte(auditLogs.executionTime, filter.from) : undefined,
    filter.before ? lt(auditLogs.executionTime, filter.before) : undefined,
  )!;
}

/**
 * The tenant's calls whose "Service/Method" holds the pattern, at most one more than
 * {@link callsReadOneByOne}: read from `audit_logs_call_time_idx` one distinct call after another
 * (a loose index scan), so a few hundred index probes however long the log.
 */
async function callsMatching(db: Db, tenantId: number | null, pattern: string): Promise<Call[]> {
  const tenant = sql`coalesce(${auditLogs.tenantId}, 0) = ${tenantId ?? 0}`;
  const result = await db.execute<{ service: string; method: string }>(sql`
    with recursive calls(service, method) as (
      (select ${auditLogs.service}, ${auditLogs.method} from ${auditLogs} where ${tenant}
        order by ${auditLogs.service}, ${auditLogs.method} limit 1)
      union all
      select next.service, next.method from calls, lateral (
        select ${auditLogs.service} as service, ${auditLogs.method} as method from ${auditLogs}
        where ${tenant} and (${auditLogs.service}, ${auditLogs.method}) > (calls.service, calls.method)
        order by ${auditLogs.service}, ${auditLogs.method} limit 1) next
    )
    select service, method from calls where service || '/' || method ilike ${pattern} limit ${callsReadOneByOne + 1}`);
  return result.rows;
}

const newestFirst = [desc(auditLogs.executionTime), desc(auditLogs.id)];

/** A page of the tenant's log, newest first, with each actor's user name as it is now. */
export async function findAuditLogs(
  db: Db,
  tenantId: number | null,
  filter: AuditLogFilter,
  page: { skipCount: number; maxResultCount: number },
): Promise<{ items: AuditLogDto[]; totalCount: number }> {
  const where = conditionsOf(tenantId, filter);
  const pattern = containsPattern(filter.call);
  const calls = pattern ? await callsMatching(db, tenantId, pattern) : undefined;
  if (calls?.length === 0) return { totalCount: 0, items: [] };
  // A few calls: each one's rows newest first from its index, as many as the page needs, merged.
  const oneByOne = calls && calls.length <= callsReadOneByOne ? calls : undefined;
  const matching = (limit: number) => {
    const [first, ...rest] = oneByOne!.map((c) =>
      db
        .select({ id: auditLogs.id, executionTime: auditLogs.executionTime })
        .from(auditLogs)
        .where(
          and(
            where,
            sql`coalesce(${auditLogs.tenantId}, 0) = ${tenantId ?? 0}`,
            eq(auditLogs.service, c.service),
            eq(auditLogs.method, c.method),
          ),
        )
        .orderBy(...newestFirst)
        .limit(limit)
        .$dynamic(),
    );
    return rest.reduce((union, part) => union.unionAll(part), first).as('matching');
  };
  const narrowed = calls && !oneByOne ? and(where, ilike(sql`${auditLogs.service} || '/' || ${auditLogs.method}`, pattern!))! : where;
  const pageIds = oneByOne
    ? db
        .select({ id: sql<number>`matching.id` })
        .from(matching(page.skipCount + page.maxResultCount))
        .orderBy(sql`matching.execution_time desc`, sql`matching.id desc`)
        .limit(page.maxResultCount)
        .offset(page.skipCount)
    : undefined;
  const [rows, total] = await Promise.all([
    db
      .select({ log: auditLogs, userName: users.userName })
      .from(auditLogs)
      .leftJoin(users, eq(users.id, auditLogs.userId))
      .where(pageIds ? inArray(auditLogs.id, pageIds) : narrowed)
      .orderBy(...newestFirst)
      .limit(page.maxResultCount)
      .offset(pageIds ? 0 : page.skipCount),
    oneByOne
      ? countUpToCap(
          db,
          db
            .select(oneColumn)
            .from(matching(countedRowsCap + 1))
            .$dynamic(),
        )
      : countUpToCap(db, db.select(oneColumn).from(auditLogs).where(narrowed).$dynamic()),
  ]);
  return {
    totalCount: total,
    items: rows.map(({ log, userName }) => ({
      id: log.id,
      executionTime: log.executionTime.toISOString(),
      userId: log.userId,
      userName,
      actorKind: log.actorKind as AuditActorKind,
      clientIp: log.clientIp,
      service: log.service,
      method: log.method,
      entityType: log.entityType,
      entityId: log.entityId,
      changedFields: log.changedFields,
      keptValues: log.keptValues,
    })),
  };
}
