import { Permission } from '../../../shared/permissions';
import { requireNotSelf, requirePermission, requireUser, type RequestContext } from '../../kernel/context';
import type { Actor } from '../../kernel/context';

export const examResultsPolicy = {
  /** Every candidate's results, their answers, changing a result and the export. */
  review: (ctx: RequestContext) => requirePermission(ctx, Permission.ExamResults),
  /** A verdict on someone else's attempt: nobody changes their own result (decision 0027). */
  judge: (actor: Actor, candidateUserId: number) => requireNotSelf(actor, candidateUserId),
  /** The pilot's competency screen (/my-site/competency) is behind the pilot area's permission. */
  pilot: (ctx: RequestContext) => requirePermission(ctx, Permission.Pilot),
  /** A candidate's own latest result. */
  own: (ctx: RequestContext) => requireUser(ctx),
  /** A user's results: one's own, or anyone's with the results permission. */
  ofUser: (ctx: RequestContext, userId: number): Actor => {
    const actor = requireUser(ctx);
    return actor.userId === userId ? actor : requirePermission(ctx, Permission.ExamResults);
  },
};
