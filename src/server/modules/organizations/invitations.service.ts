import type { OrganizationInvitationDto, RecruitmentDto } from '../../../shared/contracts/organization-members';
import { isLanguage, NotificationMessage, OrganizationRole, RecruitmentStatus } from '../../../shared/enums';
import type { Db } from '../../db/client';
import { withTransaction, type Tx } from '../../db/transaction';
import { translate } from '../../kernel/i18n';
import { enqueueMail } from '../../mail/outbox';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { notFound } from '../../kernel/errors';
import { changeLinks } from './organization-links';
import { contactUserIds } from './organization-links.queries';
import { tellAbout } from './organization-notices';
import {
  deleteInvitation as deleteInvitationRow,
  deleteInvitationsFor,
  findInvitation,
  findInvitationsOfOrganization,
  findInvitationsOfUser,
  insertInvitation,
  invitationDtoOf,
} from './invitations.queries';
import type { LiveOrganization } from './organizations.queries';
import { organizationsPolicy, reachInvitation, reachOrganization } from './organizations.policy';
import { findPerson } from './people.queries';

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
    await tellAbout(tx.db, organization, NotificationMessage.NewUserConnectWithOrganization, [person.userId], person);
  } else if (person) {
    const language = isLanguage(person.language) ? person.language : 'is';
    await enqueueMail(tx, deps.jobs, {
      tenantId: organization.tenantId,
      userId: person.userId,
      to: person.emailAddress,
      language,
      template: 'organizationRequest',
      vars: {
        name: person.name,
        organizationName: organization.name,
        role: translate(language, `mail:organizationRoles.${row.organizationRoleId}`),
        actionUrl: `${deps.publicUrl}/my-site/default`,
      },
    });
  }
  return invitationDtoOf(row, organization.name);
}

/** Organization/GetInvitationsByOrganizationId: every request of the organisation still waiting. */
export async function getInvitations(deps: ServiceDeps, ctx: RequestContext, organizationId: number) {
  const { db } = deps.database;
  await reachOrganization(db, ctx, organizationId, 'contact');
  return { items: await findInvitationsOfOrganization(db, organizationId) };
}

/** Organization/DeleteInvitation: a contact person withdraws a request; one for a main contact person, only a main one. */
export async function withdraw(deps: ServiceDeps, ctx: RequestContext, id: number): Promise<boolean> {
  await withTransaction(deps.database.pool, async (tx) => {
    const invitation = await findInvitation(tx.db, id);
    if (!invitation) throw notFound();
    const need = invitation.organizationRoleId === OrganizationRole.MainContactPerson ? 'mainContact' : 'contact';
    await reachOrganization(tx.db, ctx, invitation.organizationId, need, { named: 'record', lock: true });
    await deleteInvitationRow(tx.db, id);
  });
  return true;
}

/** UserOrganization/GetInvitationsOfCurrentUser. */
export async function getOwnInvitations(deps: ServiceDeps, ctx: RequestContext) {
  const actor = organizationsPolicy.self(ctx);
  return { items: await findInvitationsOfUser(deps.database.db, ctx.tenantId, actor.userId) };
}

/**
 * The invited person accepts: they take the place the request offered, approved (which answers
 * the request), and a pilot's organisation's contact persons are told. Answers the place's id.
 */
export async function acceptInvitation(deps: ServiceDeps, ctx: RequestContext, id: number): Promise<number> {
  return withTransaction(deps.database.pool, async (tx) => {
    const { actor, invitation, organization } = await reachInvitation(tx.db, ctx, id);
    const role = invitation.organizationRoleId;
    const [linkId] = await changeLinks(tx.db, organization.id, [{ kind: 'add', userId: actor.userId, organizationRoleId: role }]);
    if (role === OrganizationRole.Pilot) await tellContacts(tx.db, organization, ctx.tenantId, actor.userId);
    return linkId!;
  });
}

/** The invited person declines: the request goes, and the contact persons are told. */
export async function declineInvitation(deps: ServiceDeps, ctx: RequestContext, id: number): Promise<boolean> {
  await withTransaction(deps.database.pool, async (tx) => {
    const { actor, invitation, organization } = await reachInvitation(tx.db, ctx, id);
    await deleteInvitationsFor(tx.db, organization.id, actor.userId, invitation.organizationRoleId);
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
