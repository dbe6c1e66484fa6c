import crypto from 'node:crypto';
import type { JWK } from 'jose';
import { isLoopback, openIdClient, type OpenIdClient } from './client';

export { IdProviderError, type ProviderTokens, type RefreshedTokens } from './client';
export type { IdPerson } from './person';

/**
 * Which identity provider the portal signs people in with (docs/id-login.md). With a client
 * configured (`OIDC_ISSUER`, `OIDC_CLIENT_ID`, `OIDC_CLIENT_SECRET`) it is Ísland.is; without one
 * it is the built-in development provider on `/dev-idp`, which speaks the same protocol and keys
 * of this installation's own, and lists made-up test persons to sign in as.
 */
export interface IdProvider extends Omit<OpenIdClient, 'endSessionUrl'> {
  kind: 'islandis' | 'development';
  issuer: string;
  clientId: string;
  /** Where the provider sends the browser back: the web app's `/signin-oidc`. */
  redirectUri: string;
  /** Where the browser lands after the provider's logout: the home page. */
  postLogoutRedirectUri: string;
  /** The address the provider loads (in a frame) to end the portal's sessions of one of its sessions. */
  frontChannelLogoutUri: string;
  endSessionUrl(language: string): Promise<string>;
  /** The development provider's own client secret and keys, for mounting it; absent for Ísland.is. */
  development?: DevelopmentSecrets;
}

export interface DevelopmentSecrets {
  clientSecret: string;
  /** Sign the provider's cookies. */
  cookieKeys: string[];
  /** The private key that signs its ID tokens. */
  signingKey: JWK;
}

export const developmentProviderPath = '/dev-idp';
export const developmentClientId = 'drone-portal';
export const frontChannelLogoutPath = '/api/Account/FrontChannelLogout';
/** `offline_access` asks Ísland.is for a refresh token; the rest name the claims the portal reads (person.ts). */
/** The register's address and phone come under their own scopes (decision 0021 and issue 35's `isKRR` items). */
export const idLoginScope = 'openid profile email address phone offline_access';

interface Endpoints {
  redirectUri: string;
  postLogoutRedirectUri: string;
  frontChannelLogoutUri: string;
}

const endpointsOf = (publicUrl: string): Endpoints => ({
  redirectUri: `${publicUrl}/signin-oidc`,
  postLogoutRedirectUri: `${publicUrl}/`,
  frontChannelLogoutUri: `${publicUrl}${frontChannelLogoutPath}`,
});

function providerOf(
  kind: IdProvider['kind'],
  publicUrl: string,
  client: { issuer: string; clientId: string; clientSecret: string; idTokenAlgorithm?: string },
  get: typeof fetch,
): IdProvider {
  const endpoints = endpointsOf(publicUrl);
  const openId = openIdClient({
    ...client,
    redirectUri: endpoints.redirectUri,
    scope: idLoginScope,
    allowHttp: kind === 'development' || isLoopback(client.issuer),
    fetch: get,
  });
  return {
    kind,
    issuer: client.issuer,
    clientId: client.clientId,
    ...endpoints,
    ...openId,
    endSessionUrl: (language) => openId.endSessionUrl(endpoints.postLogoutRedirectUri, language),
  };
}

/** Ísland.is, with the portal's client there. */
export function islandIsProvider(
  publicUrl: string,
  config: { issuer: string; clientId: string; clientSecret: string },
  options: { fetch?: typeof fetch } = {},
): IdProvider {
  return providerOf('islandis', publicUrl, config, options.fetch ?? fetch);
}

const derive = (secret: string, purpose: string) => crypto.createHmac('sha256', secret).update(purpose).digest();

/**
 * A P-256 key made from the installation's secret, so every instance and every restart signs
 * alike and nothing secret is stored or committed. The hash is a valid private scalar but for a
 * chance of one in 2^32; the next counter is taken then.
 */
export function derivedSigningKey(secret: string): JWK {
  for (let counter = 0; ; counter++) {
    const d = derive(secret, `development identity provider signing key ${counter}`);
    try {
      const ecdh = crypto.createECDH('prime256v1');
      ecdh.setPrivateKey(d);
      const point = ecdh.getPublicKey();
      const jwk = {
        kty: 'EC',
        crv: 'P-256',
        d: d.toString('base64url'),
        x: point.subarray(1, 33).toString('base64url'),
        y: point.subarray(33, 65).toString('base64url'),
      };
      crypto.createPrivateKey({ key: jwk, format: 'jwk' });
      const kid = crypto.createHash('sha256').update(`${jwk.x}.${jwk.y}`).digest('base64url').slice(0, 16);
      return { ...jwk, kid, alg: 'ES256', use: 'sig' };
    } catch {
      // out of range: try the next
    }
  }
}

/**
 * The development provider on the portal's own address, its client secret and keys derived from
 * the installation's secret (as the sandbox card provider's code is).
 */
export function developmentIdProvider(publicUrl: string, installationSecret: string, options: { fetch?: typeof fetch } = {}): IdProvider {
  const development: DevelopmentSecrets = {
    clientSecret: derive(installationSecret, 'development identity provider client').toString('base64url'),
    cookieKeys: [derive(installationSecret, 'development identity provider cookies').toString('base64url')],
    signingKey: derivedSigningKey(installationSecret),
  };
  // Looked up at each call, so a test can route it to the app built after the provider.
  const get: typeof fetch = (input, init) => (options.fetch ?? fetch)(input, init);
  const provider = providerOf(
    'development',
    publicUrl,
    {
      issuer: `${publicUrl}${developmentProviderPath}`,
      clientId: developmentClientId,
      clientSecret: development.clientSecret,
      idTokenAlgorithm: 'ES256',
    },
    get,
  );
  return { ...provider, development };
}
