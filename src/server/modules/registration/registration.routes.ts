import { registrationEndpoints } from '../../../shared/contracts/registration';
import { Permission } from '../../../shared/permissions';
import type { CompanyRegistry } from '../../adapters/company-registry/company-registry';
import type { ServiceDeps } from '../../deps';
import { route } from '../../kernel/abp-route';
import * as admin from './admin-registration.service';
import * as people from './organization-people.service';
import * as steps from './registration-steps.service';
import * as registration from './registration.service';

export const registrationRoutes = (deps: ServiceDeps, registry: CompanyRegistry) => [
  route(registrationEndpoints.register, {
    summary: 'Registers a pilot or a contact person, with their register record, and mails a link to confirm the e-mail address.',
    access: 'anonymous',
    rateLimit: 'anonymousWrite',
    handler: (ctx, input) => registration.register(deps, ctx, input),
  }),
  route(registrationEndpoints.registerOrganizationAccount, {
    summary: 'Step 1 for an organisation: the account of its main contact person to be, with a mailed link to confirm the address.',
    access: 'anonymous',
    rateLimit: 'anonymousWrite',
    handler: (ctx, input) => registration.registerOrganizationAccount(deps, ctx, input),
  }),
  route(registrationEndpoints.verifyTokenForRegistering, {
    summary: 'Confirms the address with the mailed link of step 1 and answers the next step, with a token for it when there is one.',
    access: 'anonymous',
    rateLimit: 'anonymousWrite',
    handler: (_ctx, input) => steps.verifyTokenForRegistering(deps, input.token, input.userTypeId),
  }),
  route(registrationEndpoints.getPilotByToken, {
    summary: 'The registrant’s own details, named by their registration token.',
    access: 'anonymous',
    rateLimit: 'anonymousWrite',
    handler: (_ctx, input) => steps.getPilotByToken(deps, input.token),
  }),
  route(registrationEndpoints.getOrganizationByToken, {
    summary: 'The organisation a registration entered, named by its registration token; null before the details step.',
    access: 'anonymous',
    rateLimit: 'anonymousWrite',
    handler: (_ctx, input) => steps.getOrganizationByToken(deps, input.token),
  }),
  route(registrationEndpoints.registerOrganization, {
    summary: 'The details step: enters the organisation, with the registrant as its main contact person.',
    access: 'anonymous',
    rateLimit: 'anonymousWrite',
    handler: (ctx, input) => steps.registerOrganization(deps, ctx, input, registry),
  }),
  route(registrationEndpoints.askToJoinOrganization, {
    summary:
      'At the details step, a contact person whose organisation is registered asks its main contact persons to let them speak for it.',
    access: 'anonymous',
    rateLimit: 'anonymousWrite',
    handler: (ctx, input) => steps.askToJoinOrganization(deps, ctx, input),
  }),
  route(registrationEndpoints.resend, {
    summary: 'Mails the confirmation link again to a registrant who proves who they are with their password.',
    access: 'anonymous',
    rateLimit: 'login',
    handler: (ctx, input) => steps.resendConfirmation(deps, ctx, input),
  }),
  route(registrationEndpoints.createOrganizationAndContactPersonAdmin, {
    access: Permission.Organizations,
    summary: 'An administrator enters an organisation and its main contact person, who is mailed a link to choose a password.',
    handler: (ctx, input) => people.createOrganizationAndContactPersonAdmin(deps, ctx, input, registry),
  }),
  route(registrationEndpoints.createUserContactPerson, {
    access: 'signedIn',
    summary: 'An organisation’s main contact person (or an administrator of organisations) adds a contact person, who is mailed a link.',
    handler: (ctx, input) => people.createUserContactPerson(deps, ctx, input),
  }),
  route(registrationEndpoints.adminCreateUser, {
    access: Permission.Pilots,
    summary: 'An administrator enters a person of any type into the register; they are mailed a link to choose a password.',
    handler: (ctx, input) => admin.adminCreateUser(deps, ctx, input),
  }),
  route(registrationEndpoints.updateUserByAdmin, {
    access: Permission.Pilots,
    summary: 'Changes a person’s account and register record together; not someone who holds more than the caller.',
    handler: (ctx, input) => admin.updateUserByAdmin(deps, ctx, input),
  }),
  route(registrationEndpoints.deletePilotAndUserFromPilotId, {
    access: Permission.Pilots,
    summary: 'Removes a pilot from the register and deletes their account, under the rules of User/Delete.',
    handler: (ctx, input) => admin.deletePilotAndUser(deps, ctx, input.pilotId),
  }),
];
