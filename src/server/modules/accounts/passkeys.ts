import crypto from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { PasskeyOptions, PasskeyResponse } from '../../../shared/contracts/second-factor';

/**
 * Passkeys (WebAuthn) through `@simplewebauthn/server`, for the portal's own public address: the
 * relying party is its host name and the only origin it accepts is its own, so a passkey made for
 * the portal answers nowhere else and a look-alike site gets nothing it can replay here.
 */
export interface RelyingParty {
  id: string;
  origin: string;
  name: string;
}

export function relyingPartyOf(publicUrl: string): RelyingParty {
  const url = new URL(publicUrl);
  return { id: url.hostname, origin: url.origin, name: 'Drónagátt' };
}

export interface StoredPasskey {
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
}

const transportsOf = (stored: StoredPasskey) => stored.transports as AuthenticatorTransport[];

/** The challenge of a sign-in's passkey step: drawn from the ticket, so the ticket's single use is the challenge's. */
export const signInChallenge = (ticket: string) =>
  crypto.createHash('sha256').update(`passkey-sign-in:${ticket}`).digest().toString('base64url');

/** The challenge the browser signed, as the response carries it; null when it carries none. */
export function challengeOf(response: PasskeyResponse): string | null {
  const clientData = (response.response as { clientDataJSON?: unknown }).clientDataJSON;
  if (typeof clientData !== 'string') return null;
  try {
    const parsed = JSON.parse(Buffer.from(clientData, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof parsed.challenge === 'string' ? parsed.challenge : null;
  } catch {
    return null;
  }
}

export async function registrationOptions(
  rp: RelyingParty,
  user: { id: number; userName: string; displayName: string },
  challenge: string,
  existing: StoredPasskey[],
): Promise<PasskeyOptions> {
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.userName,
    userDisplayName: user.displayName,
    // The user handle names the account without saying anything about the person.
    userID: crypto.createHash('sha256').update(`passkey-user:${rp.id}:${user.id}`).digest(),
    challenge: Buffer.from(challenge, 'base64url'),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: transportsOf(p) })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  }) as Promise<unknown> as Promise<PasskeyOptions>;
}

/** The new credential, or null when the response does not prove one for this challenge and this portal. */
export async function verifyRegistration(rp: RelyingParty, response: PasskeyResponse, challenge: string) {
  try {
    const { verified, registrationInfo } = await verifyRegistrationResponse({
      response: response as unknown as RegistrationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    });
    if (!verified || !registrationInfo) return null;
    const { credential } = registrationInfo;
    return {
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: (credential.transports ?? []) as string[],
    };
  } catch {
    return null;
  }
}

export async function authenticationOptions(rp: RelyingParty, challenge: string, passkeys: StoredPasskey[]): Promise<PasskeyOptions> {
  return generateAuthenticationOptions({
    rpID: rp.id,
    challenge: Buffer.from(challenge, 'base64url'),
    allowCredentials: passkeys.map((p) => ({ id: p.credentialId, transports: transportsOf(p) })),
    userVerification: 'preferred',
  }) as Promise<unknown> as Promise<PasskeyOptions>;
}

/** The authenticator's new counter, or null when the response is not this passkey's signature over the challenge. */
export async function verifyAuthentication(
  rp: RelyingParty,
  response: PasskeyResponse,
  challenge: string,
  stored: StoredPasskey,
): Promise<number | null> {
  try {
    const { verified, authenticationInfo } = await verifyAuthenticationResponse({
      response: response as unknown as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: stored.credentialId,
        publicKey: Buffer.from(stored.publicKey, 'base64url'),
        counter: stored.counter,
        transports: transportsOf(stored),
      },
      requireUserVerification: false,
    });
    return verified ? authenticationInfo.newCounter : null;
  } catch {
    return null;
  }
}
