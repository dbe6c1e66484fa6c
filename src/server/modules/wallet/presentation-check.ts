import crypto from 'node:crypto';
import { SDJwtInstance } from '@sd-jwt/core';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import type { VerifiedPresentationDto, VerifyPresentationInput } from '../../../shared/contracts/wallet';
import type { ServiceDeps } from '../../deps';
import { es256Verifies, publishedKeys } from './issuer-keys';
import { findCredentialStates } from './wallet.queries';
import { hasher } from './wallet-issuance.service';
import { issuerOf, vctOf, walletPaths } from './wallet-protocol';

const forged: VerifiedPresentationDto = { verdict: 'forged', claims: null, keyBound: false };

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** Whether every disclosure shown is one the issuer signed a digest of: an extra one is a forgery. */
function disclosuresAreSigned(presentation: string, payload: Record<string, unknown>): boolean {
  const parts = presentation.split('~');
  const disclosures = parts.slice(1, -1).filter(Boolean);
  const digests = new Set(Array.isArray(payload._sd) ? (payload._sd as unknown[]) : []);
  const seen = new Set<string>();
  for (const disclosure of disclosures) {
    const digest = crypto.createHash('sha256').update(disclosure).digest('base64url');
    if (!digests.has(digest) || seen.has(digest)) return false;
    seen.add(digest);
  }
  return true;
}

/**
 * Wallet/VerifyPresentation: what the verification page says of a pasted SD-JWT VC presentation,
 * as a verifier would find it offline (docs/wallet.md): the issuer's signature by its `kid` among
 * the published keys, the disclosures against the signed digests, the key binding JWT against
 * `cnf`, then `exp` and the status list. Anything that does not hold is a forgery.
 */
export async function verifyPresentation(deps: ServiceDeps, input: VerifyPresentationInput): Promise<VerifiedPresentationDto> {
  const presentation = input.presentation.replace(/\s+/g, '');
  const issuerJwt = presentation.split('~')[0];
  let header, unverified;
  try {
    header = decodeProtectedHeader(issuerJwt);
    unverified = decodeJwt(issuerJwt);
  } catch {
    return forged;
  }
  if (header.typ !== 'dc+sd-jwt' || header.alg !== 'ES256' || !presentation.includes('~')) return forged;
  const key = (await publishedKeys(deps)).find((k) => k.kid === header.kid);
  if (!key) return forged;
  const keyBinding = presentation.endsWith('~') ? null : presentation.slice(presentation.lastIndexOf('~') + 1);
  const sdJwt = new SDJwtInstance({
    hasher,
    verifier: (data, signature) => es256Verifies(key, data, signature),
    kbVerifier: (data, signature, payload) =>
      Boolean(payload.cnf?.jwk) && es256Verifies(payload.cnf!.jwk as Record<string, unknown>, data, signature),
  });
  let claims: Record<string, unknown>;
  try {
    // The time is checked below, once the signature holds, so that an expired credential is told from a forged one.
    const result = await sdJwt.verify(presentation, {
      currentDate: typeof unverified.iat === 'number' ? unverified.iat : 0,
      ...(keyBinding ? { keyBindingNonce: String(decodeJwt(keyBinding).nonce ?? '') } : {}),
    });
    claims = result.payload as Record<string, unknown>;
  } catch {
    return forged;
  }
  if (!disclosuresAreSigned(presentation, unverified) || claims.iss !== issuerOf(deps) || claims.vct !== vctOf(deps)) return forged;
  const shown = {
    givenName: text(claims.given_name),
    familyName: text(claims.family_name),
    certificateType: text(claims.certificate_type),
    certificateNumber: text(claims.certificate_number),
    issueDate: text(claims.issue_date),
    expiryDate: text(claims.expiry_date),
    birthdate: text(claims.birthdate),
    kennitala: text(claims.personal_administrative_number),
  };
  const verdict = await verdictOf(deps, claims);
  return { verdict, claims: shown, keyBound: keyBinding !== null };
}

async function verdictOf(deps: ServiceDeps, claims: Record<string, unknown>): Promise<VerifiedPresentationDto['verdict']> {
  const status = (claims.status as { status_list?: { idx?: unknown; uri?: unknown } } | undefined)?.status_list;
  if (status?.uri === `${issuerOf(deps)}${walletPaths.statusList}` && typeof status.idx === 'number') {
    const [entry] = await findCredentialStates(deps.database.db, deps.now().toISOString().slice(0, 10), status.idx);
    if (entry?.state === 'revoked') return 'revoked';
    if (entry?.state === 'expired') return 'expired';
  }
  if (typeof claims.exp === 'number' && claims.exp * 1000 <= deps.now().getTime()) return 'expired';
  return 'valid';
}
