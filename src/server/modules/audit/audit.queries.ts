import { and, count, desc, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditActorKind, AuditLogDto } from '../../../shared/contracts/audit';
import type { Db } from '../../db/client';
import { auditLogs, users } from '../../db/schema';
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

function conditionsOf(tenantId: number | null, filter: AuditLogFilter): SQL {
  const userName = containsPattern(filter.userName);
  const call = containsPattern(filter.call);
  return and(
    inTenant(auditLogs.tenantId, tenantId),
    filter.userId ? eq(auditLogs.userId, filter.userId) : undefined,
    userName ? ilike(users.userName, userName) : undefined,
    filter.entityType ? sql`lower(${auditLogs.entityType}) = lower(${filter.entityType})` : undefined,
    filter.entityId ? eq(auditLogs.entityId, filter.entityId) : undefined,
    call ? ilike(sql`${auditLogs.service} || '/' || ${auditLogs.method}`, call) : undefined,
    filter.from ? gte(auditLogs.executionTime, filter.from) : undefined,
    filter.before ? lt(auditLogs.executionTime, filter.before) : undefined,
  )!;
}

/** A page of the tenant's log, newest first, with each actor's user name as it is now. */
export async function findAuditLogs(
  db: Db,
  tenantId: number | null,
  filter: AuditLogFilter,
  page: { skipCount: number; maxResultCount: number },
): Promise<{ items: AuditLogDto[]; totalCount: number }> {
  const where = conditionsOf(tenantId, filter);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ log: auditLogs, userName: users.userName })
      .from(auditLogs)
      .leftJoin(users, eq(users.id, auditLogs.userId))
      .where(where)
      .orderBy(desc(auditLogs.executionTime), desc(auditLogs.id))
      .limit(page.maxResultCount)
      .offset(page.skipCount),
    db.select({ total: count() }).from(auditLogs).leftJoin(users, eq(users.id, auditLogs.userId)).where(where),
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
