import type { RecruitmentDto, RecruitPilotInput } from '../../../shared/contracts/organization-members';
import { NotificationMessage, OrganizationRole } from '../../../shared/enums';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { duplicate, notFound } from '../../kernel/errors';
import { acceptInvitation, asRecruitment, declineInvitation, invite } from './invitations.service';
import { changeLinks } from './organization-links';
import { contactUserIds, findLink, rolesInOrganization } from './organization-links.queries';
import { tellAbout } from './organization-notices';
import { findRecruitment } from './organization-pilots.queries';
import { reachOrganization, reachOwnPlaces } from './organizations.policy';
import { findPerson, findRecruitablePilot, fullNameOf } from './people.queries';

/**
 * Section 4's recruitment: an organisation asks a pilot to join (a request, decision 0022), only
 * the pilot it reached accepts (an approved place) or declines (the request goes), the
 * organisation disconnects its pilots, and anyone leaves. Each step tells the other side, in its
 * transaction.
 */

async function recruitment(db: Db, linkId: number): Promise<RecruitmentDto> {
  const found = await findRecruitment(db, linkId);
  if (!found) throw notFound();
  return found;
}

async function personOf(db: Db, tenantId: number | null, userId: number) {
  const person = await findPerson(db, tenantId, userId);
  if (!person) throw notFound();
  return person;
}

/**
 * UserOrganization/Create: a contact person asks a pilot to join, named by e-mail address or ID
 * number. The request reaches a person of the tenant with a record in the register, if one has
 * that address or number; the answer is the same either way. Someone already the organisation's
 * pilot is refused by name: the organisation sees its pilots already.
 */
export async function recruit(deps: ServiceDeps, ctx: RequestContext, input: RecruitPilotInput): Promise<RecruitmentDto> {
  return withTransaction(deps.database.pool, async (tx) => {
    const { actor, organization } = await reachOrganization(tx.db, ctx, input.organizationId, 'contact', { lock: true });
    const pilot = await findRecruitablePilot(tx.db, ctx.tenantId, input);
    if (pilot && (await rolesInOrganization(tx.db, pilot.userId, organization.id)).includes(OrganizationRole.Pilot)) {
      throw duplicate('errors:organization.alreadyPilot', { name: fullNameOf(pilot) });
    }
    const invitedAs = (input.emailAddress ?? input.idNumber)!;
    const request = { organizationRoleId: OrganizationRole.Pilot, invitedAs, userId: pilot?.userId ?? null, invitedByUserId: actor.userId };
    return asRecruitment(await invite(tx, deps, organization, request, ctx.tenantId));
  });
}

/** Organization/UpdateAcceptPilotRecruitment: the person a request reached accepts it; the contact persons are told. */
export async function accept(deps: ServiceDeps, ctx: RequestContext, id: number): Promise<RecruitmentDto> {
  const linkId = await acceptInvitation(deps, ctx, id);
  return recruitment(deps.database.db, linkId);
}

/** Organization/UpdateRejectPilotRecruitment: the person a request reached declines it, and it goes. */
export const reject = (deps: ServiceDeps, ctx: RequestContext, id: number) => declineInvitation(deps, ctx, id);

/** Organization/UpdateDisconnectPilotOrganization: a contact person ends a pilot's place, waiting or approved; the pilot is told. */
export async function disconnect(deps: ServiceDeps, ctx: RequestContext, id: number): Promise<boolean> {
  await withTransaction(deps.database.pool, async (tx) => {
    const link = await findLink(tx.db, id);
    if (!link || link.organizationRoleId !== OrganizationRole.Pilot) throw notFound();
    const { organization } = await reachOrganization(tx.db, ctx, link.organizationId, 'contact', { named: 'record', lock: true });
    await changeLinks(tx.db, organization.id, [{ kind: 'remove', linkIds: [link.id] }]);
    const pilot = await personOf(tx.db, ctx.tenantId, link.userId);
    await tellAbout(tx.db, organization, NotificationMessage.MessageDisconnectPilot, [link.userId], pilot);
  });
  return true;
}

/**
 * UserOrganization/RemoveCurrentUserFromOrganization: the caller leaves, every place at once; a
 * pilot who leaves is announced to the contact persons. The last main contact person cannot.
 */
export async function leave(deps: ServiceDeps, ctx: RequestContext, organizationId: number): Promise<boolean> {
  await withTransaction(deps.database.pool, async (tx) => {
    const { actor, organization, links } = await reachOwnPlaces(tx.db, ctx, organizationId);
    await changeLinks(tx.db, organization.id, [{ kind: 'remove', linkIds: links.map((l) => l.id) }]);
    if (links.some((l) => l.organizationRoleId === OrganizationRole.Pilot)) {
      const contacts = await contactUserIds(tx.db, organization.id, actor.userId);
      await tellAbout(
        tx.db,
        organization,
        NotificationMessage.MessageDisconnectPilot,
        contacts,
        await personOf(tx.db, ctx.tenantId, actor.userId),
      );
    }
  });
  return true;
}
