import type { ExtraTimeGrantDto, GrantExtraTimeInput } from '../../../shared/contracts/exams';
import { withTransaction } from '../../db/transaction';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { invalidField, isUniqueViolation, notFound } from '../../kernel/errors';
import {
  findCandidateByName,
  findPendingGrants,
  insertGrant,
  isTenantUser,
  revokeGrant,
  revokePendingOfUser,
} from './exam-accommodations.queries';
import { examAccommodationsPolicy } from './exam-accommodations.policy';

const pendingConstraint = 'exam_accommodations_pending_key';

/** The time limit of an attempt with extra time: the base limit stretched by the percent, rounded up to whole seconds. */
export function extendedLimitSeconds(baseMinutes: number, extraTimePercent: number): number {
  return Math.ceil((baseMinutes * 60 * (100 + extraTimePercent)) / 100);
}

/**
 * ExamAccommodation/GrantExtraTime: extra time for the candidate's next attempt of any type.
 * A candidate has one pending grant; a new one replaces it, both in one transaction.
 */
export async function grantExtraTime(deps: ServiceDeps, ctx: RequestContext, input: GrantExtraTimeInput): Promise<ExtraTimeGrantDto> {
  const actor = examAccommodationsPolicy.manage(ctx);
  const now = deps.now();
  const candidate = await findCandidateByName(deps.database.db, ctx.tenantId, input.userNameOrEmailAddress);
  if (!candidate) throw invalidField('userNameOrEmailAddress', 'errors:extraTimeUnknownCandidate');
  examAccommodationsPolicy.grantTo(actor, candidate.id);
  const grant = async () =>
    withTransaction(deps.database.pool, async (tx) => {
      await revokePendingOfUser(tx.db, candidate.id, actor.userId, now);
      return insertGrant(tx.db, {
        tenantId: ctx.tenantId,
        userId: candidate.id,
        extraTimePercent: input.extraTimePercent,
        note: input.note || null,
        creatorUserId: actor.userId,
        creationTime: now,
      });
    });
  let id: number;
  try {
    id = await grant();
  } catch (error) {
    // Two managers granting at the same moment: the later one replaces the earlier, as one after the other would.
    if (!isUniqueViolation(error, pendingConstraint)) throw error;
    id = await grant();
  }
  const [dto] = await findPendingGrants(deps.database.db, ctx.tenantId, { id });
  if (!dto) throw notFound();
  return dto;
}

/** ExamAccommodation/GetPendingExtraTime: the tenant's pending grants, or the one candidate's. */
export async function getPendingExtraTime(deps: ServiceDeps, ctx: RequestContext, input: { userId?: number }) {
  examAccommodationsPolicy.manage(ctx);
  const { db } = deps.database;
  if (input.userId !== undefined && !(await isTenantUser(db, ctx.tenantId, input.userId))) throw notFound();
  return { items: await findPendingGrants(db, ctx.tenantId, { userId: input.userId }) };
}

/** ExamAccommodation/RevokeExtraTime: withdraws a pending grant; a used, revoked or another tenant's grant answers 404. */
export async function revokeExtraTime(deps: ServiceDeps, ctx: RequestContext, input: { id: number }): Promise<null> {
  const actor = examAccommodationsPolicy.manage(ctx);
  const revoked = await revokeGrant(deps.database.db, ctx.tenantId, input.id, actor.userId, deps.now());
  if (!revoked) throw notFound();
  return null;
}
