import * as oidc from 'openid-client';
import { personOf, type IdPerson } from './person';

/** What the portal keeps of a login at the provider, beside the portal session (never in the browser). */
export interface ProviderTokens {
  idToken: string;
  refreshToken: string | null;
  /** Seconds the access token lives from now. */
  expiresIn: number;
  /** The provider's session, which its front-channel logout names. */
  sid: string | null;
}

/** A refresh may leave out the ID token and the refresh token: the earlier ones stay good. */
export type RefreshedTokens = Omit<ProviderTokens, 'idToken' | 'sid'> & { idToken: string | null };

/**
 * `refused`: the provider said no (a bad code, a spent refresh token, a failed check of its
 * answer). `unavailable`: it could not be asked. Only a refusal ends a portal session.
 */
export class IdProviderError extends Error {
  constructor(
    readonly reason: 'refused' | 'unavailable',
    options: { cause: unknown },
  ) {
    super(`identity provider ${reason}`, options);
  }
}

export interface ClientSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  scope: string;
  /** Plain http only for the development provider or a provider on this machine. */
  allowHttp: boolean;
  /** The provider's ID token algorithm when it is not RS256. */
  idTokenAlgorithm?: string;
  fetch: typeof fetch;
}

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);
export const isLoopback = (url: string) => loopbackHosts.has(new URL(url).hostname);

/** Without expires_in the token is taken to live an hour, Ísland.is's usual lifetime. */
const defaultExpiresIn = 3600;

/** The provider answered with something other than a protocol answer: it is down or misconfigured, not saying no. */
const notAnAnswer = new Set(['OAUTH_RESPONSE_IS_NOT_CONFORM', 'OAUTH_RESPONSE_IS_NOT_JSON']);

/** OAuth errors that say the provider is in trouble, not that the request was wrong. */
const troubleCodes = new Set(['server_error', 'temporarily_unavailable']);

function classify(error: unknown): IdProviderError {
  if (error instanceof IdProviderError) return error;
  if (error instanceof oidc.ResponseBodyError && (error.status >= 500 || troubleCodes.has(error.error))) {
    return new IdProviderError('unavailable', { cause: error });
  }
  // An error answer, or an answer that failed a check (state, nonce, signature, times): a no.
  const refused =
    error instanceof oidc.ResponseBodyError ||
    error instanceof oidc.AuthorizationResponseError ||
    error instanceof oidc.WWWAuthenticateChallengeError ||
    (error instanceof oidc.ClientError && !notAnAnswer.has(error.code ?? ''));
  return new IdProviderError(refused ? 'refused' : 'unavailable', { cause: error });
}

/**
 * The portal's client at the provider (openid-client): the authorization code flow with PKCE
 * S256, state and nonce; refresh; and the provider's logout. The provider's metadata is read
 * once, at first use, and read again after a failure.
 */
export function openIdClient(settings: ClientSettings) {
  let configuration: Promise<oidc.Configuration> | null = null;
  const configured = () =>
    (configuration ??= oidc
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        {
          client_secret: settings.clientSecret,
          ...(settings.idTokenAlgorithm ? { id_token_signed_response_alg: settings.idTokenAlgorithm } : {}),
        },
        oidc.ClientSecretPost(settings.clientSecret),
        {
          execute: settings.allowHttp ? [oidc.allowInsecureRequests] : [],
          [oidc.customFetch]: settings.fetch as oidc.CustomFetch,
          timeout: 10,
        },
      )
      .catch((error: unknown) => {
        configuration = null;
        // Whatever went wrong (unreachable, http refused, another issuer), nobody was told no.
        throw new IdProviderError('unavailable', { cause: error });
      }));

  const expiresIn = (tokens: { expiresIn(): number | undefined }) => tokens.expiresIn() ?? defaultExpiresIn;

  return {
    async authorizationUrl(request: { state: string; nonce: string; codeVerifier: string; language: string }): Promise<string> {
      const config = await configured();
      return oidc
        .buildAuthorizationUrl(config, {
          redirect_uri: settings.redirectUri,
          response_type: 'code',
          scope: settings.scope,
          state: request.state,
          nonce: request.nonce,
          code_challenge: await oidc.calculatePKCECodeChallenge(request.codeVerifier),
          code_challenge_method: 'S256',
          ui_locales: request.language,
        })
        .toString();
    },

    /** Exchanges the code on the server, checking state, nonce and PKCE; answers the person and the tokens. */
    async exchangeCode(response: {
      code: string;
      state: string;
      nonce: string;
      codeVerifier: string;
    }): Promise<{ person: IdPerson | null; tokens: ProviderTokens }> {
      const config = await configured();
      const callback = new URL(settings.redirectUri);
      callback.searchParams.set('code', response.code);
      callback.searchParams.set('state', response.state);
      // The browser hands over code and state only. With one provider there is no mix-up for `iss` to
      // guard against, so the provider's own issuer stands in for it where the provider sends one.
      if (config.serverMetadata().authorization_response_iss_parameter_supported)
        callback.searchParams.set('iss', config.serverMetadata().issuer);
      try {
        const tokens = await oidc.authorizationCodeGrant(config, callback, {
          pkceCodeVerifier: response.codeVerifier,
          expectedState: response.state,
          expectedNonce: response.nonce,
          idTokenExpected: true,
        });
        const claims: Record<string, unknown> = { ...tokens.claims() };
        let person = personOf(claims);
        // A provider may keep the person's details to the userinfo answer.
        if (!person && tokens.access_token && config.serverMetadata().userinfo_endpoint) {
          const userinfo = await oidc.fetchUserInfo(config, tokens.access_token, String(claims.sub));
          person = personOf({ ...userinfo, ...claims, sub: claims.sub });
        }
        return {
          person,
          tokens: {
            idToken: tokens.id_token!,
            refreshToken: tokens.refresh_token ?? null,
            expiresIn: expiresIn(tokens),
            sid: typeof claims.sid === 'string' ? claims.sid : null,
          },
        };
      } catch (error) {
        throw classify(error);
      }
    },

    async refresh(refreshToken: string): Promise<RefreshedTokens> {
      const config = await configured();
      try {
        const tokens = await oidc.refreshTokenGrant(config, refreshToken);
        return { idToken: tokens.id_token ?? null, refreshToken: tokens.refresh_token ?? null, expiresIn: expiresIn(tokens) };
      } catch (error) {
        throw classify(error);
      }
    },

    /**
     * The provider's end-session address, naming the portal by its client id and never carrying
     * the ID token (RP-Initiated Logout 1.0 allows `client_id` in its place): the address passes
     * through the browser and stays in its history. The provider's logout page speaks the
     * person's language, as its login page did.
     */
    async endSessionUrl(postLogoutRedirectUri: string, language: string): Promise<string> {
      const config = await configured();
      return oidc.buildEndSessionUrl(config, { post_logout_redirect_uri: postLogoutRedirectUri, ui_locales: language }).toString();
    },
  };
}

export type OpenIdClient = ReturnType<typeof openIdClient>;
