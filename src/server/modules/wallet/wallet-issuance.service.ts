import crypto from 'node:crypto';
import { createHeaderAndPayload, StatusList } from '@sd-jwt/jwt-status-list';
import { SDJwtVcInstance } from '@sd-jwt/sd-jwt-vc';
import { calculateJwkThumbprint, decodeProtectedHeader, EmbeddedJWK, jwtVerify, type JWK } from 'jose';
import { withTransaction } from '../../db/transaction';
import type { ServiceDeps } from '../../deps';
import { recordHolderEvent } from '../audit';
import { es256, signingKey } from './issuer-keys';
import { findCredentialStates, findCredentialSubject, findLiveAccessToken, insertWalletCredential, useAccessToken } from './wallet.queries';
import { isCurrent } from './wallet-offers.service';
import {
  certificateTypeCode,
  credentialConfigurationId,
  isLiveNonce,
  issuerOf,
  lifetimes,
  ProtocolError,
  sha256,
  vctOf,
  walletPaths,
} from './wallet-protocol';

/** The Token Status List's values (draft-ietf-oauth-status-list section 7.1); 3 is ours: expired. */
export const StatusValue = { valid: 0, revoked: 1, expired: 3 } as const;

export const hasher = (data: string | ArrayBuffer, alg: string) => {
  if (alg !== 'sha-256') throw new Error(`unsupported hash ${alg}`);
  return new Uint8Array(
    crypto
      .createHash('sha256')
      .update(typeof data === 'string' ? data : Buffer.from(data))
      .digest(),
  );
};

/** The holder's key from the proof JWT: checked for type, algorithm, audience, age and nonce. */
async function holderKeyOf(deps: ServiceDeps, proof: unknown): Promise<JWK> {
  if (typeof proof !== 'string') throw new ProtocolError(400, 'invalid_proof', 'One proof of type jwt is required.');
  let header;
  try {
    header = decodeProtectedHeader(proof);
  } catch {
    throw new ProtocolError(400, 'invalid_proof', 'The proof is not a JWT.');
  }
  if (header.typ !== 'openid4vci-proof+jwt' || header.alg !== 'ES256' || !header.jwk || header.kid || header.x5c) {
    throw new ProtocolError(400, 'invalid_proof', 'The proof must be an ES256 openid4vci-proof+jwt carrying its key as jwk.');
  }
  if ('d' in header.jwk) throw new ProtocolError(400, 'invalid_proof', 'The proof carries a private key.');
  let payload;
  try {
    ({ payload } = await jwtVerify(proof, EmbeddedJWK, {
      typ: 'openid4vci-proof+jwt',
      algorithms: ['ES256'],
      audience: issuerOf(deps),
      maxTokenAge: `${lifetimes.nonceSeconds}s`,
      clockTolerance: 60,
      currentDate: deps.now(),
    }));
  } catch {
    throw new ProtocolError(400, 'invalid_proof', 'The proof’s signature, audience or age does not hold.');
  }
  if (!isLiveNonce(deps, payload.nonce)) throw new ProtocolError(400, 'invalid_nonce', 'The proof’s nonce is unknown or expired.');
  const { kty, crv, x, y } = header.jwk;
  return { kty, crv, x, y };
}

/** The one proof a request carries: OpenID4VCI 1.0's `proofs.jwt[0]`, or the drafts' `proof.jwt`. */
function proofOf(body: Record<string, unknown>): unknown {
  const proofs = body.proofs as { jwt?: unknown } | undefined;
  if (proofs && Array.isArray(proofs.jwt)) return proofs.jwt.length === 1 ? proofs.jwt[0] : undefined;
  const proof = body.proof as { proof_type?: unknown; jwt?: unknown } | undefined;
  return proof?.proof_type === 'jwt' ? proof.jwt : undefined;
}

const endOfDay = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000 + 86_400;

export interface CallerOf {
  clientIp: string;
  requestId: string;
}

/**
 * The credential endpoint: for the access token's certificate, an SD-JWT VC bound to the key of
 * the proof, signed with the issuer's current key, with the birth date and the ID number as
 * selective disclosures and its index in the status list; recorded in the audit log.
 */
export async function issueCredential(deps: ServiceDeps, caller: CallerOf, accessToken: string | null, body: Record<string, unknown>) {
  const tokenHash = accessToken ? sha256(accessToken) : null;
  const now = deps.now();
  if (!tokenHash || !(await findLiveAccessToken(deps.database.db, tokenHash, now))) {
    throw new ProtocolError(401, 'invalid_token', 'The access token is unknown, expired or already used.');
  }
  if (body.credential_configuration_id !== credentialConfigurationId) {
    throw new ProtocolError(400, 'unknown_credential_configuration', `Only ${credentialConfigurationId} is offered.`);
  }
  const holderJwk = await holderKeyOf(deps, proofOf(body));
  const key = await signingKey(deps);
  const issued = await withTransaction(deps.database.pool, async (tx) => {
    const offer = await useAccessToken(tx.db, tokenHash, now);
    if (!offer) throw new ProtocolError(401, 'invalid_token', 'The access token is unknown, expired or already used.');
    const subject = await findCredentialSubject(tx.db, offer.userCertificateId);
    if (!subject || !isCurrent(subject, now)) {
      throw new ProtocolError(400, 'credential_request_denied', 'The certificate is no longer valid.');
    }
    const holderKeyThumbprint = await calculateJwkThumbprint(holderJwk, 'sha256');
    const index = await insertWalletCredential(tx.db, { userCertificateId: subject.id, kid: key.kid, holderKeyThumbprint });
    return { subject, index };
  });
  const { subject, index } = issued;
  const issuer = issuerOf(deps);
  const sdJwtVc = new SDJwtVcInstance({
    signer: (data) => es256(key.privateKey, data),
    signAlg: 'ES256',
    hasher,
    hashAlg: 'sha-256',
    saltGenerator: (length) => crypto.randomBytes(length).toString('base64url'),
  });
  const claims = {
    iss: issuer,
    iat: Math.floor(now.getTime() / 1000),
    exp: endOfDay(subject.expiredDate),
    vct: vctOf(deps),
    cnf: { jwk: holderJwk },
    status: { status_list: { idx: index, uri: `${issuer}${walletPaths.statusList}` } },
    given_name: subject.name,
    family_name: subject.surname,
    ...(subject.dateOfBirth ? { birthdate: subject.dateOfBirth } : {}),
    ...(subject.kennitala ? { personal_administrative_number: subject.kennitala } : {}),
    certificate_type: certificateTypeCode(subject.certificateId),
    certificate_number: subject.certificateNumber,
    issue_date: subject.passedDate,
    expiry_date: subject.expiredDate,
  };
  const selective = ['birthdate', 'personal_administrative_number'].filter((name) => name in claims) as (keyof typeof claims)[];
  const credential = await sdJwtVc.issue(claims, { _sd: selective }, { header: { kid: key.kid } });
  await recordHolderEvent(deps, {
    tenantId: subject.tenantId,
    userId: subject.userId,
    clientIp: caller.clientIp,
    requestId: caller.requestId,
    service: 'Wallet',
    method: 'IssueCredential',
    entityType: 'Certificate',
    entityId: String(subject.id),
    keptValues: { statusListIndex: index, kid: key.kid },
  });
  return { credentials: [{ credential }] };
}

/** Entries per list at least, so that one index says little about when or to whom it was given. */
const minimumEntries = 16_384;

/** The status list token: every credential's status today, signed with the current key. */
export async function statusListToken(deps: ServiceDeps): Promise<string> {
  const now = deps.now();
  const states = await findCredentialStates(deps.database.db, now.toISOString().slice(0, 10));
  const size = Math.max(minimumEntries, Math.ceil(((states.at(-1)?.id ?? 0) + 1) / minimumEntries) * minimumEntries);
  const values = new Array<number>(size).fill(StatusValue.valid);
  for (const { id, state } of states) values[id] = StatusValue[state];
  const key = await signingKey(deps);
  const issuer = issuerOf(deps);
  const iat = Math.floor(now.getTime() / 1000);
  const { header, payload } = createHeaderAndPayload(
    new StatusList(values, 2),
    { iss: issuer, sub: `${issuer}${walletPaths.statusList}`, iat, exp: iat + 86_400, ttl: lifetimes.statusListSeconds },
    { alg: 'ES256', typ: 'statuslist+jwt', kid: key.kid },
  );
  const signingInput = `${Buffer.from(JSON.stringify(header)).toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
  return `${signingInput}.${es256(key.privateKey, signingInput)}`;
}
