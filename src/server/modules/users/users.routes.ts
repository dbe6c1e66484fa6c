import { userRecordEndpoints, usersEndpoints } from '../../../shared/contracts/users';
import { secondFactorEndpoints } from '../../../shared/contracts/second-factor';
import { Permission } from '../../../shared/permissions';
import type { ServiceDeps } from '../../deps';
import { route } from '../../kernel/abp-route';
import { countryList } from '../../../shared/countries';
import * as users from './users.service';
import { getUserRecord } from './user-record.service';

export const userRoutes = (deps: ServiceDeps) => [
  route(usersEndpoints.create, {
    access: Permission.Users,
    summary: 'Creates a user of the caller’s tenant with roles; the e-mail address counts as confirmed.',
    handler: (ctx, input) => users.createUser(deps, ctx, input),
  }),
  route(usersEndpoints.update, {
    access: Permission.Users,
    summary: 'Updates a user, their roles, and optionally lifts a lockout.',
    handler: (ctx, input) => users.updateUser(deps, ctx, input),
  }),
  route(usersEndpoints.delete, {
    access: Permission.Users,
    summary: 'Deletes a user (softly) and ends their sessions.',
    handler: (ctx, input) => users.deleteUser(deps, ctx, input.id),
  }),
  route(secondFactorEndpoints.resetSecondFactor, {
    access: Permission.Users,
    summary: 'Clears another user’s second factors (a lost device) and ends their sessions; never one’s own.',
    handler: (ctx, input) => users.resetSecondFactor(deps, ctx, input.id),
  }),
  route(usersEndpoints.get, {
    access: Permission.Users,
    summary: 'One user of the caller’s tenant.',
    handler: (ctx, input) => users.getUser(deps, ctx, input.id),
  }),
  route(userRecordEndpoints.getUserRecord, {
    // Administrators of pilots open it from a pilot's record too; the service leaves the notes out for them.
    access: { anyOf: [Permission.Users, Permission.Pilots] },
    summary:
      'A person of the caller’s tenant whole: certificates, course progress, the latest exam attempts and payments with their totals, organisations and notes.',
    handler: (ctx, input) => getUserRecord(deps, ctx, input.id),
  }),
  route(usersEndpoints.getAll, {
    access: Permission.Users,
    summary: 'A page of users, searched by keyword and filtered by active state, sorted by name.',
    handler: (ctx, input) => users.getUsers(deps, ctx, input),
  }),
  route(usersEndpoints.getRoles, {
    access: Permission.Users,
    summary: 'The roles that can be given to users of the caller’s tenant.',
    handler: (ctx) => users.getAssignableRoles(deps, ctx),
  }),
  route(usersEndpoints.getListCountry, {
    summary: 'Countries with ISO codes, named in the request’s language.',
    access: 'anonymous',
    handler: async (ctx) => countryList(ctx.language),
  }),
  route(usersEndpoints.getUserStatusIdByCurrentUser, {
    access: 'signedIn',
    summary: 'The payment status of the signed-in user.',
    handler: (ctx) => users.getUserStatusId(deps, ctx),
  }),
  route(usersEndpoints.changeLanguage, {
    access: 'signedIn',
    summary: 'Sets the signed-in user’s language (is or en) for screens and e-mails.',
    handler: (ctx, input) => users.changeLanguage(deps, ctx, input.languageName),
  }),
  route(usersEndpoints.resetPassword, {
    access: Permission.Users,
    summary: 'Sets another user’s password, as ABP does: the administrator proves their own password; that user’s sessions end.',
    handler: (ctx, input) => users.resetPassword(deps, ctx, input),
  }),
  route(usersEndpoints.changePassword, {
    access: 'signedIn',
    summary: 'Changes the signed-in user’s password; their other sessions end.',
    handler: (ctx, input) => users.changePassword(deps, ctx, input),
  }),
];
