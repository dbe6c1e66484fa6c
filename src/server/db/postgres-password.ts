import crypto from 'node:crypto';
import fs from 'node:fs';
import type pg from 'pg';

/** The fixed password of data folders made before the password was generated. */
export const legacyPassword = 'portal';

/**
 * The password of the embedded database's owner, generated on the first start and kept beside the
 * cluster (`DATA_DIR/postgres-password`, mode 0600), so only the portal's own user can connect.
 */
export class PasswordKeeper {
  private readonly pendingFile: string;

  constructor(readonly file: string) {
    this.pendingFile = `${file}.new`;
  }

  /** The kept password, if any. */
  kept(): string | undefined {
    return read(this.file);
  }

  /** For a new cluster: the kept password, else a new one, written before initdb uses it. */
  forNewCluster(): string {
    const kept = this.kept();
    if (kept) return kept;
    const password = generate();
    write(this.file, password);
    return password;
  }

  /**
   * The passwords to try on an existing cluster, best first. A folder from before has none kept:
   * a new one is written aside first, so a crash between ALTER ROLE and the rename cannot lock
   * the portal out; the next start tries that one before the old fixed password.
   */
  candidates(): string[] {
    const kept = this.kept();
    if (kept) return [kept];
    let pending = read(this.pendingFile);
    if (!pending) {
      pending = generate();
      write(this.pendingFile, pending);
    }
    return [pending, legacyPassword];
  }

  /** After connecting with `used`: makes the kept password the role's one, and the file final. */
  async settle(client: pg.Client, user: string, used: string): Promise<string> {
    const kept = this.kept();
    if (kept) return kept;
    const pending = read(this.pendingFile)!;
    if (used !== pending) await client.query(`alter role ${client.escapeIdentifier(user)} password ${client.escapeLiteral(pending)}`);
    fs.renameSync(this.pendingFile, this.file);
    return pending;
  }
}

function generate(): string {
  // URL-safe, so it goes into the connection URL as it is.
  return crypto.randomBytes(24).toString('base64url');
}

function read(file: string): string | undefined {
  try {
    const text = fs.readFileSync(file, 'utf8').trim();
    fs.chmodSync(file, 0o600);
    return text || undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function write(file: string, password: string): void {
  fs.writeFileSync(file, `${password}\n`, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
}
