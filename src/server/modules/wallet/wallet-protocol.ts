import crypto from 'node:crypto';
import type { ServiceDeps } from '../../deps';

/**
 * What the wallet-facing calls share: the issuer's identifier and addresses, the one credential
 * configuration, the hashes and the nonces. OpenID4VCI 1.0, pre-authorized code flow (decision 0045).
 */

export const issuerOf = (deps: Pick<ServiceDeps, 'publicUrl'>) => deps.publicUrl.replace(/\/+$/, '');

export const walletPaths = {
  issuerMetadata: '/.well-known/openid-credential-issuer',
  authorizationServerMetadata: '/.well-known/oauth-authorization-server',
  jwtVcIssuer: '/.well-known/jwt-vc-issuer',
  jwks: '/api/wallet/jwks',
  offer: '/api/wallet/credential-offers',
  token: '/api/wallet/token',
  nonce: '/api/wallet/nonce',
  credential: '/api/wallet/credential',
  statusList: '/api/wallet/status-lists/1',
} as const;

export const preAuthorizedGrant = 'urn:ietf:params:oauth:grant-type:pre-authorized_code';
export const credentialConfigurationId = 'DronePilotCertificate';
export const vctOf = (deps: Pick<ServiceDeps, 'publicUrl'>) => `${issuerOf(deps)}/credentials/drone-pilot-certificate`;

/** How long each step may wait for the next. */
export const lifetimes = { offerSeconds: 600, accessTokenSeconds: 300, nonceSeconds: 300, statusListSeconds: 300 } as const;

export const sha256 = (value: string) => crypto.createHash('sha256').update(value, 'utf8').digest('base64url');
export const randomToken = () => crypto.randomBytes(32).toString('base64url');

/**
 * A `c_nonce` the server need not keep: its expiry, a random part and a keyed hash of both, so
 * any instance recognises it and nobody else can make one.
 */
export function newNonce(deps: ServiceDeps): string {
  const body = `${Math.floor(deps.now().getTime() / 1000) + lifetimes.nonceSeconds}.${crypto.randomBytes(16).toString('base64url')}`;
  return `${body}.${deps.tokens.secrets.keyedHash(`c_nonce:${body}`)}`;
}

export function isLiveNonce(deps: ServiceDeps, nonce: unknown): boolean {
  if (typeof nonce !== 'string') return false;
  const cut = nonce.lastIndexOf('.');
  if (cut < 0) return false;
  const body = nonce.slice(0, cut);
  const expected = Buffer.from(deps.tokens.secrets.keyedHash(`c_nonce:${body}`));
  const given = Buffer.from(nonce.slice(cut + 1));
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return false;
  return Number(body.split('.')[0]) * 1000 > deps.now().getTime();
}

/** An OAuth error reply (RFC 6749 section 5.2, OpenID4VCI section 8.3.1.2). */
export class ProtocolError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly description: string,
  ) {
    super(description);
  }
}

/** The certificate type as the credential names it. */
export const certificateTypeCode = (certificateId: number) => (certificateId === 2 ? 'A2' : 'A1/A3');
