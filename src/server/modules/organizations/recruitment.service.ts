import type { RecruitmentDto, UserOrganizationCreateInput } from '../../../shared/contracts/organization-members';
import { NotificationMessage, OrganizationRole, RecruitmentStatus } from '../../../shared/enums';
import type { Db } from '../../db/client';
import { withTransaction, type Tx } from '../../db/transaction';
import type { ServiceDeps } from '../../deps';
import { requireUser, type RequestContext } from '../../kernel/context';
import { duplicate, notFound } from '../../kernel/errors';
import { requestKey } from '../notifications';
import { askToSpeakFor, asRecruitment, invite, takeOffer } from './invitations.service';
import { changeLinks } from './organization-links';
import { contactUserIds, findLink, findLinksOf } from './organization-links.queries';
import { tellAbout } from './organization-notices';
import { findRecruitment } from './organization-pilots.queries';
import { findLiveOrganization, findOrganizationIdByNumber, lockOrganization, type LiveOrganization } from './organizations.queries';
import { reachOrganization, reachOwnPlaces } from './organizations.policy';
import { findPerson, findRecruitablePilot, fullNameOf } from './people.queries';
import { findOfferFor } from './invitations.queries';

/**
 * Section 4's recruitment, the specification's way round (decision 0028): a pilot asks to join an
 * organisation, which holds the pilot's place waiting (1) until the organisation's contact persons
 * accept it (approved, 2) or reject it (the place goes); they disconnect their pilots; anyone
 * leaves. The organisation may instead offer a pilot a place (decision 0022), which the pilot
 * accepts. Each step tells the other side, in its transaction, in words written for that reader.
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

/** UserOrganization/Create: an offer when the input names a pilot, otherwise the caller's own request. */
export async function create(deps: ServiceDeps, ctx: RequestContext, input: UserOrganizationCreateInput): Promise<RecruitmentDto> {
  if (input.emailAddress !== undefined || input.idNumber !== undefined) return offer(deps, ctx, input);
  if (input.organizationRoleId === OrganizationRole.ContactPerson) {
    const actor = requireUser(ctx);
    const asked = await withTransaction(deps.database.pool, async (tx) => {
      const organization = await liveOrganization(tx.db, ctx.tenantId, input.organizationId);
      return askToSpeakFor(tx, deps, organization, actor.userId, ctx.tenantId);
    });
    return asRecruitment(asked);
  }
  return askAsPilot(deps, ctx, input.organizationId);
}

/**
 * A contact person asks to speak for the organisation of a number already registered, at the
 * details step of their registration (decision 0028). Answers the organisation's name.
 */
export async function askToJoinByNumber(
  tx: Tx,
  deps: ServiceDeps,
  tenantId: number | null,
  organizationNumber: string,
  userId: number,
): Promise<string> {
  const id = await findOrganizationIdByNumber(tx.db, tenantId, organizationNumber);
  if (id === null) throw notFound();
  const organization = await liveOrganization(tx.db, tenantId, id);
  await askToSpeakFor(tx, deps, organization, userId, tenantId);
  return organization.name;
}

async function liveOrganization(db: Db, tenantId: number | null, organizationId: number): Promise<LiveOrganization> {
  const organization = await findLiveOrganization(db, tenantId, organizationId);
  if (!organization || !(await lockOrganization(db, organizationId))) throw notFound();
  return organization;
}

/**
 * A contact person offers a pilot a place, named by e-mail address or ID number. The offer reaches
 * a person of the tenant with a record in the register, if one has that address or number; the
 * answer is the same either way. Someone already the organisation's pilot, or waiting to be, is
 * refused by name: the organisation sees them already.
 */
async function offer(deps: ServiceDeps, ctx: RequestContext, input: UserOrganizationCreateInput): Promise<RecruitmentDto> {
  return withTransaction(deps.database.pool, async (tx) => {
    const { actor, organization } = await reachOrganization(tx.db, ctx, input.organizationId, 'contact', { lock: true });
    const pilot = await findRecruitablePilot(tx.db, ctx.tenantId, input);
    if (pilot && (await pilotPlaceOf(tx.db, pilot.userId, organization.id))) {
      throw duplicate('errors:organization.alreadyPilot', { name: fullNameOf(pilot) });
    }
    const invitedAs = (input.emailAddress ?? input.idNumber)!;
    const request = { organizationRoleId: OrganizationRole.Pilot, invitedAs, userId: pilot?.userId ?? null, invitedByUserId: actor.userId };
    return asRecruitment(await invite(tx, deps, organization, request, ctx.tenantId));
  });
}

const pilotPlaceOf = async (db: Db, userId: number, organizationId: number) =>
  (await findLinksOf(db, userId, organizationId)).find((l) => l.organizationRoleId === OrganizationRole.Pilot);

/**
 * A pilot asks to join: their place waits for the organisation, whose contact persons are told
 * (message 1) with the answer it asks of them. Someone the organisation already offered a place
 * takes it at once: both sides want it. Only a person with a record in the register asks.
 */
async function askAsPilot(deps: ServiceDeps, ctx: RequestContext, organizationId: number): Promise<RecruitmentDto> {
  const actor = requireUser(ctx);
  const linkId = await withTransaction(deps.database.pool, async (tx) => {
    const organization = await liveOrganization(tx.db, ctx.tenantId, organizationId);
    const pilot = await findRecruitablePilot(tx.db, ctx.tenantId, { userId: actor.userId });
    if (!pilot) throw notFound();
    const place = await pilotPlaceOf(tx.db, actor.userId, organization.id);
    if (place) throw duplicate('errors:organization.alreadyAsked', { name: organization.name });
    const waiting = await findOfferFor(tx.db, organization.id, actor.userId, OrganizationRole.Pilot);
    if (waiting) return takeOffer(tx, organization, waiting, ctx.tenantId);
    const [id] = await changeLinks(tx.db, organization.id, [
      {
        kind: 'add',
        userId: actor.userId,
        organizationRoleId: OrganizationRole.Pilot,
        recruitmentStatusId: RecruitmentStatus.WaitingForApprove,
      },
    ]);
    await tellAbout(
      tx.db,
      organization,
      NotificationMessage.NewUserConnectWithOrganization,
      await contactUserIds(tx.db, organization.id),
      pilot,
      {
        wording: 'asked',
        request: requestKey('recruitment', id!),
      },
    );
    return id!;
  });
  return recruitment(deps.database.db, linkId);
}

/** A pilot's place still waiting for the organisation's answer, reached by one of its contact persons. */
async function reachWaitingPlace(tx: Tx, ctx: RequestContext, id: number) {
  const link = await findLink(tx.db, id);
  if (!link || link.organizationRoleId !== OrganizationRole.Pilot) throw notFound();
  const { organization } = await reachOrganization(tx.db, ctx, link.organizationId, 'contact', { named: 'record', lock: true });
  const held = await findLink(tx.db, id);
  if (!held || held.recruitmentStatusId !== RecruitmentStatus.WaitingForApprove) throw notFound();
  return { link: held, organization };
}

/** Organization/UpdateAcceptPilotRecruitment: the organisation accepts a pilot who asked; the pilot is told (message 2). */
export async function accept(deps: ServiceDeps, ctx: RequestContext, id: number): Promise<RecruitmentDto> {
  await withTransaction(deps.database.pool, async (tx) => {
    const { link, organization } = await reachWaitingPlace(tx, ctx, id);
    await changeLinks(tx.db, organization.id, [{ kind: 'approve', linkId: link.id }]);
    const pilot = await personOf(tx.db, ctx.tenantId, link.userId);
    await tellAbout(tx.db, organization, NotificationMessage.MessageAcceptedPilot, [link.userId], pilot, { wording: 'toPilot' });
  });
  return recruitment(deps.database.db, id);
}

/** Organization/UpdateRejectPilotRecruitment: the organisation declines a pilot who asked; the place goes and the pilot is told (message 3). */
export async function reject(deps: ServiceDeps, ctx: RequestContext, id: number): Promise<boolean> {
  await withTransaction(deps.database.pool, async (tx) => {
    const { link, organization } = await reachWaitingPlace(tx, ctx, id);
    await changeLinks(tx.db, organization.id, [{ kind: 'remove', linkIds: [link.id] }]);
    const pilot = await personOf(tx.db, ctx.tenantId, link.userId);
    await tellAbout(tx.db, organization, NotificationMessage.MessageRejectPilot, [link.userId], pilot, { wording: 'toPilot' });
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
 * UserOrganization/RemoveCurrentUserFromOrganization: the caller leaves, every place at once, or
 * withdraws a request still waiting; a pilot who leaves is announced to the contact persons. The
 * last main contact person cannot.
 */
export async function leave(deps: ServiceDeps, ctx: RequestContext, organizationId: number): Promise<boolean> {
  await withTransaction(deps.database.pool, async (tx) => {
    const { actor, organization, links } = await reachOwnPlaces(tx.db, ctx, organizationId);
    await changeLinks(tx.db, organization.id, [{ kind: 'remove', linkIds: links.map((l) => l.id) }]);
    const flew = links.some((l) => l.organizationRoleId === OrganizationRole.Pilot && l.recruitmentStatusId === RecruitmentStatus.Approved);
    if (flew) {
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
