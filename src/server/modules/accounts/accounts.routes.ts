import { z } from 'zod';
import {
  authenticateInput,
  authenticateResult,
  changeNewPasswordInput,
  currentLoginInformations,
  emailOrUsernameInput,
  isTenantAvailableInput,
  isTenantAvailableResult,
  logoutInput,
  registerInput,
  registerResult,
  tokenInput,
  userConfiguration,
  verifyEmailResult,
  verifyResetTokenResult,
} from '../../../shared/contracts/accounts';
import type { ServiceDeps } from '../../deps';
import { defineRoute } from '../../kernel/abp-route';
import type { SignInThrottle } from '../../kernel/sign-in-throttle';
import * as accounts from './accounts.service';
import * as links from './accounts.links.service';

const tokenAuth = (method: string) => ({ service: 'TokenAuth', method, path: `/api/TokenAuth/${method}` });

/** `signIns` counts failed sign-ins for this app (decision 0004). */
export const accountRoutes = (deps: ServiceDeps, signIns: SignInThrottle) => [
  defineRoute({
    ...tokenAuth('Authenticate'),
    summary: 'Signs in by user name or e-mail address and password; answers an access token.',
    access: 'anonymous',
    rateLimit: 'login',
    input: authenticateInput,
    result: authenticateResult,
    handler: (ctx, input) => accounts.authenticate(deps, ctx, input, signIns),
  }),
  defineRoute({
    ...tokenAuth('Logout'),
    summary: 'Ends the session of the bearer token (and of `token` if it is the same user’s); it stops working at once.',
    access: 'anonymous',
    input: logoutInput,
    result: z.boolean(),
    handler: (ctx, input) => accounts.logout(deps, ctx, input.token),
  }),
  // Two names for one call: clients use the second from the "send again" button.
  ...(['ResetPassword', 'ResendEmailChangePassword'] as const).map((method) =>
    defineRoute({
      ...tokenAuth(method),
      summary: 'Mails a fresh password reset link when the account exists (earlier links stop working); always answers true.',
      access: 'anonymous',
      rateLimit: 'anonymousWrite',
      input: emailOrUsernameInput,
      result: z.boolean(),
      handler: (ctx, input) => links.sendPasswordReset(deps, ctx, input.emailOrUsername),
    }),
  ),
  defineRoute({
    ...tokenAuth('VerifyTokenForResetPassword'),
    summary: 'Checks a mailed reset link (once) and answers a short-lived reset code.',
    access: 'anonymous',
    rateLimit: 'anonymousWrite',
    input: tokenInput,
    result: verifyResetTokenResult,
    handler: (_ctx, input) => links.verifyTokenForResetPassword(deps, input.token),
  }),
  defineRoute({
    ...tokenAuth('ChangeNewPassword'),
    summary: 'Sets a new password with a reset code; every session of the user ends.',
    access: 'anonymous',
    rateLimit: 'anonymousWrite',
    input: changeNewPasswordInput,
    result: z.boolean(),
    handler: (_ctx, input) => links.changeNewPassword(deps, input),
  }),
  defineRoute({
    ...tokenAuth('VerifyToken'),
    summary: 'Confirms an e-mail address with the link mailed on registration.',
    access: 'anonymous',
    rateLimit: 'anonymousWrite',
    input: tokenInput,
    result: verifyEmailResult,
    handler: (_ctx, input) => links.verifyEmail(deps, input.token),
  }),
  defineRoute({
    service: 'Account',
    method: 'IsTenantAvailable',
    summary: 'Tells whether a tenant exists and is active (state 1 available, 2 inactive, 3 not found).',
    access: 'anonymous',
    rateLimit: 'anonymousWrite',
    input: isTenantAvailableInput,
    result: isTenantAvailableResult,
    handler: (_ctx, input) => links.isTenantAvailable(deps, input.tenancyName),
  }),
  defineRoute({
    service: 'Account',
    method: 'Register',
    summary: 'Registers a pilot and mails a link to confirm the e-mail address.',
    access: 'anonymous',
    rateLimit: 'anonymousWrite',
    input: registerInput,
    result: registerResult,
    handler: (ctx, input) => links.register(deps, ctx, input),
  }),
  defineRoute({
    service: 'Session',
    method: 'GetCurrentLoginInformations',
    summary: 'The application, the signed-in user (or null), the tenant and the user’s roles.',
    access: 'anonymous',
    result: currentLoginInformations,
    handler: (ctx) => accounts.getCurrentLoginInformations(deps, ctx),
  }),
  defineRoute({
    service: 'AbpUserConfiguration',
    method: 'GetAll',
    path: '/AbpUserConfiguration/GetAll',
    verb: 'GET',
    summary: 'Languages, permissions granted to the caller, public settings, clock and time zone; always 200.',
    access: 'anonymous',
    result: userConfiguration,
    handler: (ctx) => accounts.getUserConfiguration(deps, ctx),
  }),
];
