import { accountsEndpoints } from '../../../shared/contracts/accounts';
import type { ServiceDeps } from '../../deps';
import { route } from '../../kernel/abp-route';
import type { SignInThrottle } from '../../kernel/sign-in-throttle';
import * as accounts from './accounts.service';
import * as links from './accounts.links.service';

/** `signIns` counts failed sign-ins for this app (decision 0004). */
export const accountRoutes = (deps: ServiceDeps, signIns: SignInThrottle) => [
  route(accountsEndpoints.authenticate, {
    summary:
      'Signs in by user name or e-mail address and password; answers an access token. When a second factor is wanted ' +
      '(decision 0026) it answers no token but `requiresTwoFactorVerification: true` with a single-use `twoFactorTicket`: ' +
      'step `verify` goes on at TokenAuth/AuthenticateSecondFactor, step `enrol` (staff without a second factor) at ' +
      'TokenAuth/CompleteTotpEnrolment or CompletePasskeyEnrolment.',
    access: 'anonymous',
    rateLimit: 'login',
    handler: (ctx, input) => accounts.authenticate(deps, ctx, input, signIns),
  }),
  route(accountsEndpoints.logout, {
    summary: 'Ends the session of the bearer token (and of `token` if it is the same user’s); it stops working at once.',
    access: 'anonymous',
    handler: (ctx, input) => accounts.logout(deps, ctx, input.token),
  }),
  // Two names for one call: clients use the second from the "send again" button.
  route(accountsEndpoints.resetPassword, {
    summary: 'Mails a fresh password reset link when the account exists (earlier links stop working); always answers true.',
    access: 'anonymous',
    rateLimit: 'anonymousWrite',
    handler: (ctx, input) => links.sendPasswordReset(deps, ctx, input.emailOrUsername),
  }),
  route(accountsEndpoints.resendEmailChangePassword, {
    summary: 'Mails a fresh password reset link when the account exists (earlier links stop working); always answers true.',
    access: 'anonymous',
    rateLimit: 'anonymousWrite',
    handler: (ctx, input) => links.sendPasswordReset(deps, ctx, input.emailOrUsername),
  }),
  route(accountsEndpoints.verifyTokenForResetPassword, {
    summary: 'Checks a mailed reset link (once) and answers a short-lived reset code.',
    access: 'anonymous',
    rateLimit: 'anonymousWrite',
    handler: (_ctx, input) => links.verifyTokenForResetPassword(deps, input.token),
  }),
  route(accountsEndpoints.changeNewPassword, {
    summary: 'Sets a new password with a reset code; every session of the user ends.',
    access: 'anonymous',
    rateLimit: 'anonymousWrite',
    handler: (_ctx, input) => links.changeNewPassword(deps, input),
  }),
  route(accountsEndpoints.verifyToken, {
    summary: 'Confirms an e-mail address with the link mailed on registration.',
    access: 'anonymous',
    rateLimit: 'anonymousWrite',
    handler: (_ctx, input) => links.verifyEmail(deps, input.token),
  }),
  route(accountsEndpoints.isTenantAvailable, {
    summary: 'Tells whether a tenant exists and is active (state 1 available, 2 inactive, 3 not found).',
    access: 'anonymous',
    rateLimit: 'anonymousWrite',
    handler: (_ctx, input) => links.isTenantAvailable(deps, input.tenancyName),
  }),
  route(accountsEndpoints.getCurrentLoginInformations, {
    summary: 'The application, the signed-in user (or null), the tenant and the user’s roles.',
    access: 'anonymous',
    handler: (ctx) => accounts.getCurrentLoginInformations(deps, ctx),
  }),
  route(accountsEndpoints.getUserConfiguration, {
    summary: 'Languages, permissions granted to the caller, public settings, clock and time zone; always 200.',
    access: 'anonymous',
    handler: (ctx) => accounts.getUserConfiguration(deps, ctx),
  }),
];
