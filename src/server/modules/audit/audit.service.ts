import type { AuditLogDto, GetAuditLogsInput } from '../../../shared/contracts/audit';
import type { PagedResult } from '../../../shared/contracts/common';
import type { ServiceDeps } from '../../deps';
import type { SucceededCall } from '../../kernel/abp-route';
import { periodBound } from '../../kernel/calendar';
import type { RequestContext } from '../../kernel/context';
import { actorKindOf, isRecordedCall } from './audit-actors';
import { auditEntryOf } from './audit-entry';
import { findAuditLogs, insertAuditLog } from './audit.queries';
import { auditPolicy } from './audit.policy';

/**
 * Records a call that changed something, made by an administrator or for an organisation. It runs
 * after the call's own transaction committed, so a refused or failed call leaves no row, and a row
 * that cannot be written never undoes the change (the kernel logs the failure).
 */
export async function recordCall(deps: ServiceDeps, call: SucceededCall): Promise<void> {
  const actor = call.ctx.actor;
  if (!actor || !isRecordedCall(call)) return;
  const actorKind = await actorKindOf(deps.database.db, actor);
  if (!actorKind) return;
  await insertAuditLog(deps.database.db, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    actorKind,
    clientIp: call.ctx.clientIp,
    requestId: call.ctx.requestId,
    service: call.route.service,
    method: call.route.method,
    ...auditEntryOf(call),
  });
}

/** Where a call made outside the ABP envelope came from, and the record it named. */
interface CallOrigin {
  clientIp: string;
  requestId: string;
  service: string;
  method: string;
  entityType: string;
  entityId: string;
}

/** What a lookup client's call left in the log: the record it read and what it was answered. */
export interface ClientCallEntry extends CallOrigin {
  lookupClientId: number;
  /** Non-personal words and flags only (the answer's status, the operator's kind). */
  answer: Record<string, string | number | boolean | null>;
}

/**
 * Records a call made by an authority's system rather than a user (decision 0043): in the host's
 * log, under user 0, which no user is, with the client named in the kept values.
 */
export async function recordClientCall(deps: ServiceDeps, { lookupClientId, answer, ...origin }: ClientCallEntry): Promise<void> {
  const keptValues = { lookupClientId, ...answer };
  await insertAuditLog(deps.database.db, {
    tenantId: null,
    userId: 0,
    actorKind: 'lookupClient',
    ...origin,
    changedFields: Object.keys(keptValues).sort(),
    keptValues,
  });
}

/**
 * A change the person it concerns made outside the ABP calls (a certificate issued to their own
 * wallet: decision 0045), recorded with the same columns; personal data stays out of it here too.
 */
export async function recordHolderEvent(
  deps: ServiceDeps,
  entry: CallOrigin & { tenantId: number | null; userId: number; keptValues: Record<string, unknown> },
): Promise<void> {
  await insertAuditLog(deps.database.db, { ...entry, actorKind: 'holder', changedFields: [] });
}

/** Audit/GetAll: the tenant's log searched by who, which record, which call and when; newest first. */
export async function getAuditLogs(deps: ServiceDeps, ctx: RequestContext, input: GetAuditLogsInput): Promise<PagedResult<AuditLogDto>> {
  auditPolicy.search(ctx);
  const filter = {
    userId: input.userId,
    userName: input.userName || undefined,
    entityType: input.entityType || undefined,
    entityId: input.entityId || undefined,
    call: input.call || undefined,
    from: periodBound('from', input.from, false),
    before: periodBound('to', input.to, true),
  };
  return findAuditLogs(deps.database.db, ctx.tenantId, filter, input);
}
