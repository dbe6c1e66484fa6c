import crypto from 'node:crypto';
import {
  ErasureStatus,
  type ErasureRequestDto,
  type ErasureRequestsInput,
  type RejectErasureInput,
  type RequestErasureInput,
} from '../../../shared/contracts/personal-data';
import type { PagedResult } from '../../../shared/contracts/common';
import { isLanguage } from '../../../shared/enums';
import { withTransaction, type Tx } from '../../db/transaction';
import type { ServiceDeps } from '../../deps';
import { requireHoldsAll, type Actor, type RequestContext } from '../../kernel/context';
import { businessError, notFound } from '../../kernel/errors';
import { hashPassword } from '../../kernel/passwords';
import { enqueueMail } from '../../mail/enqueue-mail';
import { permissionsOfUser } from '../roles';
import { hostAdminUserName, revokeAllSessions } from '../accounts';
import { leaveAllOrganizations } from '../organizations';
import {
  anonymiseAccount,
  anonymiseMailings,
  anonymisePayments,
  anonymisePilotRecords,
  deleteActivity,
  erasedAddressOf,
  organizationsOnlyMainContactOf,
} from './erasure.queries';
import { personalDataPolicy } from './personal-data.policy';
import {
  decideRequest,
  findLatestRequestOf,
  findRequest,
  findRequests,
  insertRequest,
  lockRequest,
  type ErasureRequestRow,
} from './personal-data.queries';

const iso = (at: Date | null) => at?.toISOString() ?? null;

function toDto({ request, person }: ErasureRequestRow): ErasureRequestDto {
  return {
    id: request.id,
    userId: request.userId,
    userName: person.userName,
    fullName: `${person.name} ${person.surname}`.trim(),
    emailAddress: person.emailAddress,
    reason: request.reason,
    status: request.status,
    requestTime: request.requestTime.toISOString(),
    decisionTime: iso(request.decisionTime),
    decisionReason: request.decisionReason,
  };
}

async function reread(deps: ServiceDeps, id: number) {
  return toDto((await findRequest(deps.database.db, id))!);
}

/** PersonalData/GetMyErasureRequest: the caller's newest request, or null. */
export async function getMyErasureRequest(deps: ServiceDeps, ctx: RequestContext): Promise<ErasureRequestDto | null> {
  const actor = personalDataPolicy.own(ctx);
  const row = await findLatestRequestOf(deps.database.db, actor.userId);
  return row ? toDto(row) : null;
}

/** PersonalData/RequestErasure: one pending request per person; the host's administrator keeps the portal running and cannot. */
export async function requestErasure(deps: ServiceDeps, ctx: RequestContext, input: RequestErasureInput): Promise<ErasureRequestDto> {
  const actor = personalDataPolicy.own(ctx);
  if (actor.tenantId === null && actor.userName === hostAdminUserName) throw businessError('personal-data:erasure.hostAdministrator');
  const id = await insertRequest(deps.database.db, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    reason: input.reason || null,
    requestTime: deps.now(),
  });
  if (id === null) throw businessError('personal-data:erasure.alreadyPending');
  return reread(deps, id);
}

/** PersonalData/WithdrawErasure: the person takes back their own pending request; anyone else's is not found. */
export async function withdrawErasure(deps: ServiceDeps, ctx: RequestContext, input: { id: number }): Promise<ErasureRequestDto> {
  const actor = personalDataPolicy.own(ctx);
  await withTransaction(deps.database.pool, async (tx) => {
    const row = await lockRequest(tx.db, actor.tenantId, input.id);
    if (!row || row.request.userId !== actor.userId) throw notFound();
    if (row.request.status !== ErasureStatus.Pending) throw businessError('personal-data:erasure.notPending');
    await decideRequest(tx.db, input.id, {
      status: ErasureStatus.Withdrawn,
      decisionTime: deps.now(),
      decidedByUserId: actor.userId,
      decisionReason: null,
    });
  });
  return reread(deps, input.id);
}

/** PersonalData/GetErasureRequests: the tenant's requests, pending first. */
export async function getErasureRequests(
  deps: ServiceDeps,
  ctx: RequestContext,
  input: ErasureRequestsInput,
): Promise<PagedResult<ErasureRequestDto>> {
  personalDataPolicy.decide(ctx);
  const { rows, totalCount } = await findRequests(deps.database.db, ctx.tenantId, input);
  return { items: rows.map(toDto), totalCount };
}

/** A pending request of the tenant that this administrator may decide, held for the transaction. */
async function pendingToDecide(tx: Tx, actor: Actor, tenantId: number | null, id: number): Promise<ErasureRequestRow> {
  const row = await lockRequest(tx.db, tenantId, id);
  if (!row) throw notFound();
  if (!personalDataPolicy.mayDecide(actor, row.request)) throw businessError('personal-data:erasure.ownRequest');
  if (row.request.status !== ErasureStatus.Pending) throw businessError('personal-data:erasure.notPending');
  return row;
}

/** PersonalData/RejectErasure: the reason is shown to the person and mailed to them. */
export async function rejectErasure(deps: ServiceDeps, ctx: RequestContext, input: RejectErasureInput): Promise<ErasureRequestDto> {
  const actor = personalDataPolicy.decide(ctx);
  await withTransaction(deps.database.pool, async (tx) => {
    const { request, person } = await pendingToDecide(tx, actor, ctx.tenantId, input.id);
    await decideRequest(tx.db, request.id, {
      status: ErasureStatus.Rejected,
      decisionTime: deps.now(),
      decidedByUserId: actor.userId,
      decisionReason: input.reason,
    });
    await enqueueMail(tx, deps.jobs, {
      tenantId: request.tenantId,
      userId: request.userId,
      to: person.emailAddress,
      language: isLanguage(person.language) ? person.language : 'is',
      template: 'erasureRejected',
      vars: { name: person.name, reason: input.reason, actionUrl: `${deps.publicUrl}/my-site/my-data` },
    });
  });
  return reread(deps, input.id);
}

/**
 * PersonalData/ApproveErasure, in one transaction (docs/personal-data.md): refused while the
 * person is the only main contact of a live organisation, or holds a permission the approver does
 * not. The farewell mail is queued first, to the address captured before it is erased; then the
 * account and pilot record are anonymised, places in organisations ended, activity deleted,
 * payments stripped of the e-mail address and every session revoked, which the database's
 * triggers announce so that every portal forgets the cached actor at once.
 */
export async function approveErasure(deps: ServiceDeps, ctx: RequestContext, input: { id: number }): Promise<ErasureRequestDto> {
  const actor = personalDataPolicy.decide(ctx);
  // Hashed before the transaction: a password nobody knows, so the hash is as strong as any other.
  const unusableHash = await hashPassword(crypto.randomBytes(32).toString('base64url'));
  await withTransaction(deps.database.pool, async (tx) => {
    const { request, person } = await pendingToDecide(tx, actor, ctx.tenantId, input.id);
    const userId = request.userId;
    const sole = await organizationsOnlyMainContactOf(tx.db, userId);
    if (sole.length > 0) throw businessError('personal-data:erasure.lastMainContact', { organizations: sole.join(', ') });
    requireHoldsAll(actor, await permissionsOfUser(tx.db, userId));
    const now = deps.now();
    await enqueueMail(tx, deps.jobs, {
      tenantId: request.tenantId,
      userId,
      to: person.emailAddress,
      language: isLanguage(person.language) ? person.language : 'is',
      template: 'erasureApproved',
      vars: { name: person.name, actionUrl: deps.publicUrl },
    });
    await leaveAllOrganizations(tx.db, request.tenantId, userId);
    await deleteActivity(tx.db, userId);
    await anonymisePilotRecords(tx.db, userId, now);
    await anonymisePayments(tx.db, userId);
    const userName = `erased-${userId}-${crypto.randomBytes(4).toString('hex')}`;
    await anonymiseMailings(tx.db, userId, erasedAddressOf(userName));
    await anonymiseAccount(tx.db, userId, { userName, passwordHash: unusableHash, now });
    await revokeAllSessions(tx.db, userId);
    await decideRequest(tx.db, request.id, {
      status: ErasureStatus.Approved,
      decisionTime: now,
      decidedByUserId: actor.userId,
      decisionReason: null,
    });
  });
  return reread(deps, input.id);
}
