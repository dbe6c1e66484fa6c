import type { DroneOperatorPagedInput, OrganizationListsDto, OrganizationPagedInput } from '../../../shared/contracts/organization-members';
import { OrganizationRole, RecruitmentStatus } from '../../../shared/enums';
import type { Db } from '../../db/client';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { notFound } from '../../kernel/errors';
import { findInvitationsOfUser } from './invitations.queries';
import { findLinksOfUser } from './organization-links.queries';
import { findDroneOperatorPage, findOrganizationPage } from './organization-lists.queries';
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

/** A person's places in the tenant's live organisations, in section 3's three lists, one query. */
export async function organizationListsOf(db: Db, tenantId: number | null, userId: number): Promise<OrganizationListsDto> {
  const links = (await findLinksOfUser(db, tenantId, userId)).map(({ link, organizationName }) => ({
    id: link.id,
    organizationId: link.organizationId,
    organizationName,
    organizationRoleId: link.organizationRoleId,
    recruitmentStatusId: link.recruitmentStatusId,
  }));
  // A request to fly for an organisation waits among the pilot's places, under the request's id,
  // which accepting and declining name (decision 0022); one to speak for it joins no list until accepted.
  const pilotRequests = (await findInvitationsOfUser(db, tenantId, userId))
    .filter((i) => i.organizationRoleId === OrganizationRole.Pilot)
    .map((i) => ({
      id: i.id,
      organizationId: i.organizationId,
      organizationName: i.organizationName,
      organizationRoleId: i.organizationRoleId,
      recruitmentStatusId: RecruitmentStatus.WaitingForApprove,
    }));
  const withRole = (role: number) => links.filter((l) => l.organizationRoleId === role);
  return {
    pilotOrganizations: [...withRole(OrganizationRole.Pilot), ...pilotRequests],
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
