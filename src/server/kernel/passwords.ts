import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id parameters: 19 MiB, two passes, one lane (algorithm 2 = argon2id).
const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, options);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Hash of a random password, so a user looked up but absent still costs the same time. */
let decoy: Promise<string> | undefined;
export const decoyHash = () => (decoy ??= hashPassword('decoy-' + Math.random()));
