import { accountsEndpoints } from '../../../shared/contracts/accounts';
import { pilotsEndpoints } from '../../../shared/contracts/pilots';
import { Permission } from '../../../shared/permissions';
import type { ServiceDeps } from '../../deps';
import { route } from '../../kernel/abp-route';
import * as admin from './admin-registration.service';
import * as registration from './registration.service';

export const registrationRoutes = (deps: ServiceDeps) => [
  route(accountsEndpoints.register, {
    summary: 'Registers a pilot, with their register record, and mails a link to confirm the e-mail address.',
    access: 'anonymous',
    rateLimit: 'anonymousWrite',
    handler: (ctx, input) => registration.register(deps, ctx, input),
  }),
  route(pilotsEndpoints.adminCreateUser, {
    access: Permission.Pilots,
    summary: 'An administrator enters a person of any type into the register; they are mailed a link to choose a password.',
    handler: (ctx, input) => admin.adminCreateUser(deps, ctx, input),
  }),
  route(pilotsEndpoints.updateUserByAdmin, {
    access: Permission.Pilots,
    summary: 'Changes a person’s account and register record together; not someone who holds more than the caller.',
    handler: (ctx, input) => admin.updateUserByAdmin(deps, ctx, input),
  }),
  route(pilotsEndpoints.deletePilotAndUserFromPilotId, {
    access: Permission.Pilots,
    summary: 'Removes a pilot from the register and deletes their account, under the rules of User/Delete.',
    handler: (ctx, input) => admin.deletePilotAndUser(deps, ctx, input.pilotId),
  }),
];
