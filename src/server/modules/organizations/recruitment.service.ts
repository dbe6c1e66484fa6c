import type { RecruitmentDto, RecruitPilotInput } from '../../../shared/contracts/organization-members';
import { NotificationMessage, OrganizationRole, RecruitmentStatus } from '../../../shared/enums';
import type { Db } from '../../db/client';
import { withTransaction } from '../../db/transaction';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { AppError, duplicate, notFound } from '../../kernel/errors';
import { changeLinks } from './organization-links';
import { contactUserIds, findLink, rolesInOrganization } from './organization-links.queries';
import { tellAbout } from './organization-notices';
import { findRecruitments } from './organization-pilots.queries';
import { reachInvitation, reachOrganization, reachOwnPlaces } from './organizations.policy';
import { findPerson, findRecruitablePilot, fullNameOf } from './people.queries';

/**
 * Section 4's recruitment: an organisation invites a pilot (WaitingForApprove), only the invited
 * pilot accepts (Approved) or rejects (gone), the organisation disconnects its pilots, and anyone
 * leaves. Each step tells the other side, in its transaction.
 */

async function recruitment(db: Db, linkId: number): Promise<RecruitmentDto> {
  const [found] = await findRecruitments(db, { linkId });
  if (!found) throw notFound();
  return found;
}

async function personOf(db: Db, tenantId: number | null, userId: number) {
  const person = await findPerson(db, tenantId, userId);
  if (!person) throw notFound();
  return person;
}

/**
 * UserOrganization/Create: a contact person invites a pilot of the tenant, found by e-mail address
 * or ID number among those with a record in the register. Someone already the organisation's
 * pilot, waiting or approved, is refused by name.
 */
export async function recruit(deps: ServiceDeps, ctx: RequestContext, input: RecruitPilotInput): Promise<RecruitmentDto> {
  return withTransaction(deps.database.pool, async (tx) => {
    const { organization } = await reachOrganization(tx.db, ctx, input.organizationId, 'contact', { lock: true });
    const pilot = await findRecruitablePilot(tx.db, ctx.tenantId, input);
    if (!pilot) throw new AppError(404, 0, 'errors:organization.pilotNotFound');
    if ((await rolesInOrganization(tx.db, pilot.userId, organization.id)).includes(OrganizationRole.Pilot)) {
      throw duplicate('errors:organization.alreadyPilot', { name: fullNameOf(pilot) });
    }
    const [id] = await changeLinks(tx.db, organization.id, [
      {
        kind: 'add',
        userId: pilot.userId,
        organizationRoleId: OrganizationRole.Pilot,
        recruitmentStatusId: RecruitmentStatus.WaitingForApprove,
      },
    ]);
    await tellAbout(tx.db, organization, NotificationMessage.NewUserConnectWithOrganization, [pilot.userId], pilot);
    return recruitment(tx.db, id!);
  });
}

/** Organization/UpdateAcceptPilotRecruitment: the invited pilot accepts; the contact persons are told. */
export async function accept(deps: ServiceDeps, ctx: RequestContext, id: number): Promise<RecruitmentDto> {
  return withTransaction(deps.database.pool, async (tx) => {
    const { actor, link, organization } = await reachInvitation(tx.db, ctx, id);
    await changeLinks(tx.db, organization.id, [{ kind: 'approve', linkId: link.id }]);
    const pilot = await personOf(tx.db, ctx.tenantId, actor.userId);
    await tellAbout(tx.db, organization, NotificationMessage.MessageAcceptedPilot, await contactUserIds(tx.db, organization.id), pilot);
    return recruitment(tx.db, link.id);
  });
}

/** Organization/UpdateRejectPilotRecruitment: the invited pilot declines, and the invitation goes. */
export async function reject(deps: ServiceDeps, ctx: RequestContext, id: number): Promise<boolean> {
  await withTransaction(deps.database.pool, async (tx) => {
    const { actor, link, organization } = await reachInvitation(tx.db, ctx, id);
    await changeLinks(tx.db, organization.id, [{ kind: 'remove', linkIds: [link.id] }]);
    const pilot = await personOf(tx.db, ctx.tenantId, actor.userId);
    await tellAbout(tx.db, organization, NotificationMessage.MessageRejectPilot, await contactUserIds(tx.db, organization.id), pilot);
  });
  return true;
}

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
