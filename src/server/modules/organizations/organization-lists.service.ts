import type {
  DroneOperatorPagedInput,
  OrganizationListsDto,
  OrganizationPagedInput,
  OwnOrganizationDto,
  OwnOrganizationListsDto,
} from '../../../shared/contracts/organization-members';
import { OrganizationRole } from '../../../shared/enums';
import type { Db } from '../../db/client';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { notFound } from '../../kernel/errors';
import { findLinksOfUser } from './organization-links.queries';
import { findDroneOperatorPage, findOrganizationPage, findOrganizationsToJoin } from './organization-lists.queries';
import { abilitiesOf, organizationsPolicy } from './organizations.policy';
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

type PlaceDto = OrganizationListsDto['pilotOrganizations'][number];

/** A person's places in the tenant's live organisations, oldest first, one query; requests either way are apart (decision 0028). */
async function placesOf(db: Db, tenantId: number | null, userId: number): Promise<PlaceDto[]> {
  return (await findLinksOfUser(db, tenantId, userId)).map(({ link, organizationName }) => ({
    id: link.id,
    organizationId: link.organizationId,
    organizationName,
    organizationRoleId: link.organizationRoleId,
    recruitmentStatusId: link.recruitmentStatusId,
  }));
}

/** Section 3's three lists of the places. */
function listsOf(places: readonly PlaceDto[]): OrganizationListsDto {
  const withRole = (role: number) => places.filter((l) => l.organizationRoleId === role);
  return {
    pilotOrganizations: withRole(OrganizationRole.Pilot),
    contactPersonOrganizations: withRole(OrganizationRole.ContactPerson),
    mainContactPersonOrganizations: withRole(OrganizationRole.MainContactPerson),
  };
}

/** Each organisation of the places once, in the order the person first joined it, with what the places there allow. */
function ownOrganizationsOf(places: readonly PlaceDto[]): OwnOrganizationDto[] {
  const byId = new Map<number, PlaceDto[]>();
  for (const place of places) byId.set(place.organizationId, [...(byId.get(place.organizationId) ?? []), place]);
  return [...byId.values()].map((here) => ({
    organizationId: here[0]!.organizationId,
    organizationName: here[0]!.organizationName,
    abilities: abilitiesOf(here),
  }));
}

/**
 * Organization/GetListOrganizationByCurrentUser: the caller's three lists, and each of their
 * organisations with the abilities the policy gives them there, which the web's guard, menus and
 * pages read.
 */
export async function getOwnOrganizationLists(deps: ServiceDeps, ctx: RequestContext): Promise<OwnOrganizationListsDto> {
  const actor = organizationsPolicy.self(ctx);
  const places = await placesOf(deps.database.db, ctx.tenantId, actor.userId);
  return { ...listsOf(places), organizations: ownOrganizationsOf(places) };
}

/** Organization/GetListOrganizationByPilotId: a pilot's organisations, for administrators of pilots or organisations. */
export async function getOrganizationListsOfPilot(deps: ServiceDeps, ctx: RequestContext, pilotId: number) {
  organizationsPolicy.pilotsOrOrganizations(ctx);
  const { db } = deps.database;
  const userId = await findUserIdOfPilot(db, ctx.tenantId, pilotId);
  if (userId === undefined) throw notFound();
  return listsOf(await placesOf(db, ctx.tenantId, userId));
}

/** Organization/FindToJoin: organisations a signed-in person may ask to join (decision 0028); what the company registry makes public anyway. */
export async function findToJoin(deps: ServiceDeps, ctx: RequestContext, keyword: string) {
  organizationsPolicy.self(ctx);
  return { items: await findOrganizationsToJoin(deps.database.db, ctx.tenantId, keyword) };
}
