import crypto from 'node:crypto';
import type { IdLoginHandlerResult, IdPersonDto } from '../../../shared/contracts/id-login';
import type { ServiceDeps } from '../../deps';
import { IdProviderError, type IdPerson } from '../../adapters/id-provider/provider';
import type { RequestContext } from '../../kernel/context';
import { AppError, businessError } from '../../kernel/errors';
import {
  consumeAttempt,
  findAccountByEmail,
  findAccountBySubject,
  heldTokens,
  insertAttempt,
  insertPending,
  isTenantOpen,
} from './id-login.queries';
import { idLoginPolicy } from './id-login.policy';
import { hashBrowserKey, isSameBrowser } from './browser-binding';
import { courseRedirectAfterIdLogin, signInThroughProvider } from './id-sign-in';
import { bindAccountOpenedByProvider } from './first-binding';
import { proveByDelegatedLogin } from '../organizations';

const minute = 60_000;
/** Long enough to pick a person at the provider (or fetch one's phone); the state works once. */
export const attemptLifetimeMs = 10 * minute;
/** Long enough to choose a type and give an address, or to remember a password. */
export const pendingLifetimeMs = 30 * minute;

/**
 * What the provider's answers mean to the caller: a refusal is the person's to start again; a
 * provider that could not be asked is a 502, so the browser can offer to try again. The provider's
 * own error stays attached, for the log.
 */
export function providerFailure(error: unknown): Error {
  if (!(error instanceof IdProviderError)) return error as Error;
  const failure =
    error.reason === 'refused' ? businessError('errors:idLogin.refused') : new AppError(502, 0, 'errors:idLogin.providerUnavailable');
  return Object.assign(failure, { cause: error });
}

const random = () => crypto.randomBytes(32).toString('base64url');

/**
 * Account/GetIDLoginUrl: the provider's authorization address for a new login, its state, nonce
 * and PKCE verifier kept on the server for the answer to match.
 */
export async function getIdLoginUrl(deps: ServiceDeps, ctx: RequestContext, input: { returnUrl?: string | undefined }, browserKey: string) {
  const returnUrl = idLoginPolicy.returnUrl(input.returnUrl);
  const attempt = { state: random(), nonce: random(), codeVerifier: random() };
  let authorizationUrl: string;
  try {
    authorizationUrl = await deps.idProvider.authorizationUrl({ ...attempt, language: ctx.language });
  } catch (error) {
    throw providerFailure(error);
  }
  await insertAttempt(deps.database.db, {
    ...attempt,
    tenantId: ctx.tenantId,
    returnUrl,
    browserKeyHash: hashBrowserKey(browserKey),
    expiresAt: new Date(deps.now().getTime() + attemptLifetimeMs),
  });
  return { authorizationUrl, isDevelopmentProvider: deps.idProvider.kind === 'development' };
}

export const toPersonDto = (person: IdPerson): IdPersonDto => ({
  name: person.name,
  surname: person.surname,
  idNumber: person.idNumber,
  dateOfBirth: person.dateOfBirth,
  emailAddress: person.email,
});

/**
 * Account/IDLoginHandler: the browser's return from the provider. The state names a live attempt
 * of this tenant, used up here whatever follows; the code is exchanged on the server, where
 * openid-client checks the state, the nonce and the PKCE verifier. Then the person, by the
 * provider's subject alone (decision 0021; a kennitala typed on an account is never a key):
 * - the provider proved an account to be this subject: signed in, and where the person acted for a
 *   company, their claim to its number proved;
 * - none is, but the provider opened an account with this kennitala before bindings were kept:
 *   bound now, and signed in (`first-binding.ts`);
 * - none, but the provider vouched for an address an account has, and no person is proved on
 *   that account yet: it may be linked, once its password is proved (Account/LinkIDLogin);
 * - otherwise a registration at step 2 (Account/RegisterByIDLogin).
 */
export async function idLoginHandler(
  deps: ServiceDeps,
  ctx: RequestContext,
  input: { code: string; state: string },
  browserKey: string | null,
): Promise<IdLoginHandlerResult> {
  const { db } = deps.database;
  const now = deps.now();
  const attempt = await consumeAttempt(db, ctx.tenantId, input.state, now);
  if (!attempt) throw businessError('errors:idLogin.stateInvalid');
  // Used up all the same: a code and state opened in another browser are nobody's afterwards.
  if (!isSameBrowser(attempt.browserKeyHash, browserKey)) throw businessError('errors:idLogin.otherBrowser');
  // As with a password: nobody signs in to a tenant that has been switched off.
  if (!(await isTenantOpen(db, attempt.tenantId))) throw businessError('errors:tenantInactive');

  let login;
  try {
    login = await deps.idProvider.exchangeCode({
      code: input.code,
      state: attempt.state,
      nonce: attempt.nonce,
      codeVerifier: attempt.codeVerifier,
    });
  } catch (error) {
    throw providerFailure(error);
  }
  const { person } = login;
  const tokens = heldTokens(login.tokens, now);
  if (!person) throw businessError('errors:idLogin.personIncomplete');

  const tenantId = attempt.tenantId;
  const account =
    (await findAccountBySubject(db, tenantId, deps.idProvider.issuer, person.subject)) ??
    (await bindAccountOpenedByProvider(deps, tenantId, person));
  if (account) {
    idLoginPolicy.signIn(account);
    // Acting for a company proves the person's claim to its number (decision 0023).
    if (person.actingFor) await proveByDelegatedLogin(deps, tenantId, account.id, person.actingFor);
    const session = await signInThroughProvider(deps, ctx, account, { person, tokens });
    return {
      ...session,
      outcome: 'signedIn',
      returnUrl: attempt.returnUrl,
      courseRedirectUrl: await courseRedirectAfterIdLogin(deps, account.userTypeId),
    };
  }

  const pending = { tenantId, person, providerTokens: tokens, expiresAt: new Date(now.getTime() + pendingLifetimeMs) };
  const sameAddress = person.email ? await findAccountByEmail(db, tenantId, person.email) : undefined;
  if (sameAddress && idLoginPolicy.mayLink(sameAddress, person.emailVerified)) {
    const linkToken = await insertPending(db, { ...pending, purpose: 'link', userId: sameAddress.id });
    return { outcome: 'link', linkToken, person: toPersonDto(person), userNameOrEmailAddress: sameAddress.userName };
  }
  const registrationToken = await insertPending(db, { ...pending, purpose: 'register', userId: null });
  return { outcome: 'register', registrationToken, person: toPersonDto(person) };
}
