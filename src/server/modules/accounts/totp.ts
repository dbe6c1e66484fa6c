import crypto from 'node:crypto';

/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226): HMAC-SHA-1, 30-second steps, six
 * digits, what every authenticator app reads from an `otpauth://` address. Written here rather than
 * taken from a package: it is forty lines over node:crypto, and the RFC's test vectors hold it.
 */
export const totpStepSeconds = 30;
export const totpDigits = 6;
/** A code of the step before or after the server's clock is still accepted: phones drift, and people type slowly. */
export const totpWindow = 1;

const base32Alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += base32Alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += base32Alphabet[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.toUpperCase().replace(/[\s=-]/g, '');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = base32Alphabet.indexOf(char);
    if (index < 0) throw new Error('not base32');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new shared secret: 160 bits, as RFC 4226 recommends for HMAC-SHA-1, in base32. */
export const newTotpSecret = () => base32Encode(crypto.randomBytes(20));

/** The step a moment falls in. */
export const totpStep = (at: Date) => Math.floor(at.getTime() / 1000 / totpStepSeconds);

/** HOTP (RFC 4226) of a counter: dynamic truncation of HMAC-SHA-1, `digits` long. */
export function hotp(key: Buffer, counter: number, digits = totpDigits, algorithm: 'sha1' | 'sha256' | 'sha512' = 'sha1'): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = crypto.createHmac(algorithm, key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = (mac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(binary).padStart(digits, '0');
}

/** The code of a base32 secret at a step. */
export const totpCode = (secret: string, step: number) => hotp(base32Decode(secret), step);

/**
 * The step whose code this is, within the window around `now`, newer than `lastUsedStep`; null
 * when none. A code of a step already used (or older) is refused: that is a replay, however right
 * the digits are.
 */
export function matchTotp(secret: string, code: string, now: Date, lastUsedStep: number | null): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const key = base32Decode(secret);
  const current = totpStep(now);
  for (let step = current - totpWindow; step <= current + totpWindow; step++) {
    if (lastUsedStep !== null && step <= lastUsedStep) continue;
    if (crypto.timingSafeEqual(Buffer.from(hotp(key, step)), Buffer.from(code))) return step;
  }
  return null;
}

/** Whether the code is right for a step already used: said apart from a wrong code, so that it does not count as a guess. */
export function isReplayedTotp(secret: string, code: string, now: Date, lastUsedStep: number | null): boolean {
  if (lastUsedStep === null || !/^\d{6}$/.test(code)) return false;
  const key = base32Decode(secret);
  const current = totpStep(now);
  for (let step = current - totpWindow; step <= Math.min(current + totpWindow, lastUsedStep); step++) {
    if (hotp(key, step) === code) return true;
  }
  return false;
}

/** The `otpauth://` address an authenticator app reads from a QR code (Google's key URI format). */
export function otpauthUri(secret: string, issuer: string, account: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({ secret, issuer, algorithm: 'SHA1', digits: String(totpDigits), period: String(totpStepSeconds) });
  return `otpauth://totp/${label}?${query.toString()}`;
}
