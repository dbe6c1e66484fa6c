import type { OrganizationAbilitiesDto, OrganizationLinkDto, OwnOrganizationListsDto } from '../../shared/contracts/organization-members';
import { OrganizationRole, RecruitmentStatus } from '../../shared/enums';

/** A place a person holds in an organisation. */
export type PlaceKind = 'waitingPilot' | 'pilot' | 'contact' | 'main';

const none: OrganizationAbilitiesDto = {
  viewDetails: false,
  manageOrganization: false,
  manageContactRoles: false,
  isPilot: false,
  isWaitingPilot: false,
};

/** What the server answers for each place (organization-abilities.routes.test.ts holds it to the policy). */
export const abilitiesOfPlace: Record<PlaceKind, OrganizationAbilitiesDto> = {
  waitingPilot: { ...none, isWaitingPilot: true },
  pilot: { ...none, viewDetails: true, isPilot: true },
  contact: { ...none, viewDetails: true, manageOrganization: true },
  main: { ...none, viewDetails: true, manageOrganization: true, manageContactRoles: true },
};

const roleOf: Record<PlaceKind, number> = {
  waitingPilot: OrganizationRole.Pilot,
  pilot: OrganizationRole.Pilot,
  contact: OrganizationRole.ContactPerson,
  main: OrganizationRole.MainContactPerson,
};

export interface OwnOrganization {
  organizationId: number;
  organizationName?: string;
  places: readonly PlaceKind[];
}

/**
 * GetListOrganizationByCurrentUser's answer for a person holding these places: section 3's three
 * lists, and each organisation once with the abilities the server gives those places together.
 */
export function ownOrganizationLists(...organizations: readonly OwnOrganization[]): OwnOrganizationListsDto {
  const named = organizations.map((o) => ({ ...o, organizationName: o.organizationName ?? `Org ${o.organizationId}` }));
  const links = named.flatMap(({ organizationId, organizationName, places }) =>
    places.map((place): OrganizationLinkDto => ({
      id: organizationId * 10 + roleOf[place],
      organizationId,
      organizationName,
      organizationRoleId: roleOf[place],
      recruitmentStatusId: place === 'waitingPilot' ? RecruitmentStatus.WaitingForApprove : RecruitmentStatus.Approved,
    })),
  );
  const withRole = (role: number) => links.filter((l) => l.organizationRoleId === role);
  return {
    pilotOrganizations: withRole(OrganizationRole.Pilot),
    contactPersonOrganizations: withRole(OrganizationRole.ContactPerson),
    mainContactPersonOrganizations: withRole(OrganizationRole.MainContactPerson),
    organizations: named.map(({ organizationId, organizationName, places }) => ({
      organizationId,
      organizationName,
      abilities: places.reduce<OrganizationAbilitiesDto>(
        (held, place) =>
          Object.fromEntries(
            Object.entries(held).map(([ability, granted]) => [ability, granted || abilitiesOfPlace[place][ability as keyof typeof held]]),
          ) as unknown as OrganizationAbilitiesDto,
        none,
      ),
    })),
  };
}
