import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { createLocalJWKSet, importJWK, jwtVerify, SignJWT, type JSONWebKeySet, type JWK } from 'jose';
import type { TestApp } from '../../test/harness';

/**
 * A wallet and a verifier written from the specifications alone (OpenID4VCI 1.0, SD-JWT and
 * SD-JWT VC, the Token Status List), with jose and node:crypto: nothing here imports the issuer's
 * code, so a test passes only if the issuer speaks the protocols as written.
 */

export const preAuthorizedGrant = 'urn:ietf:params:oauth:grant-type:pre-authorized_code';

interface Reply {
  status: number;
  body: any;
  text: string;
  headers: Record<string, unknown>;
}

/** HTTP to the app under test by absolute URL, as a wallet on a phone would send it. */
export function httpOf(t: TestApp) {
  return async (url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Reply> => {
    const target = new URL(url);
    const res = await t.app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: `${target.pathname}${target.search}`,
      headers: init.headers,
      payload: init.body,
    });
    let body: unknown;
    try {
      body = res.json();
    } catch {
      body = undefined;
    }
    return { status: res.statusCode, body, text: res.body, headers: res.headers };
  };
}

const json = (body: unknown) => ({ 'content-type': 'application/json', body: JSON.stringify(body) });
const b64json = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('base64url');

export class SpecWallet {
  readonly key = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  readonly publicJwk: JWK;
  /** What each step answered, for the tests that look at one. */
  readonly steps: Record<string, Reply> = {};

  constructor(private readonly http: ReturnType<typeof httpOf>) {
    const { kty, crv, x, y } = this.key.publicKey.export({ format: 'jwk' });
    this.publicJwk = { kty, crv, x, y };
  }

  /** A key proof (OpenID4VCI 1.0 appendix F.1) for the issuer and the nonce. */
  proof(issuer: string, nonce: string, options: { aud?: string; typ?: string } = {}) {
    return new SignJWT({ aud: options.aud ?? issuer, nonce })
      .setProtectedHeader({ alg: 'ES256', typ: options.typ ?? 'openid4vci-proof+jwt', jwk: this.publicJwk })
      .setIssuedAt()
      .sign(this.key.privateKey);
  }

  /** Offer → metadata → token → nonce → credential with proof: the pre-authorized code flow from a scanned QR code. */
  async receive(walletLink: string): Promise<string> {
    const link = new URL(walletLink);
    if (link.protocol !== 'openid-credential-offer:') throw new Error(`not a credential offer: ${walletLink}`);
    this.steps.offer = await this.http(link.searchParams.get('credential_offer_uri')!);
    if (this.steps.offer.status !== 200) throw new Error(`offer: ${this.steps.offer.status}`);
    const offer = this.steps.offer.body;
    const issuer: string = offer.credential_issuer;
    const metadata = (this.steps.metadata = await this.http(`${issuer}/.well-known/openid-credential-issuer`)).body;
    const authorizationServer = metadata.authorization_servers?.[0] ?? issuer;
    const oauth = (await this.http(`${authorizationServer}/.well-known/oauth-authorization-server`)).body;
    const code = offer.grants[preAuthorizedGrant]['pre-authorized_code'];
    const token = (this.steps.token = await this.http(oauth.token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: preAuthorizedGrant, 'pre-authorized_code': code }).toString(),
    }));
    if (token.status !== 200) throw new Error(`token: ${token.status} ${token.text}`);
    const nonce = (await this.http(metadata.nonce_endpoint, { method: 'POST' })).body.c_nonce;
    const { body, ...headers } = json({
      credential_configuration_id: offer.credential_configuration_ids[0],
      proofs: { jwt: [await this.proof(issuer, nonce)] },
    });
    const credential = (this.steps.credential = await this.http(metadata.credential_endpoint, {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${token.body.access_token}` },
      body,
    }));
    if (credential.status !== 200) throw new Error(`credential: ${credential.status} ${credential.text}`);
    return credential.body.credentials[0].credential;
  }

  /** The SD-JWT with only the chosen claims disclosed, and a key binding JWT for the verifier's audience and nonce. */
  async present(credential: string, disclose: string[], audience: string, nonce: string): Promise<string> {
    const [issuerJwt, ...rest] = credential.split('~');
    const chosen = rest.filter(Boolean).filter((disclosure) => disclose.includes(b64json(disclosure)[1]));
    const sdJwt = `${[issuerJwt, ...chosen].join('~')}~`;
    const keyBinding = await new SignJWT({ aud: audience, nonce, sd_hash: sha256(sdJwt) })
      .setProtectedHeader({ alg: 'ES256', typ: 'kb+jwt' })
      .setIssuedAt()
      .sign(this.key.privateKey);
    return `${sdJwt}${keyBinding}`;
  }
}

/** The status at `idx` of a status list token, its signature checked against the JWKS (Token Status List section 4). */
export async function statusOf(statusListJwt: string, jwks: JSONWebKeySet, uri: string, idx: number): Promise<number> {
  const { payload } = await jwtVerify(statusListJwt, createLocalJWKSet(jwks), { typ: 'statuslist+jwt', subject: uri });
  const list = payload.status_list as { bits: number; lst: string };
  const bytes = zlib.inflateSync(Buffer.from(list.lst, 'base64url'));
  const bit = idx * list.bits;
  return (bytes[Math.floor(bit / 8)] >> (bit % 8)) & ((1 << list.bits) - 1);
}

/**
 * A verifier offline (SD-JWT section 7, SD-JWT VC section 3.4): the issuer's signature with the
 * published keys, each disclosure against the signed digests, the key binding JWT against `cnf`,
 * its audience, nonce and `sd_hash`. Throws when anything does not hold; the claims shown otherwise.
 */
export async function verifyOffline(
  presentation: string,
  jwks: JSONWebKeySet,
  expected: { issuer: string; audience: string; nonce: string },
) {
  const parts = presentation.split('~');
  const keyBinding = parts.pop()!;
  const [issuerJwt, ...disclosures] = parts;
  const { payload, protectedHeader } = await jwtVerify(issuerJwt, createLocalJWKSet(jwks), { typ: 'dc+sd-jwt', issuer: expected.issuer });
  const digests = new Set(payload._sd as string[]);
  const claims: Record<string, unknown> = Object.fromEntries(
    Object.entries(payload).filter(([name]) => name !== '_sd' && name !== '_sd_alg'),
  );
  if (payload._sd_alg !== 'sha-256') throw new Error('unexpected _sd_alg');
  for (const disclosure of disclosures) {
    if (!digests.has(sha256(disclosure))) throw new Error('a disclosure the issuer did not sign');
    const [, name, value] = b64json(disclosure);
    claims[name] = value;
  }
  const holderKey = await importJWK((payload.cnf as { jwk: JWK }).jwk, 'ES256');
  const kb = await jwtVerify(keyBinding, holderKey, { typ: 'kb+jwt', audience: expected.audience, maxTokenAge: '5m' });
  if (kb.payload.nonce !== expected.nonce) throw new Error('the key binding JWT answers another nonce');
  if (kb.payload.sd_hash !== sha256(`${[issuerJwt, ...disclosures].join('~')}~`))
    throw new Error('the key binding JWT covers another presentation');
  return { claims, kid: protectedHeader.kid };
}
