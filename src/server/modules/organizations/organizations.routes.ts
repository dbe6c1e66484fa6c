import { organizationsEndpoints } from '../../../shared/contracts/organizations';
import { Permission } from '../../../shared/permissions';
import { builtInCompanyRegistry, type CompanyRegistry } from '../../adapters/company-registry/company-registry';
import type { ServiceDeps } from '../../deps';
import { route } from '../../kernel/abp-route';
import type { Access } from '../../kernel/access';
import * as contacts from './contact-persons.service';
import * as details from './organization-details.service';
import * as invitations from './invitations.service';
import * as insurances from './organization-insurances.service';
import * as lists from './organization-lists.service';
import * as pilots from './organization-pilots.service';
import * as organizations from './organizations.service';
import * as recruitment from './recruitment.service';

/**
 * Administrators of organisations, or the people of one (every registered person holds the
 * self-service permission); the policy then reads their roles in the organisation named.
 */
export const memberOrAdmin: Access = { anyOf: [Permission.Organizations, Permission.Pilot] };

const e = organizationsEndpoints;

export const organizationRoutes = (deps: ServiceDeps, registry: CompanyRegistry = builtInCompanyRegistry) => [
  route(e.getByCurrentUser, {
    access: 'signedIn',
    summary: 'The organisations the caller speaks for, as contact or main contact person.',
    handler: (ctx) => organizations.getByCurrentUser(deps, ctx),
  }),
  route(e.getCompanyByNumber, {
    access: 'anonymous',
    rateLimit: 'anonymousWrite',
    summary: 'Looks an organisation number up in the national company registry; null when it does not know the number.',
    handler: (_ctx, input) => organizations.lookupCompany(registry, input.number),
  }),
  route(e.get, {
    access: memberOrAdmin,
    summary: 'One organisation with its insurances, for its approved pilots, its contact persons and administrators.',
    handler: (ctx, input) => details.getDetails(deps, ctx, input.id),
  }),
  route(e.getByNumber, {
    access: Permission.Organizations,
    summary: 'The live organisation holding a number, or null.',
    handler: (ctx, input) => details.getByNumber(deps, ctx, input.number),
  }),
  route(e.update, {
    access: Permission.Organizations,
    summary: 'An administrator’s edit: details, the main insurance, and optionally the main contact person’s e-mail and user name.',
    handler: (ctx, input) => details.updateOrganization(deps, ctx, input),
  }),
  route(e.updateOrganizationRegister, {
    access: memberOrAdmin,
    summary: 'A contact person changes the registered name, e-mail address and phone number.',
    handler: (ctx, input) => details.updateRegister(deps, ctx, input),
  }),
  route(e.updateAddress, {
    access: memberOrAdmin,
    summary: 'A contact person changes the address.',
    handler: (ctx, input) => details.updateAddress(deps, ctx, input),
  }),
  route(e.delete, {
    access: Permission.Organizations,
    summary: 'Deletes an organisation (softly); its people lose their places in it.',
    handler: (ctx, input) => details.deleteOrganization(deps, ctx, input.id),
  }),
  route(e.registerOrganizationFromAdmin, {
    access: Permission.Organizations,
    summary: 'An administrator enters an organisation whose main contact person already has an account, named by e-mail.',
    handler: (ctx, input) => details.registerFromAdmin(deps, ctx, input, registry),
  }),
  route(e.getPaggedList, {
    access: Permission.Organizations,
    summary: 'A page of organisations, searched by name, number or e-mail, with pilots and contact persons counted.',
    handler: (ctx, input) => lists.getOrganizationPage(deps, ctx, input),
  }),
  route(e.getDroneOperatorPagedList, {
    access: { anyOf: [Permission.DroneOperator, Permission.DroneRegister] },
    summary: 'A page of drone operators, organisations and pilots, with the public part of their numbers and whether they are valid.',
    handler: (ctx, input) => lists.getDroneOperatorPage(deps, ctx, input),
  }),
  route(e.getListOrganizationByCurrentUser, {
    access: 'signedIn',
    summary: 'The caller’s places: as pilot, contact person and main contact person, with recruitment states.',
    handler: (ctx) => lists.getOwnOrganizationLists(deps, ctx),
  }),
  route(e.getListOrganizationByPilotId, {
    access: { anyOf: [Permission.Pilots, Permission.Organizations] },
    summary: 'A pilot’s places in organisations, by their record’s id.',
    handler: (ctx, input) => lists.getOrganizationListsOfPilot(deps, ctx, input.pilotId),
  }),
  route(e.getContactPersonFromOrganizationId, {
    access: memberOrAdmin,
    summary: 'The contact persons, main ones first; the organisation’s approved pilots may read them too.',
    handler: (ctx, input) => contacts.getContactPersons(deps, ctx, input.id),
  }),
  route(e.getMemberContactByOrganizationId, {
    access: memberOrAdmin,
    summary: 'The contact persons, searched and sorted by name, each with every role they hold in the organisation.',
    handler: (ctx, input) => contacts.getMemberContacts(deps, ctx, input),
  }),
  route(e.createContactPerson, {
    access: memberOrAdmin,
    summary:
      'Asks an account to speak for the organisation; it joins when it accepts. The answer is the request as typed, whether or not the name reaches an account.',
    handler: (ctx, input) => contacts.inviteContactPerson(deps, ctx, input),
  }),
  route(e.getInvitationsByOrganizationId, {
    access: memberOrAdmin,
    summary: 'The organisation’s requests still waiting for an answer, each as it was typed.',
    handler: (ctx, input) => invitations.getInvitations(deps, ctx, input.organizationId),
  }),
  route(e.deleteInvitation, {
    access: memberOrAdmin,
    summary: 'A contact person withdraws a request still waiting; one for a main contact person, only a main one.',
    handler: (ctx, input) => invitations.withdraw(deps, ctx, input.id),
  }),
  route(e.createContactPersonAdmin, {
    access: Permission.Organizations,
    summary: 'An administrator makes an existing account a contact person or main contact person.',
    handler: (ctx, input) => contacts.createContactPerson(deps, ctx, input),
  }),
  route(e.updateContactPersonDepartmentAndTitle, {
    access: memberOrAdmin,
    summary: 'Changes a contact person’s department and title.',
    handler: (ctx, input) => contacts.updateDepartmentAndTitle(deps, ctx, input),
  }),
  ...pilotRoutes(deps),
];

/** The organisation's pilots, its insurances and the pilot's answers to invitations. */
function pilotRoutes(deps: ServiceDeps) {
  return [
    route(e.getPilotByOrganizationId, {
      access: memberOrAdmin,
      summary: 'Pilots waiting and approved, searched by name, e-mail or ID number, sorted by their next certificate expiry.',
      handler: (ctx, input) => pilots.getPilots(deps, ctx, input),
    }),
    route(e.getPilotsExaminationByOrganizationId, {
      access: memberOrAdmin,
      summary: 'For each approved pilot and certificate type, the certificate that counts and whether it is valid.',
      handler: (ctx, input) => pilots.getPilotExaminations(deps, ctx, input.orgId),
    }),
    route(e.getPilotsRecruitmentByOrganizationId, {
      access: memberOrAdmin,
      summary: 'The pilots who asked to join and wait for the organisation’s answer.',
      handler: (ctx, input) => pilots.getRecruitments(deps, ctx, input.orgId),
    }),
    route(e.createOrganizationInsurance, {
      access: memberOrAdmin,
      summary: 'Adds an insurance; making it main takes main from the other.',
      handler: (ctx, input) => insurances.createInsurance(deps, ctx, input),
    }),
    route(e.updateOrganizationInsurance, {
      access: memberOrAdmin,
      summary: 'Changes an insurance; making it main takes main from the other, and the main one stays main.',
      handler: (ctx, input) => insurances.changeInsurance(deps, ctx, input),
    }),
    route(e.deleteOrganizationInsurance, {
      access: memberOrAdmin,
      summary: 'Deletes an insurance, never the last; deleting the main one makes the oldest remaining main.',
      handler: (ctx, input) => insurances.removeInsurance(deps, ctx, input.id),
    }),
    route(e.updateAcceptPilotRecruitment, {
      access: memberOrAdmin,
      summary: 'A contact person accepts a pilot who asked to join, by the place’s id; the pilot is told (message 2).',
      handler: (ctx, input) => recruitment.accept(deps, ctx, input.id),
    }),
    route(e.updateRejectPilotRecruitment, {
      access: memberOrAdmin,
      summary: 'A contact person declines a pilot who asked to join, by the place’s id; the place goes and the pilot is told (message 3).',
      handler: (ctx, input) => recruitment.reject(deps, ctx, input.id),
    }),
    route(e.acceptJoinRequest, {
      access: memberOrAdmin,
      summary: 'A main contact person accepts a person’s request to speak for the organisation; the person is mailed.',
      handler: (ctx, input) => invitations.answerJoinRequest(deps, ctx, input.id, true),
    }),
    route(e.declineJoinRequest, {
      access: memberOrAdmin,
      summary: 'A main contact person declines a person’s request to speak for the organisation; the person is mailed.',
      handler: (ctx, input) => invitations.answerJoinRequest(deps, ctx, input.id, false),
    }),
    route(e.findToJoin, {
      access: 'signedIn',
      summary: 'Live organisations to ask to join, by the start of their name or their number; ten at most.',
      handler: (ctx, input) => lists.findToJoin(deps, ctx, input.keyword),
    }),
    route(e.updateDisconnectPilotOrganization, {
      access: memberOrAdmin,
      summary: 'A contact person ends a pilot’s place by its id; the pilot is told.',
      handler: (ctx, input) => recruitment.disconnect(deps, ctx, input.id),
    }),
  ];
}
