import { z } from 'zod';
import { userTypeIds } from '../enums';
import { authenticateResult } from './accounts';
import { emailAddress, text } from './common';
import { endpoint } from './endpoint';

/**
 * Login with the national electronic ID through Ísland.is (OpenID Connect, authorization code
 * with PKCE), and registration through it (decision 0014, docs/id-login.md). The browser never
 * holds the provider's tokens: the server keeps them beside the portal session it opens.
 */

const stateParam = text().trim().min(10).max(200);
const idLoginToken = text().trim().min(10).max(200);

/** Where the browser goes to log in: the provider's authorization address, state and PKCE kept on the server. */
export const idLoginStartInput = z.object({
  /** A path on this site to come back to after login. */
  returnUrl: text().trim().max(500).optional(),
});
export const idLoginStartResult = z.object({
  authorizationUrl: z.string(),
  /** True when the built-in development provider stands in for Ísland.is: the screen says it is a test login. */
  isDevelopmentProvider: z.boolean(),
});

export const idLoginHandlerInput = z.object({ code: text().trim().min(1).max(2000), state: stateParam });

/** The person as the provider vouches for them: shown, never editable, in the registration. */
export const idPersonDto = z.object({
  name: z.string(),
  surname: z.string(),
  idNumber: z.string(),
  dateOfBirth: z.string().nullable(),
  emailAddress: z.string().nullable(),
});
export type IdPersonDto = z.infer<typeof idPersonDto>;

/**
 * IDLoginHandler's answer: signed in (as Authenticate answers), or a registration to finish, or an
 * existing account with the same verified e-mail that may be linked once its password is proved.
 */
export const idLoginHandlerResult = z.discriminatedUnion('outcome', [
  authenticateResult.extend({
    outcome: z.literal('signedIn'),
    isIdLogin: z.literal(true),
    returnUrl: z.string().nullable(),
    /** Where a pilot goes next: the external course platform's national-ID redirect, when set. */
    courseRedirectUrl: z.string().nullable(),
  }),
  z.object({ outcome: z.literal('register'), registrationToken: z.string(), person: idPersonDto }),
  z.object({ outcome: z.literal('link'), linkToken: z.string(), person: idPersonDto, userNameOrEmailAddress: z.string() }),
]);
export type IdLoginHandlerResult = z.infer<typeof idLoginHandlerResult>;

/** Step 1 done by the provider: the person chooses their type and gives an e-mail address; then step 2. */
export const registerByIdLoginInput = z.object({
  registrationToken: idLoginToken,
  userTypeId: z
    .number()
    .int()
    .min(Math.min(...userTypeIds))
    .max(Math.max(...userTypeIds)),
  emailAddress,
  countryCode: text().trim().length(2).default('IS'),
});
export const linkIdLoginInput = z.object({ linkToken: idLoginToken, password: text().min(1).max(128) });

/** Section 4's "time left": seconds until the provider's token runs out; below zero means log out. */
export const idTimeLeftResult = z.object({ secondsLeft: z.number().int(), isIdLogin: z.boolean() });
export const refreshInput = z.object({ token: text().max(4096).optional() });
export const idLogoutResult = z.object({
  /** The provider's end-session address with the id token hint; null when the login was not through it. */
  endSessionUrl: z.string().nullable(),
});

const A = 'Account';

export const idLoginProviderResult = z.object({ isDevelopmentProvider: z.boolean() });

export const idLoginEndpoints = {
  /** Which provider stands behind the login, for the login screen to say so before anyone clicks; nothing is recorded. */
  getIdLoginProvider: endpoint({ service: A, method: 'GetIDLoginProvider', result: idLoginProviderResult }),
  getIdLoginUrl: endpoint({ service: A, method: 'GetIDLoginUrl', input: idLoginStartInput, result: idLoginStartResult }),
  idLoginHandler: endpoint({
    service: A,
    method: 'IDLoginHandler',
    path: '/api/Account/IDLoginHandler',
    input: idLoginHandlerInput,
    result: idLoginHandlerResult,
  }),
  registerByIdLogin: endpoint({
    service: A,
    method: 'RegisterByIDLogin',
    path: '/api/Account/RegisterByIDLogin',
    input: registerByIdLoginInput,
    result: authenticateResult.extend({ isIdLogin: z.literal(true) }),
  }),
  linkIdLogin: endpoint({
    service: A,
    method: 'LinkIDLogin',
    path: '/api/Account/LinkIDLogin',
    input: linkIdLoginInput,
    result: authenticateResult.extend({ isIdLogin: z.literal(true) }),
  }),
  getIdTimeLeft: endpoint({ service: A, method: 'GetIDLoginTimeLeft', result: idTimeLeftResult }),
  refreshIdPortenToken: endpoint({
    service: A,
    method: 'RefreshIDPortenToken',
    path: '/api/Account/RefreshIDPortenToken',
    verb: 'GET',
    input: refreshInput,
    result: idTimeLeftResult,
  }),
  getIdLogoutUrl: endpoint({ service: A, method: 'GetIDLogoutUrl', result: idLogoutResult }),
};
