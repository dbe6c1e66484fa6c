import { userOrganizationsEndpoints } from '../../../shared/contracts/organizations';
import type { ServiceDeps } from '../../deps';
import { route } from '../../kernel/abp-route';
import * as roles from './contact-roles.service';
import * as invitations from './invitations.service';
import * as pilots from './organization-pilots.service';
import { memberOrAdmin } from './organizations.routes';
import * as recruitment from './recruitment.service';

const e = userOrganizationsEndpoints;

/** Section 7's UserOrganization calls: recruiting, contact roles, and leaving. */
export const userOrganizationRoutes = (deps: ServiceDeps) => [
  route(e.create, {
    access: 'signedIn',
    summary:
      'Without e-mail or ID number, the caller asks to join as a pilot (the organisation accepts) or a contact person (a main contact person accepts). With one, a contact person offers a pilot a place, which the pilot accepts; the answer is the offer as typed, whether or not it reaches a pilot.',
    handler: (ctx, input) => recruitment.create(deps, ctx, input),
  }),
  route(e.updateMainContactPersonRoleByUserId, {
    access: memberOrAdmin,
    summary: 'A main contact person makes a contact person main.',
    handler: (ctx, input) => roles.makeMainContact(deps, ctx, input),
  }),
  route(e.updateContactPersonRoleByUserId, {
    access: memberOrAdmin,
    summary: 'A main contact person makes a main contact person ordinary; never the last one.',
    handler: (ctx, input) => roles.makeOrdinaryContact(deps, ctx, input),
  }),
  route(e.removeContactPersonRoleByUserId, {
    access: memberOrAdmin,
    summary: 'A main contact person takes a person’s contact role away, who is told; never the last main one.',
    handler: (ctx, input) => roles.removeContactRole(deps, ctx, input),
  }),
  route(e.getAllPilotByOrganizationId, {
    access: memberOrAdmin,
    summary: 'Every pilot place of the organisation with its role and recruitment state.',
    handler: (ctx, input) => pilots.getPilotRoles(deps, ctx, input.orgId),
  }),
  route(e.getInvitationsOfCurrentUser, {
    access: 'signedIn',
    summary: 'The requests to join organisations that wait for the caller’s answer.',
    handler: (ctx) => invitations.getOwnInvitations(deps, ctx),
  }),
  route(e.acceptInvitation, {
    access: 'signedIn',
    summary: 'The person an organisation’s offer reached takes the place; a pilot’s organisation’s contact persons are told.',
    handler: (ctx, input) => invitations.acceptInvitation(deps, ctx, input.id),
  }),
  route(e.declineInvitation, {
    access: 'signedIn',
    summary: 'The person an organisation’s offer reached declines it; the contact persons are told, by the name they typed.',
    handler: (ctx, input) => invitations.declineInvitation(deps, ctx, input.id),
  }),
  route(e.removeCurrentUserFromOrganization, {
    access: 'signedIn',
    summary: 'The caller leaves the organisation; a pilot who leaves is announced to its contact persons.',
    handler: (ctx, input) => recruitment.leave(deps, ctx, input.organizationId),
  }),
];
