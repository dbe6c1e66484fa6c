import { operatorLookupScopes, type OperatorLookupScope } from '../../../shared/contracts/operator-lookup';
import type { ServiceDeps } from '../../deps';
import { AppError, unauthorized } from '../../kernel/errors';
import { accessTokenSeconds, openAccessToken, sealAccessToken, secretMatches } from './client-credentials';
import { operatorLookupPolicy } from './operator-lookup.policy';
import { findLookupClient, findLookupClientByClientId } from './operator-lookup.queries';

/** An error of the token endpoint, answered as RFC 6749 section 5.2 writes it rather than in the ABP envelope. */
export class OAuthError extends Error {
  constructor(
    readonly status: 400 | 401,
    readonly error: 'invalid_request' | 'invalid_client' | 'unsupported_grant_type' | 'invalid_scope',
    readonly description: string,
  ) {
    super(description);
  }
}

export interface TokenRequest {
  /** From `Authorization: Basic`, when the client sent it; 'malformed' when it could not be read. */
  basic: { clientId: string; clientSecret: string } | null | 'malformed';
  form: Record<string, unknown>;
}

export interface TokenResponse {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  scope: string;
}

const formText = (form: Record<string, unknown>, key: string) => {
  const value = form[key];
  return typeof value === 'string' ? value : undefined;
};

/** POST /oauth/token with grant_type=client_credentials: a short-lived bearer token with the scopes granted. */
export async function issueAccessToken(deps: ServiceDeps, request: TokenRequest): Promise<TokenResponse> {
  const { basic, form } = request;
  if (basic === 'malformed') throw new OAuthError(401, 'invalid_client', 'The Basic credentials could not be read.');
  const grantType = formText(form, 'grant_type');
  if (!grantType) throw new OAuthError(400, 'invalid_request', 'grant_type is required.');
  if (grantType !== 'client_credentials') throw new OAuthError(400, 'unsupported_grant_type', 'Only client_credentials is granted.');
  const inForm = { clientId: formText(form, 'client_id'), clientSecret: formText(form, 'client_secret') };
  // RFC 6749 section 2.3: one way of authenticating per request.
  if (basic && inForm.clientSecret !== undefined)
    throw new OAuthError(400, 'invalid_request', 'Send the credentials either by Basic or in the form, not both.');
  const credentials = basic ?? inForm;
  if (!credentials.clientId || !credentials.clientSecret) throw new OAuthError(401, 'invalid_client', 'The client is not authenticated.');
  const client = await findLookupClientByClientId(deps.database.db, credentials.clientId.slice(0, 100));
  // The secret is hashed whether or not the client exists, so the time taken tells neither.
  const matches = secretMatches(deps.tokens.secrets, credentials.clientSecret.slice(0, 200), client?.secretHash ?? '0'.repeat(64));
  if (!client || !matches || client.revokedTime) throw new OAuthError(401, 'invalid_client', 'The client is not authenticated.');
  const granted = client.scopes as OperatorLookupScope[];
  const asked = formText(form, 'scope')?.split(' ').filter(Boolean);
  if (asked?.some((scope) => !granted.includes(scope as OperatorLookupScope)))
    throw new OAuthError(400, 'invalid_scope', `The client may ask for: ${granted.join(' ')}.`);
  const scopes = asked?.length ? operatorLookupScopes.filter((scope) => asked.includes(scope)) : granted;
  const expires = Math.floor(deps.now().getTime() / 1000) + accessTokenSeconds;
  return {
    access_token: sealAccessToken(deps.tokens.secrets, { client: client.id, scopes, expires }),
    token_type: 'Bearer',
    expires_in: accessTokenSeconds,
    scope: scopes.join(' '),
  };
}

/** RFC 6750 section 3.1: the token lacks the scope the call needs. */
export const insufficientScope = () => new AppError(403, 0, 'errors:forbidden', {}, 'operator-lookup:errors.insufficientScope');

export interface LookupClient {
  id: number;
  scopes: OperatorLookupScope[];
  requestsPerMinute: number;
}

/**
 * The client behind a bearer token, read from its row at every call: a revoked client, or a scope
 * since taken away, counts at once. 401 for no token, a forged or ended one, or a revoked client;
 * 403 for a client without the status scope.
 */
export async function authenticateLookupClient(deps: ServiceDeps, token: string | null): Promise<LookupClient> {
  const claims = token ? openAccessToken(deps.tokens.secrets, token, deps.now()) : null;
  if (!claims) throw unauthorized();
  const client = await findLookupClient(deps.database.db, claims.client);
  if (!client || client.revokedTime) throw unauthorized();
  const scopes = claims.scopes.filter((scope) => client.scopes.includes(scope));
  if (!operatorLookupPolicy.mayLookUp(scopes)) throw insufficientScope();
  return { id: client.id, scopes, requestsPerMinute: client.requestsPerMinute };
}
