import crypto from 'node:crypto';
import { EncryptJWT, SignJWT, jwtDecrypt, jwtVerify } from 'jose';
import { SecretBox } from './secret-box';

export interface AccessClaims {
  sessionId: string;
  userId: number;
  tenantId: number | null;
}

/** Signs and checks access tokens. The token names a session row, so revoking that row ends it. */
export class TokenService {
  // Key objects are built once: handing jose raw bytes would import the key again on every request.
  private readonly signingKey: crypto.KeyObject;
  private readonly encryptionKey: crypto.KeyObject;
  /** Keys for what the server keeps sealed or hashed for people, from the same secret (decision 0026). */
  readonly secrets: SecretBox;

  constructor(secret: string) {
    this.secrets = new SecretBox(secret);
    this.signingKey = crypto.createSecretKey(Buffer.from(secret, 'utf8'));
    this.encryptionKey = crypto.createSecretKey(crypto.createHash('sha256').update(`enc:${secret}`).digest());
  }

  async sign(claims: AccessClaims, expiresInSeconds: number): Promise<string> {
    return new SignJWT({ tid: claims.tenantId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.userId))
      .setJti(claims.sessionId)
      .setIssuedAt()
      .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds)
      .sign(this.signingKey);
  }

  /** An opaque form for query strings, where a readable token would land in logs. */
  async encrypt(claims: AccessClaims, expiresInSeconds: number): Promise<string> {
    return new EncryptJWT({ tid: claims.tenantId })
      .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
      .setSubject(String(claims.userId))
      .setJti(claims.sessionId)
      .setExpirationTime(Math.floor(Date.now() / 1000) + expiresInSeconds)
      .encrypt(this.encryptionKey);
  }

  async verify(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, this.signingKey, { algorithms: ['HS256'] });
      return toClaims(payload);
    } catch {
      return null;
    }
  }

  async decrypt(token: string): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtDecrypt(token, this.encryptionKey);
      return toClaims(payload);
    } catch {
      return null;
    }
  }
}

function toClaims(payload: { sub?: string; jti?: string; tid?: unknown }): AccessClaims | null {
  const userId = Number(payload.sub);
  if (!Number.isInteger(userId) || !payload.jti) return null;
  return { sessionId: payload.jti, userId, tenantId: typeof payload.tid === 'number' ? payload.tid : null };
}

/** A random link token for e-mails, and the hash under which it is stored. */
export function newLinkToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

export function hashLinkToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}
