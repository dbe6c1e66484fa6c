import { Permission } from '../../../shared/permissions';
import { hasPermission, requireNotSelf, requirePermission, requireUser, type Actor, type RequestContext } from '../../kernel/context';
import { forbidden, hostOnly } from '../../kernel/errors';

export const certificatesPolicy = {
  /** Listing, issuing and revoking the tenant's certificates: the exam results screen's permission. */
  manage: (ctx: RequestContext) => requirePermission(ctx, Permission.ExamResults),
  /** A certificate by hand goes to someone else: nobody issues one to themselves (decision 0027). */
  issueTo: (actor: Actor, holderUserId: number) => requireNotSelf(actor, holderUserId),
  /** Certificate types are the whole portal's, so only the host's exam managers change their validity. */
  configure: (ctx: RequestContext) => {
    const actor = requirePermission(ctx, Permission.ExamGeneralSettings);
    if (actor.tenantId !== null) throw hostOnly();
    return actor;
  },
  /** One's own certificates and results: any signed-in user (the exam result screen needs no more). */
  own: (ctx: RequestContext) => requireUser(ctx),
  /** Asking about a named user: oneself, or anyone of the tenant for a results manager. */
  aboutUser: (ctx: RequestContext, userId: number): Actor => {
    const actor = requireUser(ctx);
    if (actor.userId !== userId && !hasPermission(actor, Permission.ExamResults)) throw forbidden(Permission.ExamResults);
    return actor;
  },
  /** A certificate's record: its holder, or a results manager of its tenant; anyone else is told it does not exist. */
  mayRead: (actor: Actor, certificate: { userId: number; tenantId: number | null }) =>
    certificate.userId === actor.userId || (hasPermission(actor, Permission.ExamResults) && certificate.tenantId === actor.tenantId),
};
