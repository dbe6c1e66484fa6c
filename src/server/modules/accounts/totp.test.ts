import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, hotp, isReplayedTotp, matchTotp, otpauthUri, totpCode, totpStep } from './totp';

// RFC 6238 appendix B: the seeds are ASCII "1234567890" repeated to the hash's key length.
const seed = (length: number) => Buffer.from('1234567890'.repeat(7).slice(0, length), 'ascii');
const vectors: [number, string, string, string][] = [
  [59, '94287082', '46119246', '90693936'],
  [1111111109, '07081804', '68084774', '25091201'],
  [1111111111, '14050471', '67062674', '99943326'],
  [1234567890, '89005924', '91819424', '93441116'],
  [2000000000, '69279037', '90698825', '38618901'],
  [20000000000, '65353130', '77737706', '47863826'],
];

describe('TOTP (RFC 6238)', () => {
  it('gives the RFC’s test vectors for SHA-1, SHA-256 and SHA-512', () => {
    for (const [seconds, sha1, sha256, sha512] of vectors) {
      const step = totpStep(new Date(seconds * 1000));
      expect(hotp(seed(20), step, 8, 'sha1')).toBe(sha1);
      expect(hotp(seed(32), step, 8, 'sha256')).toBe(sha256);
      expect(hotp(seed(64), step, 8, 'sha512')).toBe(sha512);
    }
  });

  it('gives RFC 4226’s HOTP values with six digits', () => {
    const expected = ['755224', '287082', '359152', '969429', '338314', '254676', '287922', '162583', '399871', '520489'];
    expected.forEach((code, counter) => expect(hotp(seed(20), counter)).toBe(code));
  });

  it('reads and writes base32 as RFC 4648 does', () => {
    expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
    expect(base32Decode('MZXW6YTBOI').toString()).toBe('foobar');
    expect(base32Decode('mzxw 6ytb-oi======').toString()).toBe('foobar');
  });

  it('accepts the step before and after the clock’s, and no further', () => {
    const secret = base32Encode(seed(20));
    const now = new Date(1_700_000_000_000);
    const step = totpStep(now);
    expect(matchTotp(secret, totpCode(secret, step), now, null)).toBe(step);
    expect(matchTotp(secret, totpCode(secret, step - 1), now, null)).toBe(step - 1);
    expect(matchTotp(secret, totpCode(secret, step + 1), now, null)).toBe(step + 1);
    expect(matchTotp(secret, totpCode(secret, step - 2), now, null)).toBeNull();
    expect(matchTotp(secret, totpCode(secret, step + 2), now, null)).toBeNull();
    expect(matchTotp(secret, 'abcdef', now, null)).toBeNull();
  });

  it('refuses a code of a step already used (a replay), and says it is one', () => {
    const secret = base32Encode(seed(20));
    const now = new Date(1_700_000_000_000);
    const step = totpStep(now);
    const code = totpCode(secret, step);
    expect(matchTotp(secret, code, now, step)).toBeNull();
    expect(isReplayedTotp(secret, code, now, step)).toBe(true);
    // The next step's code is still good after this one was used.
    expect(matchTotp(secret, totpCode(secret, step + 1), now, step)).toBe(step + 1);
    expect(isReplayedTotp(secret, '000000' === code ? '111111' : '000000', now, step)).toBe(false);
  });

  it('writes the otpauth address apps read', () => {
    expect(otpauthUri('JBSWY3DPEHPK3PXP', 'Drónagátt', 'admin')).toBe(
      'otpauth://totp/Dr%C3%B3nag%C3%A1tt:admin?secret=JBSWY3DPEHPK3PXP&issuer=Dr%C3%B3nag%C3%A1tt&algorithm=SHA1&digits=6&period=30',
    );
  });
});
