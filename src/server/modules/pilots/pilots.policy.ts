import { Permission } from '../../../shared/permissions';
import { requireNotSelf, requirePermission, requireUser, type Actor, type RequestContext } from '../../kernel/context';
import { notFound } from '../../kernel/errors';

/** What the caller is to a pilot's record: the administrator of pilots, its owner, or both. */
export interface PilotReach {
  actor: Actor;
  /** Holds Pages.Pilots: sees notes, edits values from the national registry. */
  manager: boolean;
  /** The pilot themselves: sees the secret part of their operator number. */
  owner: boolean;
}

export const pilotsPolicy = {
  /** Administrators with Pages.Pilots keep the register of their tenant's pilots. */
  manage: (ctx: RequestContext) => requirePermission(ctx, Permission.Pilots),
  /** A pilot's standing (status, type) is set by someone else: nobody approves themselves (decision 0027). */
  judge: (actor: Actor, pilotUserId: number) => requireNotSelf(actor, pilotUserId),
  /** A registered person acts on their own record with the self-service permission. */
  self: (ctx: RequestContext) => requirePermission(ctx, Permission.Pilot),
  /**
   * The owner or an administrator of pilots; to anyone else another pilot's record answers as
   * missing, as another tenant's does, so nobody learns which ids exist.
   */
  reach(ctx: RequestContext, pilot: { userId: number }): PilotReach {
    const actor = requireUser(ctx);
    const manager = actor.permissions.has(Permission.Pilots);
    const owner = pilot.userId === actor.userId && actor.permissions.has(Permission.Pilot);
    if (!manager && !owner) throw notFound();
    return { actor, manager, owner };
  },
};
