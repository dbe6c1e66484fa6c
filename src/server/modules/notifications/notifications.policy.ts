import { OrganizationRole } from '../../../shared/enums';
import { Permission } from '../../../shared/permissions';
import { requirePermission, requireUser, type Actor, type RequestContext } from '../../kernel/context';
import { forbidden } from '../../kernel/errors';

/** The roles that speak for an organisation. */
const contactRoles: readonly number[] = [OrganizationRole.ContactPerson, OrganizationRole.MainContactPerson];

export const notificationsPolicy = {
  /** Everyone reads, marks and clears their own notifications, and only those. */
  own: (ctx: RequestContext): Actor => requireUser(ctx),
  /** Only administrators of organisations write to a person by name. */
  pushToUser: (ctx: RequestContext): Actor => requirePermission(ctx, Permission.Organizations),
  /** Only those who administer every user of the tenant write to all of them at once. */
  pushToEveryone: (ctx: RequestContext): Actor => requirePermission(ctx, Permission.Users),
  /**
   * An administrator of organisations writes to any organisation of their tenant, a contact
   * person to their own; `roles` are the caller's roles in the organisation.
   */
  pushToOrganization(ctx: RequestContext, roles: readonly number[]): Actor {
    const actor = requireUser(ctx);
    if (actor.permissions.has(Permission.Organizations)) return actor;
    if (roles.some((role) => contactRoles.includes(role))) return actor;
    throw forbidden(Permission.Organizations);
  },
};
