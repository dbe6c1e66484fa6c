import crypto from 'node:crypto';
import type { SecretBox } from '../../kernel/secret-box';
import { base32Encode } from './totp';

/**
 * Recovery codes for a lost device (decision 0026): ten, each used once, 50 random bits written
 * `xxxxx-xxxxx`. Only a keyed hash (HMAC under the server's key) is stored, so the database alone
 * cannot be searched for them, and a code is found by its hash in one indexed lookup.
 */
export const recoveryCodeCount = 10;

export function newRecoveryCodes(): string[] {
  return Array.from({ length: recoveryCodeCount }, () => {
    const raw = base32Encode(crypto.randomBytes(7)).slice(0, 10).toLowerCase();
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
}

/** The code as typed, without case, spaces or dashes; null when it cannot be one. */
export function normalRecoveryCode(typed: string): string | null {
  const raw = typed.toLowerCase().replace(/[\s-]/g, '');
  return /^[a-z2-7]{10}$/.test(raw) ? raw : null;
}

export const recoveryCodeHash = (secrets: SecretBox, normal: string) => secrets.keyedHash(`recovery:${normal}`);
