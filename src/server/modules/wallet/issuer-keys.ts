import crypto from 'node:crypto';
import { calculateJwkThumbprint } from 'jose';
import type { ServiceDeps } from '../../deps';
import { findIssuerKeys, findSigningKey, insertSigningKey, retireSigningKey, type IssuerKeyRow } from './wallet.queries';

/** The public half as published: the JWK with its `kid`, `alg` and `use`. */
export type PublishedKey = Record<string, string>;

export interface SigningKey {
  kid: string;
  privateKey: crypto.KeyObject;
  publicJwk: PublishedKey;
}

const sealContext = (kid: string) => `credential_issuer_keys:${kid}`;

function publicJwkOf(row: IssuerKeyRow): PublishedKey {
  return { ...row.publicJwk, kid: row.kid, alg: 'ES256', use: 'sig' };
}

/** A new P-256 key, its kid the RFC 7638 thumbprint of its public half, its private half sealed. */
async function newKey(deps: ServiceDeps) {
  const { publicKey, privateKey } = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const { kty, crv, x, y } = publicKey.export({ format: 'jwk' }) as Record<string, string>;
  const publicJwk = { kty, crv, x, y };
  const kid = await calculateJwkThumbprint(publicJwk, 'sha256');
  const privateJwk = JSON.stringify(privateKey.export({ format: 'jwk' }));
  return { kid, publicJwk, privateJwkSealed: deps.tokens.secrets.seal(privateJwk, sealContext(kid)) };
}

/**
 * The key that signs now: made at the installation's first need and kept, sealed with the
 * installation secret's box; the first of several instances to make one wins, the others read it.
 */
export async function signingKey(deps: ServiceDeps, retired = 0): Promise<SigningKey> {
  const db = deps.database.db;
  let row = await findSigningKey(db);
  if (!row) {
    await insertSigningKey(db, await newKey(deps));
    row = await findSigningKey(db);
    if (!row) throw new Error('the credential issuer key was neither made nor found');
  }
  const privateJwk = deps.tokens.secrets.open(row.privateJwkSealed, sealContext(row.kid));
  if (privateJwk === null) {
    if (retired > 1) throw new Error('the installation secret opens no credential issuer key');
    // A new installation secret: the key can sign no more, but its public half stays published,
    // so what it signed stays verifiable; a new key takes over.
    await retireSigningKey(db, row.kid, deps.now());
    return signingKey(deps, retired + 1);
  }
  return { kid: row.kid, privateKey: crypto.createPrivateKey({ key: JSON.parse(privateJwk), format: 'jwk' }), publicJwk: publicJwkOf(row) };
}

/** Every key that ever signed, so that each credential stays verifiable: the JWKS. */
export async function publishedKeys(deps: ServiceDeps): Promise<PublishedKey[]> {
  await signingKey(deps);
  return (await findIssuerKeys(deps.database.db)).map(publicJwkOf);
}

/** A new signing key; the one before is retired but stays published. */
export async function rotateSigningKey(deps: ServiceDeps): Promise<{ kid: string; retiredKid: string | null }> {
  const current = await signingKey(deps);
  const retired = await retireSigningKey(deps.database.db, current.kid, deps.now());
  const next = await signingKey(deps);
  return { kid: next.kid, retiredKid: retired ? current.kid : null };
}

/** ES256 over `data`, as JWS wants it: r and s, 32 bytes each, base64url. */
export const es256 = (key: crypto.KeyObject, data: string) =>
  crypto.sign('sha256', Buffer.from(data), { key, dsaEncoding: 'ieee-p1363' }).toString('base64url');

export const es256Verifies = (jwk: PublishedKey | Record<string, unknown>, data: string, signature: string): boolean => {
  try {
    const key = crypto.createPublicKey({ key: jwk as crypto.JsonWebKey, format: 'jwk' });
    return crypto.verify('sha256', Buffer.from(data), { key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  } catch {
    return false;
  }
};
