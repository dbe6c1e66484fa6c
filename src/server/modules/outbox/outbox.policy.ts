import { Permission } from '../../../shared/permissions';
import type { ServiceDeps } from '../../deps';
import { isHostAdministrator, requirePermission, type Actor, type RequestContext } from '../../kernel/context';

/**
 * The outbox shows user administrators that a mail went, to whom and how it fared. Its body is
 * another matter: a confirmation or reset link in it lets whoever reads it act as the recipient,
 * so reading bodies is a way up for anyone who holds less than everything (decision 0009).
 */
export const outboxPolicy = {
  /** Pages.Users sees its own tenant's outbox; the host's administrator sees every tenant's. */
  read: (ctx: RequestContext) => {
    const actor = requirePermission(ctx, Permission.Users);
    return { actor, allTenants: isHostAdministrator(actor) };
  },
  /**
   * Only mail kept in the outbox (no SMTP server: the portal being tried out) is read there, and
   * only by the host's administrator; with SMTP the mail reached its recipient, who alone reads it.
   */
  mayReadBody: (deps: ServiceDeps, actor: Actor) => deps.mailDelivery === 'kept' && isHostAdministrator(actor),
};
