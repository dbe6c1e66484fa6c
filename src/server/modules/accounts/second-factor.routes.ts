import { secondFactorEndpoints as e } from '../../../shared/contracts/second-factor';
import type { ServiceDeps } from '../../deps';
import { route } from '../../kernel/abp-route';
import type { SignInThrottle } from '../../kernel/sign-in-throttle';
import * as mine from './my-second-factors.service';
import * as step from './second-factor.service';

/** The second step of a sign-in, under the sign-in limits (`signIns`), and a person's own factors (decision 0026). */
export const secondFactorRoutes = (deps: ServiceDeps, signIns: SignInThrottle) => [
  route(e.authenticateSecondFactor, {
    summary:
      'The second step of a sign-in: the ticket Authenticate answered (`requiresTwoFactorVerification`, step `verify`) and ' +
      'a code of the authenticator app, a recovery code or a passkey’s assertion; answers the token reply. Wrong answers count ' +
      'as wrong passwords do (decision 0004).',
    access: 'anonymous',
    rateLimit: 'login',
    handler: (ctx, input) => step.authenticateSecondFactor(deps, ctx, input, signIns),
  }),
  route(e.beginSecondFactorPasskey, {
    summary: 'WebAuthn request options for the passkey answer to a second-factor ticket.',
    access: 'anonymous',
    rateLimit: 'login',
    handler: (_ctx, input) => step.beginSecondFactorPasskey(deps, input.twoFactorTicket),
  }),
  route(e.beginTotpEnrolment, {
    summary: 'With an enrolment ticket (staff without a second factor): a new authenticator-app secret, its otpauth address and QR code.',
    access: 'anonymous',
    rateLimit: 'login',
    handler: (_ctx, input) => step.beginTotpEnrolment(deps, input.twoFactorTicket),
  }),
  route(e.completeTotpEnrolment, {
    summary: 'With an enrolment ticket: the app’s first code confirms it; answers the token reply and ten recovery codes.',
    access: 'anonymous',
    rateLimit: 'login',
    handler: (ctx, input) => step.completeTotpEnrolment(deps, ctx, input, signIns),
  }),
  route(e.beginPasskeyEnrolment, {
    summary: 'With an enrolment ticket: WebAuthn creation options for a first passkey.',
    access: 'anonymous',
    rateLimit: 'login',
    handler: (_ctx, input) => step.beginPasskeyEnrolment(deps, input.twoFactorTicket),
  }),
  route(e.completePasskeyEnrolment, {
    summary: 'With an enrolment ticket: keeps the new passkey; answers the token reply and ten recovery codes.',
    access: 'anonymous',
    rateLimit: 'login',
    handler: (ctx, input) => step.completePasskeyEnrolment(deps, ctx, input, signIns),
  }),

  route(e.getMine, {
    summary: 'The signed-in user’s second factors: the app, passkeys, recovery codes left, and whether one is required.',
    access: 'signedIn',
    handler: (ctx) => mine.getMySecondFactors(deps, ctx),
  }),
  route(e.beginTotp, {
    summary: 'A new authenticator-app secret waiting for its first code; refused while an app is set up.',
    access: 'signedIn',
    handler: (ctx) => mine.beginMyTotp(deps, ctx),
  }),
  route(e.confirmTotp, {
    summary: 'Confirms the new app with its first code; answers recovery codes when the user had none.',
    access: 'signedIn',
    handler: (ctx, input) => mine.confirmMyTotp(deps, ctx, input.code),
  }),
  route(e.removeTotp, {
    summary: 'Removes the authenticator app; staff may not remove their last second factor.',
    access: 'signedIn',
    handler: (ctx) => mine.removeMyTotp(deps, ctx),
  }),
  route(e.beginPasskey, {
    summary: 'WebAuthn creation options for a new passkey of the signed-in user.',
    access: 'signedIn',
    handler: (ctx) => mine.beginMyPasskey(deps, ctx),
  }),
  route(e.addPasskey, {
    summary: 'Keeps a new passkey under a name; answers recovery codes when the user had none.',
    access: 'signedIn',
    handler: (ctx, input) => mine.addMyPasskey(deps, ctx, input.name, input.passkey),
  }),
  route(e.updatePasskey, {
    summary: 'Renames one of the signed-in user’s passkeys.',
    access: 'signedIn',
    handler: (ctx, input) => mine.renameMyPasskey(deps, ctx, input.id, input.name),
  }),
  route(e.deletePasskey, {
    summary: 'Removes one of the signed-in user’s passkeys; staff may not remove their last second factor.',
    access: 'signedIn',
    handler: (ctx, input) => mine.deleteMyPasskey(deps, ctx, input.id),
  }),
  route(e.regenerateRecoveryCodes, {
    summary: 'Ten new recovery codes in place of the old ones; only with a second factor set up.',
    access: 'signedIn',
    handler: (ctx) => mine.regenerateMyRecoveryCodes(deps, ctx),
  }),
];
