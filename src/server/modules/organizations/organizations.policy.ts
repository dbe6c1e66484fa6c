import type { OrganizationAbilitiesDto } from '../../../shared/contracts/organization-members';
import { OrganizationRole, RecruitmentStatus } from '../../../shared/enums';
import { Permission } from '../../../shared/permissions';
import type { Db } from '../../db/client';
import { requirePermission, requireUser, type Actor, type RequestContext } from '../../kernel/context';
import { forbidden, notFound } from '../../kernel/errors';
import { findInvitation } from './invitations.queries';
import { approvedRolesIn, findLinksOf, organizationIdsOfUser, type LinkRow } from './organization-links.queries';
import { findLiveOrganization, lockOrganization, type LiveOrganization } from './organizations.queries';

/**
 * What a call asks of its caller in the organisation: to read its details and contact persons
 * (its approved pilots may), to act for it (contact persons), to change who speaks for it (main
 * contact persons), or to administer it (Pages.Organizations only). Administrators of
 * organisations may do all of it in any organisation of their tenant.
 */
export type OrganizationNeed = 'read' | 'contact' | 'mainContact' | 'admin';

const { Pilot, ContactPerson, MainContactPerson } = OrganizationRole;
const rolesFor: Record<OrganizationNeed, readonly number[]> = {
  read: [Pilot, ContactPerson, MainContactPerson],
  contact: [ContactPerson, MainContactPerson],
  mainContact: [MainContactPerson],
  admin: [],
};

const rolesAllow = (roles: readonly number[], need: OrganizationNeed) => roles.some((role) => rolesFor[need].includes(role));

/**
 * What a person's own places in one organisation let them do, by the same rule `reachOrganization`
 * keeps for every call about it, so the web opens and offers only what the server will accept.
 * Only approved places count, as there; an administrator's reach from the administration is not a
 * place and is left out.
 */
export function abilitiesOf(places: readonly Pick<LinkRow, 'organizationRoleId' | 'recruitmentStatusId'>[]): OrganizationAbilitiesDto {
  const approved = places.filter((p) => p.recruitmentStatusId === RecruitmentStatus.Approved).map((p) => p.organizationRoleId);
  const pilotPlace = places.find((p) => p.organizationRoleId === Pilot);
  return {
    viewDetails: rolesAllow(approved, 'read'),
    manageOrganization: rolesAllow(approved, 'contact'),
    manageContactRoles: rolesAllow(approved, 'mainContact'),
    isPilot: pilotPlace?.recruitmentStatusId === RecruitmentStatus.Approved,
    isWaitingPilot: pilotPlace?.recruitmentStatusId === RecruitmentStatus.WaitingForApprove,
  };
}

export interface OrganizationReach {
  actor: Actor;
  organization: LiveOrganization;
  /** Holds Pages.Organizations. */
  admin: boolean;
  /** The caller's approved roles in it (none for an administrator who holds none). */
  roles: number[];
}

export const isOrganizationsAdmin = (actor: Actor) => actor.permissions.has(Permission.Organizations);

/**
 * Every call about one organisation comes here first, with the roles read from the database.
 * A missing, deleted or other tenant's organisation answers 404; someone signed in who does not
 * hold the role needed answers 403. When the organisation was not named but found through one of
 * its records (an insurance, a place), `named: 'record'` answers 404 instead, as for a missing
 * record, so nobody learns what other organisations hold. A change passes `lock`, so the roles
 * are read once earlier changes to the organisation's people have committed.
 */
export async function reachOrganization(
  db: Db,
  ctx: RequestContext,
  organizationId: number,
  need: OrganizationNeed,
  { named = 'organization', lock = false }: { named?: 'organization' | 'record'; lock?: boolean } = {},
): Promise<OrganizationReach> {
  const actor = requireUser(ctx);
  const organization = await findLiveOrganization(db, ctx.tenantId, organizationId);
  if (!organization) throw notFound();
  if (lock && !(await lockOrganization(db, organizationId))) throw notFound();
  const admin = isOrganizationsAdmin(actor);
  const roles = await approvedRolesIn(db, actor.userId, organizationId);
  if (admin || rolesAllow(roles, need)) return { actor, organization, admin, roles };
  if (named === 'record') throw notFound();
  throw forbidden(need === 'admin' ? Permission.Organizations : undefined);
}

/**
 * The secret part of an organisation's operator registration number is for its main contact
 * persons, who speak for the operator and enter the whole number into its drones (EN 4709-002).
 * Its other contact persons, its pilots and administrators see the public part, as everyone does.
 */
export const seesOperatorSecret = (reach: Pick<OrganizationReach, 'roles'>) => reach.roles.includes(MainContactPerson);

/** The organisations whose operator number's secret part the person sees: those they are main contact person of. */
export const operatorSecretsOf = (db: Db, userId: number) => organizationIdsOfUser(db, userId, [MainContactPerson]);

export const organizationsPolicy = {
  /** The administrators' calls that name no one organisation: lists, registering one. */
  administer: (ctx: RequestContext) => requirePermission(ctx, Permission.Organizations),
  /** The drone operator register: those who keep the operators, or only read the register (decision 0031). */
  droneOperators(ctx: RequestContext): Actor {
    const actor = requireUser(ctx);
    if (!actor.permissions.has(Permission.DroneOperator) && !actor.permissions.has(Permission.DroneRegister)) {
      throw forbidden(Permission.DroneOperator);
    }
    return actor;
  },
  /** A pilot's organisations, for the administrators of pilots or of organisations. */
  pilotsOrOrganizations(ctx: RequestContext): Actor {
    const actor = requireUser(ctx);
    if (!actor.permissions.has(Permission.Pilots) && !isOrganizationsAdmin(actor)) throw forbidden(Permission.Organizations);
    return actor;
  },
  /** The caller's own places: anyone signed in, about themselves only. */
  self: (ctx: RequestContext) => requireUser(ctx),
};

/**
 * An organisation's offer, as the person it reached answers it: only theirs, only in a live
 * organisation of their tenant; anything else answers as missing (decision 0022).
 */
export async function reachInvitation(db: Db, ctx: RequestContext, invitationId: number) {
  const actor = requireUser(ctx);
  const found = await findInvitation(db, invitationId);
  const organization = found && (await findLiveOrganization(db, ctx.tenantId, found.organizationId));
  // Held before the request is judged, so a withdrawal or another answer at the same moment comes wholly before or after.
  const live = organization && (await lockOrganization(db, organization.id));
  const invitation = live ? await findInvitation(db, invitationId) : undefined;
  // A person's own request is the organisation's to answer, not theirs.
  if (!organization || !invitation || invitation.askedByUser || invitation.userId !== actor.userId) throw notFound();
  return { actor, invitation, organization };
}

/** The caller's own places in an organisation, to leave it; without any, there is nothing to leave. */
export async function reachOwnPlaces(db: Db, ctx: RequestContext, organizationId: number) {
  const actor = requireUser(ctx);
  const organization = await findLiveOrganization(db, ctx.tenantId, organizationId);
  const live = organization && (await lockOrganization(db, organizationId));
  const links: LinkRow[] = live ? await findLinksOf(db, actor.userId, organizationId) : [];
  if (!organization || links.length === 0) throw notFound();
  return { actor, organization, links };
}
