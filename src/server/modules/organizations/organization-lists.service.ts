import type { DroneOperatorPagedInput, OrganizationListsDto, OrganizationPagedInput } from '../../../shared/contracts/organization-members';
import { OrganizationRole } from '../../../shared/enums';
import type { Db } from '../../db/client';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { notFound } from '../../kernel/errors';
import { findLinksOfUser } from './organization-links.queries';
import { findDroneOperatorPage, findOrganizationPage, findOrganizationsToJoin } from './organization-lists.queries';
import { organizationsPolicy } from './organizations.policy';
import { findUserIdOfPilot } from './people.queries';

/** Organization/GetPaggedList: the administrators' list, with each organisation's people counted. */
export async function getOrganizationPage(deps: ServiceDeps, ctx: RequestContext, input: OrganizationPagedInput) {
  organizationsPolicy.administer(ctx);
  return findOrganizationPage(deps.database.db, ctx.tenantId, input);
}

/** Organization/GetDroneOperatorPagedList. */
export async function getDroneOperatorPage(deps: ServiceDeps, ctx: RequestContext, input: DroneOperatorPagedInput) {
  organizationsPolicy.droneOperators(ctx);
  return findDroneOperatorPage(deps.database.db, ctx.tenantId, input, deps.now());
}

/** A person's places in the tenant's live organisations, in section 3's three lists, one query; requests either way are apart (decision 0028). */
export async function organizationListsOf(db: Db, tenantId: number | null, userId: number): Promise<OrganizationListsDto> {
  const links = (await findLinksOfUser(db, tenantId, userId)).map(({ link, organizationName }) => ({
    id: link.id,
    organizationId: link.organizationId,
    organizationName,
    organizationRoleId: link.organizationRoleId,
    recruitmentStatusId: link.recruitmentStatusId,
  }));
  const withRole = (role: number) => links.filter((l) => l.organizationRoleId === role);
  return {
    pilotOrganizations: withRole(OrganizationRole.Pilot),
    contactPersonOrganizations: withRole(OrganizationRole.ContactPerson),
    mainContactPersonOrganizations: withRole(OrganizationRole.MainContactPerson),
  };
}

/** Organization/GetListOrganizationByCurrentUser: what the web guard's organisation check reads. */
export async function getOwnOrganizationLists(deps: ServiceDeps, ctx: RequestContext) {
  const actor = organizationsPolicy.self(ctx);
  return organizationListsOf(deps.database.db, ctx.tenantId, actor.userId);
}

/** Organization/GetListOrganizationByPilotId: a pilot's organisations, for administrators of pilots or organisations. */
export async function getOrganizationListsOfPilot(deps: ServiceDeps, ctx: RequestContext, pilotId: number) {
  organizationsPolicy.pilotsOrOrganizations(ctx);
  const { db } = deps.database;
  const userId = await findUserIdOfPilot(db, ctx.tenantId, pilotId);
  if (userId === undefined) throw notFound();
  return organizationListsOf(db, ctx.tenantId, userId);
}

/** Organization/FindToJoin: organisations a signed-in person may ask to join (decision 0028); what the company registry makes public anyway. */
export async function findToJoin(deps: ServiceDeps, ctx: RequestContext, keyword: string) {
  organizationsPolicy.self(ctx);
  return { items: await findOrganizationsToJoin(deps.database.db, ctx.tenantId, keyword) };
}
