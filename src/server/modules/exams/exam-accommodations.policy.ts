import { Permission } from '../../../shared/permissions';
import { requireNotSelf, requirePermission, type Actor, type RequestContext } from '../../kernel/context';

export const examAccommodationsPolicy = {
  /**
   * Granting, listing and revoking extra exam time belongs to whoever manages the candidates'
   * results: they already see every attempt and change outcomes, so the accommodation sits with them.
   */
  manage: (ctx: RequestContext): Actor => requirePermission(ctx, Permission.ExamResults),
  /** Extra time goes to someone else: nobody grants it to their own account (decision 0027). */
  grantTo: (actor: Actor, candidateUserId: number) => requireNotSelf(actor, candidateUserId),
};
