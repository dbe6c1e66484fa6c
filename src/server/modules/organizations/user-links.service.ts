import type { OrganizationLinkDto } from '../../../shared/contracts/organization-members';
import { OrganizationRole } from '../../../shared/enums';
import { Permission } from '../../../shared/permissions';
import type { Db } from '../../db/client';
import type { Actor } from '../../kernel/context';
import { forbidden, notFound } from '../../kernel/errors';
import { changeLinks, type LinkChange } from './organization-links';
import { findLinksOfUser, type LinkRow } from './organization-links.queries';
import { findLiveOrganization } from './organizations.queries';

/** A person's places as the users module reads and writes them (User/Get, User/Create, User/Update, User/Delete). */

export interface UserOrganizationInput {
  organizationId: number;
  organizationRoleId: number;
}

const { Pilot, ContactPerson, MainContactPerson } = OrganizationRole;
const isContact = (role: number) => role === ContactPerson || role === MainContactPerson;

/** The person's places in the tenant's live organisations, oldest first. */
export async function organizationLinksOf(db: Db, tenantId: number | null, userId: number): Promise<OrganizationLinkDto[]> {
  return (await findLinksOfUser(db, tenantId, userId)).map(({ link, organizationName }) => ({
    id: link.id,
    organizationId: link.organizationId,
    organizationName,
    organizationRoleId: link.organizationRoleId,
    recruitmentStatusId: link.recruitmentStatusId,
  }));
}

/** What must change in one organisation for the person to hold exactly the wanted roles there. */
function changesIn(current: LinkRow[], wanted: Set<number>, userId: number): LinkChange[] {
  const changes: LinkChange[] = [];
  const contact = current.find((l) => isContact(l.organizationRoleId));
  // One contact role per person: asked for both, main wins.
  const wantedContact = wanted.has(MainContactPerson) ? MainContactPerson : wanted.has(ContactPerson) ? ContactPerson : null;
  if (wantedContact !== null && contact?.organizationRoleId !== wantedContact) {
    changes.push({ kind: 'add', userId, organizationRoleId: wantedContact });
  }
  const pilot = current.find((l) => l.organizationRoleId === Pilot);
  if (wanted.has(Pilot) && !pilot) changes.push({ kind: 'add', userId, organizationRoleId: Pilot });
  const gone = [...(wantedContact === null && contact ? [contact.id] : []), ...(!wanted.has(Pilot) && pilot ? [pilot.id] : [])];
  if (gone.length) changes.push({ kind: 'remove', linkIds: gone });
  return changes;
}

/**
 * An administrator sets a person's places (section 3's `userOrganizations`): the list is the whole
 * set of their places in the tenant. A place the administrator adds is approved; one that stays
 * keeps its state, so an invitation still waits for its pilot. Changing any needs Pages.Organizations;
 * an organisation that is not a live one of the tenant answers 404; the one writer of places keeps
 * every organisation's last main contact person.
 */
export async function setUserOrganizations(
  db: Db,
  actor: Actor,
  tenantId: number | null,
  userId: number,
  wanted: readonly UserOrganizationInput[],
): Promise<void> {
  const current = (await findLinksOfUser(db, tenantId, userId)).map((r) => r.link);
  const wantedBy = new Map<number, Set<number>>();
  for (const w of wanted) wantedBy.set(w.organizationId, (wantedBy.get(w.organizationId) ?? new Set()).add(w.organizationRoleId));
  for (const organizationId of wantedBy.keys()) {
    if (!(await findLiveOrganization(db, tenantId, organizationId))) throw notFound();
  }
  // Organisations are held in one order everywhere, so two such changes cannot wait on each other.
  const organizationIds = [...new Set([...current.map((l) => l.organizationId), ...wantedBy.keys()])].sort((a, b) => a - b);
  const plan = organizationIds
    .map((id) => ({
      id,
      changes: changesIn(
        current.filter((l) => l.organizationId === id),
        wantedBy.get(id) ?? new Set(),
        userId,
      ),
    }))
    .filter((p) => p.changes.length > 0);
  if (plan.length > 0 && !actor.permissions.has(Permission.Organizations)) throw forbidden(Permission.Organizations);
  for (const { id, changes } of plan) await changeLinks(db, id, changes);
}

/** A person's account goes: their places go with it, under the same rule as any other removal. */
export async function leaveAllOrganizations(db: Db, tenantId: number | null, userId: number): Promise<void> {
  const links = (await findLinksOfUser(db, tenantId, userId)).map((r) => r.link);
  for (const organizationId of [...new Set(links.map((l) => l.organizationId))].sort((a, b) => a - b)) {
    const ids = links.filter((l) => l.organizationId === organizationId).map((l) => l.id);
    await changeLinks(db, organizationId, [{ kind: 'remove', linkIds: ids }]);
  }
}
