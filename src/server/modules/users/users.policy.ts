import { Permission } from '../../../shared/permissions';
import type { Actor, RequestContext } from '../../kernel/context';
import { requireHoldsAll, requireNotSelf, requirePermission, requireUser } from '../../kernel/context';
import { businessError, forbidden } from '../../kernel/errors';

/** What the caller may read of a person's record (User/GetUserRecord). */
export interface RecordReach {
  /** Holds Pages.Users: reads anyone's record in the tenant, with the administrators' notes. */
  users: boolean;
}

export const usersPolicy = {
  /** Administrators with Pages.Users manage the users of their own tenant. */
  manage: (ctx: RequestContext) => requirePermission(ctx, Permission.Users),
  /**
   * A person's whole record: administrators of users (Pages.Users) read anyone's in their tenant;
   * administrators of pilots (Pages.Pilots) the record of someone in the register, without the
   * notes, which are the user administrators' alone (see `userNotesPolicy`).
   */
  readRecord: (ctx: RequestContext): RecordReach => {
    const actor = requireUser(ctx);
    const users = actor.permissions.has(Permission.Users);
    if (!users && !actor.permissions.has(Permission.Pilots)) throw forbidden(Permission.Users);
    return { users };
  },
  /** Anyone signed in manages their own password and language. */
  self: (ctx: RequestContext) => requireUser(ctx),
  /**
   * Nobody changes a user who holds a permission they lack: a new address, a password reset, a
   * lifted lockout or a deactivation would let them act as that user or shut them out from below
   * (decision 0009). Every write to another user's account passes here first: update (with its
   * active flag, unlock and roles), delete, and an administrator's password reset.
   */
  changeUser: (actor: Actor, targetPermissions: Iterable<string>) => requireHoldsAll(actor, targetPermissions, 'errors:targetHoldsMore'),
  /** A role goes to someone else: nobody gives one to themselves, whatever they hold (decision 0027). */
  giveRolesTo: (actor: Actor, userId: number) => requireNotSelf(actor, userId),
  /** A password is reset for someone else; one's own is changed with the current one (ChangePassword). */
  resetPasswordOf: (actor: Actor, userId: number) => requireNotSelf(actor, userId),
  /** A second factor is reset by another administrator, never by its owner's own session (decision 0026). */
  resetFactorsOf: (actor: Actor, userId: number) => requireNotSelf(actor, userId),
  /**
   * The last active holder of a tenant's Admin role keeps it: not by a role change, a
   * deactivation or a deletion, their own or anyone's (decision 0027). `adminRoleId` is that role
   * when the user is its last holder; `keeps` says whether the change leaves it to them.
   */
  keepAnAdministrator: (adminRoleId: number | null, keeps: (roleId: number) => boolean) => {
    if (adminRoleId !== null && !keeps(adminRoleId)) throw businessError('errors:lastAdministrator');
  },
};
