import crypto from 'node:crypto';

/**
 * Secrets the server keeps for people (an authenticator app's shared secret) and codes it must
 * recognise without keeping them (recovery codes). Both keys come from the signing secret through
 * HKDF, each for its own purpose, so every instance that shares the signing secret reads them and
 * a copy of the database alone reveals neither. A new signing secret makes the sealed secrets
 * unreadable: their holders enrol again (decision 0026).
 */
export class SecretBox {
  private readonly sealingKey: Buffer;
  private readonly hashingKey: Buffer;

  constructor(secret: string) {
    const derive = (info: string) => Buffer.from(crypto.hkdfSync('sha256', Buffer.from(secret, 'utf8'), 'portal-secret-box', info, 32));
    this.sealingKey = derive('seal');
    this.hashingKey = derive('keyed-hash');
  }

  /** AES-256-GCM: `v1.<iv>.<ciphertext>.<tag>`, base64url; `context` is bound in, so a sealed value moved to another row does not open. */
  seal(plaintext: string, context: string): string {
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.sealingKey, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return ['v1', iv, body, cipher.getAuthTag()].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
  }

  /** The plaintext, or null when the value was not sealed with this key and context. */
  open(sealed: string, context: string): string | null {
    const [version, iv, body, tag] = sealed.split('.');
    if (version !== 'v1' || !iv || body === undefined || !tag) return null;
    try {
      const decipher = crypto.createDecipheriv('aes-256-gcm', this.sealingKey, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }

  /** HMAC-SHA-256 under the server's key: a short code's hash that cannot be searched offline. */
  keyedHash(value: string): string {
    return crypto.createHmac('sha256', this.hashingKey).update(value, 'utf8').digest('hex');
  }
}
