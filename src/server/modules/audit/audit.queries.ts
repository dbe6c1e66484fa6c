import { and, eq, gte, ilike, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { countedRowsCap } from '../../../shared/contracts/common';
import type { AuditActorKind, AuditLogDto } from '../../../shared/contracts/audit';
import type { Db } from '../../db/client';
import { auditLogs, users } from '../../db/schema';
import { countUpToCap, oneColumn } from '../../db/bounded-count';
import { inIdOrder, orderOf, pageWindow, readPage, type SortKey } from '../../db/deep-page';
import { containsPattern, foldedContains } from '../../db/like';
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
    userName ? inArray(auditLogs.userId, sql`(select ${users.id} from ${users} where ${userNameHolds(userName)})`) : undefined,
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

const newestFirst: SortKey[] = [
  { key: auditLogs.executionTime, descending: true },
  { key: auditLogs.id, descending: true },
];

/**
 * The user name holds the pattern, whatever the case. The users' folded text holds the user name,
 * so it narrows the users through `users_search_idx` first; the user name itself decides.
 */
function userNameHolds(pattern: string): SQL {
  return and(foldedContains(users.searchText, pattern), ilike(users.userName, pattern))!;
}

/** The users whose user name holds the pattern, at most one more than {@link usersReadOneByOne}. */
async function usersMatching(db: Db, pattern: string): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(userNameHolds(pattern))
    .limit(usersReadOneByOne + 1);
  return rows.map((row) => row.id);
}

const mergedNewestFirst: SortKey[] = [
  { key: sql`matching.execution_time`, descending: true },
  { key: sql`matching.id`, descending: true },
];

/** Up to this many actors matching a part of a user name, each one's rows are read through `audit_logs_user_id_idx`. */
const usersReadOneByOne = 12;

/** A page of the tenant's log, newest first, with each actor's user name as it is now. */
export async function findAuditLogs(
  db: Db,
  tenantId: number | null,
  filter: AuditLogFilter,
  page: { skipCount: number; maxResultCount: number },
): Promise<{ items: AuditLogDto[]; totalCount: number }> {
  const pattern = containsPattern(filter.call);
  const calls = pattern ? await callsMatching(db, tenantId, pattern) : undefined;
  if (calls?.length === 0) return { totalCount: 0, items: [] };
  const userPattern = containsPattern(filter.userName);
  const actors = userPattern ? await usersMatching(db, userPattern) : undefined;
  if (actors?.length === 0) return { totalCount: 0, items: [] };
  const byCall = calls && calls.length <= callsReadOneByOne;
  const byActor = !byCall && actors && actors.length <= usersReadOneByOne;
  // A few actors are each read by their id below, so the log is not filtered by their names too.
  const where = conditionsOf(tenantId, byActor ? { ...filter, userName: undefined } : filter);
  const narrowed = calls && !byCall ? and(where, ilike(sql`${auditLogs.service} || '/' || ${auditLogs.method}`, pattern!))! : where;
  const tenant = sql`coalesce(${auditLogs.tenantId}, 0) = ${tenantId ?? 0}`;
  // A few calls, or else a few actors: each one's rows newest first from its index, as many as
  // the page needs, merged; an actor's rows are read index-only when no other filter is given.
  const branches = byCall
    ? calls.map((c) => and(where, tenant, eq(auditLogs.service, c.service), eq(auditLogs.method, c.method))!)
    : byActor
      ? actors.map((userId) => and(narrowed, eq(auditLogs.userId, userId))!)
      : undefined;
  const matching = (limit: number, reversed = false) => {
    const [first, ...rest] = branches!.map((branch) =>
      db
        .select({ id: auditLogs.id, executionTime: auditLogs.executionTime })
        .from(auditLogs)
        .where(branch)
        .orderBy(...orderOf(newestFirst, reversed))
        .limit(limit)
        .$dynamic(),
    );
    return rest.reduce((union, part) => union.unionAll(part), first).as('matching');
  };
  const total = await countUpToCap(
    db,
    branches
      ? db
          .select(oneColumn)
          .from(matching(countedRowsCap + 1))
          .$dynamic()
      : db.select(oneColumn).from(auditLogs).where(narrowed).$dynamic(),
  );
  // The page's ids first (decision 0047): from the merged branches, or from the log newest first.
  const ids = await readPage(pageWindow(page.skipCount, page.maxResultCount, total, countedRowsCap), async (reversed, offset, limit) => {
    const rows = branches
      ? await db
          .select({ id: sql<string>`matching.id` })
          .from(matching(offset + limit, reversed))
          .orderBy(...orderOf(mergedNewestFirst, reversed))
          .limit(limit)
          .offset(offset)
      : await db
          .select({ id: auditLogs.id })
          .from(auditLogs)
          .where(narrowed)
          .orderBy(...orderOf(newestFirst, reversed))
          .limit(limit)
          .offset(offset);
    return rows.map((row) => Number(row.id));
  });
  const rows = ids.length
    ? await db
        .select({ log: auditLogs, userName: users.userName })
        .from(auditLogs)
        .leftJoin(users, eq(users.id, auditLogs.userId))
        .where(inArray(auditLogs.id, ids))
    : [];
  return {
    totalCount: total,
    items: inIdOrder(ids, rows, (row) => row.log.id).map(({ log, userName }) => ({
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
