import crypto from 'node:crypto';
import { operatorLookupScopes, type OperatorLookupScope } from '../../../shared/contracts/operator-lookup';
import type { SecretBox } from '../../kernel/secret-box';

/**
 * OAuth 2.0 client credentials for the lookup (RFC 6749 section 4.4, decision 0043). A client's
 * secret is 256 random bits, so a keyed hash (HMAC under the server's key) stores it safely without
 * a slow password hash. An access token is sealed by the server (AES-GCM, bound to its purpose):
 * it names the client, its scopes and its end, and cannot be read or made without the server's
 * key; each lookup still reads the client's row, so a revoked client's tokens end at once.
 */

export const accessTokenSeconds = 600;
const tokenContext = 'operator-lookup-access-token';

export function newClientCredentials(secrets: SecretBox): { clientId: string; clientSecret: string; secretHash: string } {
  const clientId = `lookup-${crypto.randomBytes(9).toString('base64url')}`;
  const clientSecret = crypto.randomBytes(32).toString('base64url');
  return { clientId, clientSecret, secretHash: secrets.keyedHash(clientSecret) };
}

/** Compared by their hashes' bytes, in time that tells nothing of how much was right. */
export function secretMatches(secrets: SecretBox, secret: string, secretHash: string): boolean {
  const given = Buffer.from(secrets.keyedHash(secret), 'hex');
  const kept = Buffer.from(secretHash, 'hex');
  return given.length === kept.length && crypto.timingSafeEqual(given, kept);
}

export interface AccessTokenClaims {
  /** The client's row (`operator_lookup_clients.id`). */
  client: number;
  scopes: OperatorLookupScope[];
  /** Seconds since the epoch. */
  expires: number;
}

export function sealAccessToken(secrets: SecretBox, claims: AccessTokenClaims): string {
  return secrets.seal(JSON.stringify({ c: claims.client, s: claims.scopes, e: claims.expires }), tokenContext);
}

const isScope = (value: unknown): value is OperatorLookupScope => (operatorLookupScopes as readonly unknown[]).includes(value);

/** The token's claims while it lasts; null for anything the server did not seal for this purpose, or that has ended. */
export function openAccessToken(secrets: SecretBox, token: string, now: Date): AccessTokenClaims | null {
  if (token.length > 1000) return null;
  const opened = secrets.open(token, tokenContext);
  if (!opened) return null;
  try {
    const { c, s, e } = JSON.parse(opened) as { c: unknown; s: unknown; e: unknown };
    if (!Number.isSafeInteger(c) || typeof e !== 'number' || !Array.isArray(s) || !s.every(isScope)) return null;
    if (e * 1000 <= now.getTime()) return null;
    return { client: c as number, scopes: s, expires: e };
  } catch {
    return null;
  }
}

/** The client's id and secret from `Authorization: Basic`, each form-encoded first (RFC 6749 section 2.3.1). */
export function basicCredentials(header: string | undefined): { clientId: string; clientSecret: string } | null | 'malformed' {
  if (!header) return null;
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  if (!match) return /^Basic\b/i.test(header) ? 'malformed' : null;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return 'malformed';
  try {
    const decode = (part: string) => decodeURIComponent(part.replace(/\+/g, ' '));
    return { clientId: decode(decoded.slice(0, colon)), clientSecret: decode(decoded.slice(colon + 1)) };
  } catch {
    return 'malformed';
  }
}
