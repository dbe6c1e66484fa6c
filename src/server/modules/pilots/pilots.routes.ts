import { pilotsEndpoints } from '../../../shared/contracts/pilots';
import { Permission } from '../../../shared/permissions';
import type { ServiceDeps } from '../../deps';
import { route } from '../../kernel/abp-route';
import type { Access } from '../../kernel/access';
import * as confirmation from './pilot-email-confirmation.service';
import { pilotItemRoutes } from './pilot-items.routes';
import * as notes from './pilot-notes.service';
import * as self from './pilot-self.service';
import * as pilots from './pilots.service';

/** The pilot themselves or an administrator of pilots; the policy then tells them apart, and hides other pilots' records. */
const ownerOrManager: Access = { anyOf: [Permission.Pilots, Permission.Pilot] };

export const pilotRoutes = (deps: ServiceDeps) => [
  route(pilotsEndpoints.create, {
    access: Permission.Pilots,
    summary: 'Makes the register record of a user who has none; their account’s address becomes the main e-mail.',
    handler: (ctx, input) => pilots.createPilot(deps, ctx, input),
  }),
  route(pilotsEndpoints.update, {
    access: Permission.Pilots,
    summary: 'Changes a pilot’s ID number, type and status.',
    handler: (ctx, input) => pilots.updatePilot(deps, ctx, input),
  }),
  route(pilotsEndpoints.delete, {
    access: Permission.Pilots,
    summary: 'Removes a pilot from the register; the account stays.',
    handler: (ctx, input) => pilots.deletePilot(deps, ctx, input.id),
  }),
  route(pilotsEndpoints.get, {
    access: ownerOrManager,
    summary: 'One pilot, with the main e-mail, phone number and address.',
    handler: (ctx, input) => pilots.getPilot(deps, ctx, { id: input.id }),
  }),
  route(pilotsEndpoints.getFromUserId, {
    access: ownerOrManager,
    summary: 'The pilot record of a user.',
    handler: (ctx, input) => pilots.getPilot(deps, ctx, { userId: input.userId }),
  }),
  route(pilotsEndpoints.getPopulatedPilot, {
    access: ownerOrManager,
    summary: 'A pilot with every insurance, phone number, e-mail and address.',
    handler: (ctx, input) => pilots.getPopulatedPilot(deps, ctx, { id: input.pilotId }),
  }),
  route(pilotsEndpoints.getAll, {
    access: Permission.Pilots,
    summary: 'A page of the tenant’s pilots, searched by name, user name, e-mail, phone, ID number or operator number.',
    handler: (ctx, input) => pilots.getPilots(deps, ctx, input),
  }),
  route(pilotsEndpoints.getAllPaging, {
    access: Permission.Pilots,
    summary: 'A page of pilots as GetAll, optionally of one organisation, with each one’s organisation role.',
    handler: (ctx, input) => pilots.getPilotsPage(deps, ctx, input),
  }),
  route(pilotsEndpoints.getUserFromUserIdAsync, {
    access: ownerOrManager,
    summary: 'The account behind a pilot’s record, by user id.',
    handler: (ctx, input) => pilots.getPilotUser(deps, ctx, input.userId),
  }),
  route(pilotsEndpoints.getAllByOrganizationId, {
    access: Permission.Pilots,
    summary: 'Every pilot of one organisation, unpaged.',
    handler: (ctx, input) => pilots.getPilotsOfOrganization(deps, ctx, input.organizationId),
  }),
  route(pilotsEndpoints.updatePilotInformation, {
    access: ownerOrManager,
    summary: 'Changes a pilot’s name, date of birth, country and ID number by the pilot’s id.',
    handler: (ctx, input) => pilots.updatePilotInformation(deps, ctx, input),
  }),
  route(pilotsEndpoints.updatePilotStatus, {
    access: Permission.Pilots,
    summary: 'Makes a person a pilot (1) or not (2), and changes their type if given.',
    handler: (ctx, input) => pilots.updatePilotStatus(deps, ctx, input),
  }),
  route(pilotsEndpoints.getHomePagePilotByCurrentUser, {
    access: Permission.Pilot,
    summary: 'The caller’s own record with every item, for the pilot’s home page.',
    handler: (ctx) => pilots.getHomePagePilot(deps, ctx),
  }),
  route(pilotsEndpoints.getInformation, {
    access: ownerOrManager,
    summary: 'A person’s details by their user id.',
    handler: (ctx, input) => pilots.getInformation(deps, ctx, input.id),
  }),
  route(pilotsEndpoints.updateInformation, {
    access: ownerOrManager,
    summary: 'Changes a person’s details by their user id; a name from the national registry stays.',
    handler: (ctx, input) => pilots.updateInformation(deps, ctx, input),
  }),
  route(pilotsEndpoints.currentUserHasAcceptedSelfDeclaration, {
    access: Permission.Pilot,
    summary: 'Whether the caller has accepted the self-declaration, and when.',
    handler: (ctx) => self.hasAcceptedSelfDeclaration(deps, ctx),
  }),
  route(pilotsEndpoints.acceptSelfDeclaration, {
    access: Permission.Pilot,
    summary: 'Accepts the self-declaration once; accepting again keeps the first date.',
    handler: (ctx) => self.acceptSelfDeclaration(deps, ctx),
  }),
  route(pilotsEndpoints.updatePilotOperatorRegistrationNumber, {
    access: ownerOrManager,
    summary: 'Issues a new EN 4709-002 operator registration number; only its owner is shown the secret part.',
    handler: (ctx, input) => self.issueOperatorNumber(deps, ctx, input.pilotId),
  }),
  route(pilotsEndpoints.createPilotNote, {
    access: Permission.Pilots,
    summary: 'Adds an administrators’ note to a pilot.',
    handler: (ctx, input) => notes.createNote(deps, ctx, input),
  }),
  route(pilotsEndpoints.getPilotNote, {
    access: Permission.Pilots,
    summary: 'One note.',
    handler: (ctx, input) => notes.getNote(deps, ctx, input.id),
  }),
  route(pilotsEndpoints.updatePilotNote, {
    access: Permission.Pilots,
    summary: 'Changes a note’s text.',
    handler: (ctx, input) => notes.updateNote(deps, ctx, input),
  }),
  route(pilotsEndpoints.deletePilotNote, {
    access: Permission.Pilots,
    summary: 'Deletes a note.',
    handler: (ctx, input) => notes.deleteNote(deps, ctx, input.id),
  }),
  route(pilotsEndpoints.getPilotNotesByPilotId, {
    access: Permission.Pilots,
    summary: 'A page of a pilot’s notes, newest first.',
    handler: (ctx, input) => notes.getNotes(deps, ctx, input),
  }),
  route(pilotsEndpoints.sendEmailConfirmation, {
    access: ownerOrManager,
    summary:
      'Mails a link to one of a pilot’s typed e-mail addresses; following it confirms the address, and organisations then find the pilot by it.',
    handler: (ctx, input) => confirmation.sendEmailConfirmation(deps, ctx, input.id),
  }),
  route(pilotsEndpoints.confirmPilotEmail, {
    access: 'anonymous',
    needsActor: false,
    rateLimit: 'anonymousWrite',
    summary: 'Confirms a pilot’s e-mail address with the link mailed to it: once, within 48 hours, while the address is unchanged.',
    handler: (_ctx, input) => confirmation.confirmPilotEmail(deps, input.token),
  }),
  ...pilotItemRoutes(deps),
];
