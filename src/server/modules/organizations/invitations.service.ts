import type { OrganizationInvitationDto, OrganizationLinkDto, RecruitmentDto } from '../../../shared/contracts/organization-members';
import { isLanguage, NotificationMessage, OrganizationRole, RecruitmentStatus } from '../../../shared/enums';
import type { Db } from '../../db/client';
import { withTransaction, type Tx } from '../../db/transaction';
import { translate } from '../../kernel/i18n';
import { enqueueMail } from '../../mail/enqueue-mail';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { duplicate, notFound } from '../../kernel/errors';
import { changeLinks, dropInvitations } from './organization-links';
import { contactUserIds, findLink, mainContactUserIds, rolesInOrganization } from './organization-links.queries';
import { requestKey } from '../notifications';
import { tellAbout } from './organization-notices';
import {
  findInvitation,
  findInvitationsOfOrganization,
  findInvitationsOfUser,
  findOfferFor,
  insertInvitation,
  invitationDtoOf,
  type InvitationRow,
} from './invitations.queries';
import type { LiveOrganization } from './organizations.queries';
import { organizationsPolicy, reachInvitation, reachOrganization } from './organizations.policy';
import { findPeople, findPerson, fullNameOf, type Person } from './people.queries';

/**
 * Decision 0022: nobody is tied to an organisation without their consent. An organisation that
 * adds someone sends a request; the person joins when they accept it. Until then the organisation
 * sees only the name it typed, and the answer is the same whether or not that name reached an
 * account, so adding people is no way to look accounts up. Administrators link people directly
 * (User/Update, CreateContactPersonAdmin), and the audit log keeps each such call.
 */

/** A request for a pilot, as the organisation sees it: the name it typed, no account. */
export const asRecruitment = (invitation: OrganizationInvitationDto): RecruitmentDto => ({
  id: invitation.id,
  userId: null,
  organizationId: invitation.organizationId,
  organizationName: invitation.organizationName,
  fullName: invitation.invitedAs,
  emailAddress: invitation.invitedAs.includes('@') ? invitation.invitedAs : '',
  recruitmentStatusId: RecruitmentStatus.WaitingForApprove,
  creationTime: invitation.creationTime,
});

/**
 * Records the request, or answers the one already made. A new one reaching an account tells that
 * person, in the same transaction: a pilot by the bell (message 1), someone asked to speak for the
 * organisation by e-mail, since section 9's messages speak of pilots.
 */
export async function invite(
  tx: Tx,
  deps: ServiceDeps,
  organization: LiveOrganization,
  request: { organizationRoleId: number; invitedAs: string; userId: number | null; invitedByUserId: number },
  tenantId: number | null,
): Promise<OrganizationInvitationDto> {
  const { row, created } = await insertInvitation(tx.db, { organizationId: organization.id, ...request });
  const person = created && row.userId !== null ? await findPerson(tx.db, tenantId, row.userId) : undefined;
  if (person && row.organizationRoleId === OrganizationRole.Pilot) {
    await tellAbout(tx.db, organization, NotificationMessage.NewUserConnectWithOrganization, [person.userId], person, {
      wording: 'invited',
      request: requestKey('invitation', row.id),
    });
  } else if (person) {
    const language = languageOf(person);
    await mailPerson(tx, deps, organization, person, 'organizationRequest', '/my-site/default', {
      role: translate(language, `mail:organizationRoles.${row.organizationRoleId}`),
    });
  }
  return invitationDtoOf(row, organization.name);
}

const languageOf = (person: Person) => (isLanguage(person.language) ? person.language : 'is');

function mailPerson(
  tx: Tx,
  deps: ServiceDeps,
  organization: LiveOrganization,
  person: Person,
  template: 'organizationRequest' | 'organizationJoinRequest' | 'organizationJoinAccepted' | 'organizationJoinDeclined',
  path: string,
  vars: Record<string, string> = {},
) {
  return enqueueMail(tx, deps.jobs, {
    tenantId: organization.tenantId,
    userId: person.userId,
    to: person.emailAddress,
    language: languageOf(person),
    template,
    vars: { name: person.name, organizationName: organization.name, actionUrl: `${deps.publicUrl}${path}`, ...vars },
  });
}

/**
 * A person asks to speak for an organisation as a contact person (decision 0028): the request
 * names them, since they asked, and the main contact persons are mailed to answer it. One the
 * organisation already offered them is taken at once; someone who speaks for it already is told so.
 */
export async function askToSpeakFor(
  tx: Tx,
  deps: ServiceDeps,
  organization: LiveOrganization,
  userId: number,
  tenantId: number | null,
): Promise<OrganizationInvitationDto> {
  const person = await findPerson(tx.db, tenantId, userId);
  if (!person) throw notFound();
  const roles = await rolesInOrganization(tx.db, userId, organization.id);
  if (roles.some((r) => r !== OrganizationRole.Pilot)) throw duplicate('errors:organization.alreadyContact', { name: organization.name });
  for (const role of [OrganizationRole.MainContactPerson, OrganizationRole.ContactPerson]) {
    const offered = await findOfferFor(tx.db, organization.id, userId, role);
    if (offered) {
      await takeOffer(tx, organization, offered, tenantId);
      return invitationDtoOf(offered, organization.name);
    }
  }
  const { row, created } = await insertInvitation(tx.db, {
    organizationId: organization.id,
    organizationRoleId: OrganizationRole.ContactPerson,
    invitedAs: fullNameOf(person),
    userId,
    invitedByUserId: userId,
    askedByUser: true,
  });
  if (created) {
    for (const main of await findPeople(tx.db, tenantId, await mainContactUserIds(tx.db, organization.id))) {
      await mailPerson(
        tx,
        deps,
        organization,
        main,
        'organizationJoinRequest',
        `/my-site/contact-person/${organization.id}/contact-persons`,
        {
          personName: fullNameOf(person),
          emailAddress: person.emailAddress,
        },
      );
    }
  }
  return invitationDtoOf(row, organization.name);
}

/**
 * The person takes the place an offer made them, approved (which answers the offer and any other
 * for that role), and a pilot's organisation's contact persons are told. Answers the place's id.
 */
export async function takeOffer(tx: Tx, organization: LiveOrganization, offer: InvitationRow, tenantId: number | null): Promise<number> {
  const role = offer.organizationRoleId;
  const userId = offer.userId!;
  const [linkId] = await changeLinks(tx.db, organization.id, [{ kind: 'add', userId, organizationRoleId: role }]);
  if (role === OrganizationRole.Pilot) await tellContacts(tx.db, organization, tenantId, userId);
  return linkId!;
}

/** Organization/GetInvitationsByOrganizationId: every request of the organisation still waiting. */
export async function getInvitations(deps: ServiceDeps, ctx: RequestContext, organizationId: number) {
  const { db } = deps.database;
  await reachOrganization(db, ctx, organizationId, 'contact');
  return { items: await findInvitationsOfOrganization(db, organizationId) };
}

/**
 * Organization/DeleteInvitation: a contact person withdraws the organisation's offer (one for a
 * main contact person, only a main one), and a person withdraws their own request.
 */
export async function withdraw(deps: ServiceDeps, ctx: RequestContext, id: number): Promise<boolean> {
  await withTransaction(deps.database.pool, async (tx) => {
    const invitation = await findInvitation(tx.db, id);
    if (!invitation) throw notFound();
    const own = invitation.askedByUser && invitation.userId === ctx.actor?.userId;
    if (!own) {
      const need = invitation.organizationRoleId === OrganizationRole.MainContactPerson ? 'mainContact' : 'contact';
      await reachOrganization(tx.db, ctx, invitation.organizationId, need, { named: 'record', lock: true });
    }
    await dropInvitations(tx.db, { id });
  });
  return true;
}

/**
 * Organization/AcceptJoinRequest and DeclineJoinRequest: a main contact person answers a person's
 * request to speak for the organisation; the person is mailed the answer. Anything but such a
 * request of an organisation the caller answers for reads as missing.
 */
export async function answerJoinRequest(deps: ServiceDeps, ctx: RequestContext, id: number, accepted: boolean): Promise<boolean> {
  await withTransaction(deps.database.pool, async (tx) => {
    const asked = await findInvitation(tx.db, id);
    if (!asked?.askedByUser || asked.userId === null) throw notFound();
    const { organization } = await reachOrganization(tx.db, ctx, asked.organizationId, 'mainContact', { named: 'record', lock: true });
    const held = await findInvitation(tx.db, id);
    const person = held && (await findPerson(tx.db, ctx.tenantId, asked.userId));
    if (!person) throw notFound();
    if (accepted) {
      await changeLinks(tx.db, organization.id, [{ kind: 'add', userId: person.userId, organizationRoleId: asked.organizationRoleId }]);
    } else {
      await dropInvitations(tx.db, { id });
    }
    const path = accepted ? `/my-site/contact-person/${organization.id}` : '/my-site/default';
    await mailPerson(tx, deps, organization, person, accepted ? 'organizationJoinAccepted' : 'organizationJoinDeclined', path);
  });
  return true;
}

/** UserOrganization/GetInvitationsOfCurrentUser. */
export async function getOwnInvitations(deps: ServiceDeps, ctx: RequestContext) {
  const actor = organizationsPolicy.self(ctx);
  return { items: await findInvitationsOfUser(deps.database.db, ctx.tenantId, actor.userId) };
}

/** UserOrganization/AcceptInvitation: the person an offer reached takes its place, which it answers. */
export async function acceptInvitation(deps: ServiceDeps, ctx: RequestContext, id: number): Promise<OrganizationLinkDto> {
  return withTransaction(deps.database.pool, async (tx) => {
    const { invitation, organization } = await reachInvitation(tx.db, ctx, id);
    const linkId = await takeOffer(tx, organization, invitation, ctx.tenantId);
    const link = (await findLink(tx.db, linkId))!;
    const { organizationRoleId, recruitmentStatusId } = link;
    return { id: linkId, organizationId: organization.id, organizationName: organization.name, organizationRoleId, recruitmentStatusId };
  });
}

/** UserOrganization/DeclineInvitation: the person an offer reached declines it; it goes, and the contact persons are told. */
export async function declineInvitation(deps: ServiceDeps, ctx: RequestContext, id: number): Promise<boolean> {
  await withTransaction(deps.database.pool, async (tx) => {
    const { actor, invitation, organization } = await reachInvitation(tx.db, ctx, id);
    await dropInvitations(tx.db, {
      organizationId: organization.id,
      userId: actor.userId,
      organizationRoleId: invitation.organizationRoleId,
    });
    // Declining keeps the person unknown to the organisation: they are named as it typed them.
    if (invitation.organizationRoleId !== OrganizationRole.Pilot) return;
    await tellAbout(
      tx.db,
      organization,
      NotificationMessage.MessageRejectPilot,
      await contactUserIds(tx.db, organization.id),
      invitation.invitedAs,
    );
  });
  return true;
}

async function tellContacts(db: Db, organization: LiveOrganization, tenantId: number | null, userId: number) {
  const person = await findPerson(db, tenantId, userId);
  if (!person) throw notFound();
  await tellAbout(db, organization, NotificationMessage.MessageAcceptedPilot, await contactUserIds(db, organization.id, userId), person);
}
