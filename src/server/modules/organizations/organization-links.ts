import { OrganizationRole, RecruitmentStatus } from '../../../shared/enums';
import type { Db } from '../../db/client';
import { registrationFailed } from '../../kernel/errors';
import { countMainContacts, deleteLinks, findLinksOf, insertLink, updateLink } from './organization-links.queries';
import { deleteInvitation, deleteInvitationsFor } from './invitations.queries';
import { settleRequest } from '../notifications';
import { lockOrganization } from './organizations.queries';

/** One change to people's places in an organisation. */
export type LinkChange =
  | { kind: 'add'; userId: number; organizationRoleId: number; recruitmentStatusId?: number }
  | { kind: 'setRole'; linkId: number; organizationRoleId: number }
  | { kind: 'approve'; linkId: number }
  | { kind: 'remove'; linkIds: readonly number[] };

const isContactRole = (role: number) => role === OrganizationRole.ContactPerson || role === OrganizationRole.MainContactPerson;

/** 449, so the browser shows it in a modal rather than passing over it. */
export const lastMainContact = () => registrationFailed('errors:organization.lastMainContact');

/**
 * The one writer of people's places in an organisation: recruiting, accepting, role changes,
 * removals, administrators' links, a user's deletion. A place approved or removed settles the
 * notifications that asked for an answer to it (decision 0028). It holds the organisation's row, so two
 * changes take turns, and refuses, after the change and in its transaction, any that would leave
 * a live organisation that had a main contact person without one (section 4). A person holds at
 * most one contact role: adding the other one changes it, keeping department and title.
 * Answers the ids of the places it added, in order.
 */
export async function changeLinks(db: Db, organizationId: number, changes: readonly LinkChange[]): Promise<number[]> {
  const live = await lockOrganization(db, organizationId);
  const before = await countMainContacts(db, organizationId);
  const added: number[] = [];
  for (const change of changes) {
    if (change.kind === 'add') added.push(await add(db, organizationId, change));
    else if (change.kind === 'setRole')
      await updateLink(db, organizationId, change.linkId, { organizationRoleId: change.organizationRoleId });
    else if (change.kind === 'approve') {
      await updateLink(db, organizationId, change.linkId, { recruitmentStatusId: RecruitmentStatus.Approved });
      await settleRequest(db, 'recruitment', change.linkId);
    } else {
      await deleteLinks(db, organizationId, change.linkIds);
      for (const id of change.linkIds) await settleRequest(db, 'recruitment', id);
    }
  }
  if (live && before > 0 && (await countMainContacts(db, organizationId)) === 0) throw lastMainContact();
  return added;
}

async function add(db: Db, organizationId: number, change: Extract<LinkChange, { kind: 'add' }>): Promise<number> {
  const role = change.organizationRoleId;
  // A place taken answers any request for it, by whichever path it was taken (decision 0022).
  await dropInvitations(db, { organizationId, userId: change.userId, organizationRoleId: role });
  if (isContactRole(role)) {
    const other = (await findLinksOf(db, change.userId, organizationId)).find((l) => isContactRole(l.organizationRoleId));
    if (other) {
      if (other.organizationRoleId !== role) await updateLink(db, organizationId, other.id, { organizationRoleId: role });
      return other.id;
    }
  }
  return insertLink(db, {
    userId: change.userId,
    organizationId,
    organizationRoleId: role,
    recruitmentStatusId: change.recruitmentStatusId ?? RecruitmentStatus.Approved,
  });
}

/**
 * Ends requests to join, by id or every one of a person for a role, and settles their
 * notifications with them, so that no bell offers an answer to a request that is gone, whichever
 * path ended it (decision 0028). Places settle theirs in `changeLinks`.
 */
export async function dropInvitations(
  db: Db,
  which: { id: number } | { organizationId: number; userId: number; organizationRoleId: number },
): Promise<void> {
  let ids = 'id' in which ? [which.id] : [];
  if ('id' in which) await deleteInvitation(db, which.id);
  else ids = await deleteInvitationsFor(db, which.organizationId, which.userId, which.organizationRoleId);
  for (const id of ids) await settleRequest(db, 'invitation', id);
}

/** Puts a person in an organisation with a role; a recruited pilot starts WaitingForApprove (1), anyone else approved. */
export async function joinOrganization(
  db: Db,
  link: { userId: number; organizationId: number; organizationRoleId: number; recruitmentStatusId?: number },
): Promise<number> {
  const [id] = await changeLinks(db, link.organizationId, [{ kind: 'add', ...link }]);
  return id!;
}
