import { Permission } from '../../../shared/permissions';
import { requirePermission, requireUser, type Actor, type RequestContext } from '../../kernel/context';
import { hostOnly } from '../../kernel/errors';

export const paymentsAdminPolicy = {
  /** The payments register and its CSV, always of the caller's own tenant. */
  register: (ctx: RequestContext) => requirePermission(ctx, Permission.Administrator),
  /**
   * The accounting file covers the whole portal's day and goes where the portal-wide settings
   * say, so only the host's administrators send it or see how it went.
   */
  accounting: (ctx: RequestContext): Actor => {
    const actor = requirePermission(ctx, Permission.Administrator);
    if (actor.tenantId !== null) throw hostOnly();
    return actor;
  },
  /** Anyone signed in may ask; the service then answers only the payer and administrators. */
  receiptReader: (ctx: RequestContext) => requireUser(ctx),
  mayReadReceipt: (actor: Actor, payment: { userId: number | null }) =>
    payment.userId === actor.userId || actor.permissions.has(Permission.Administrator),
};
