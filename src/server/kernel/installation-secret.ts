import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { installationSecrets } from '../db/schema';
import { StartupError } from '../startup-error';
import { SecretBox } from './secret-box';

/** Where the installation's signing secret came from, for the start's log line. */
export type SecretSource = 'JWT_SECRET' | 'DATA_DIR' | 'database' | 'database, sealed';

export interface InstallationSecret {
  secret: string;
  source: SecretSource;
}

export interface SecretOptions {
  /** `JWT_SECRET`: wins over anything kept. */
  jwtSecret?: string;
  /** `SECRETS_KEY`: seals the secret kept in an external database. */
  secretsKey?: string;
  dataDir: string;
  /** An external database (`DATABASE_URL`), which instances on other machines may share. */
  external: boolean;
}

const signing = 'signing';
const sealContext = 'installation_secrets:signing';
export const secretFileName = 'jwt-secret';

const newSecret = () => crypto.randomBytes(48).toString('base64url');

/**
 * The secret from which the access tokens, the sealed second-factor secrets and the keys of the
 * sandbox pay page and the development identity provider derive, so every instance must hold the
 * same one (decision 0034). `JWT_SECRET` when set. On the embedded database, which one portal
 * uses, a file in `DATA_DIR` made at the first start. On an external database, a row that the
 * first instance makes and every later one reads, so a second instance needs no extra step;
 * sealed with `SECRETS_KEY` when that is set. Called while holding the start-up lock, after the
 * migrations; the insert does nothing when another instance was first all the same.
 */
export async function loadInstallationSecret(db: Db, options: SecretOptions): Promise<InstallationSecret> {
  if (options.jwtSecret) return { secret: options.jwtSecret, source: 'JWT_SECRET' };
  const file = path.join(options.dataDir, secretFileName);
  if (!options.external) return { secret: secretFromFile(file, options.dataDir), source: 'DATA_DIR' };

  const box = options.secretsKey ? new SecretBox(options.secretsKey) : null;
  // A portal that ran on this database before kept its secret in its data folder: the first
  // instance after the upgrade brings it along, so sessions and enrolled authenticators survive.
  const first = readSecretFile(file) ?? newSecret();
  await db
    .insert(installationSecrets)
    .values({ name: signing, value: box ? box.seal(first, sealContext) : first, sealed: Boolean(box) })
    .onConflictDoNothing();
  const [row] = await db.select().from(installationSecrets).where(eq(installationSecrets.name, signing));
  if (!row) throw new Error('the installation secret was neither made nor found');
  if (!row.sealed) {
    if (!box) return { secret: row.value, source: 'database' };
    // SECRETS_KEY was set after the secret was made: seal it now, for every instance.
    await db
      .update(installationSecrets)
      .set({ value: box.seal(row.value, sealContext), sealed: true })
      .where(and(eq(installationSecrets.name, signing), eq(installationSecrets.sealed, false)));
    return { secret: row.value, source: 'database, sealed' };
  }
  if (!box) {
    throw new StartupError(
      'The installation secret in the database is sealed with SECRETS_KEY, which is not set: set SECRETS_KEY to the key the other instances use.',
    );
  }
  const secret = box.open(row.value, sealContext);
  if (secret === null) {
    throw new StartupError(
      'SECRETS_KEY does not open the installation secret in the database: set SECRETS_KEY to the key the other instances use.',
    );
  }
  return { secret, source: 'database, sealed' };
}

function readSecretFile(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8').trim() || undefined;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw error;
  }
}

/** Made once and kept beside the embedded database, readable by this user alone. */
function secretFromFile(file: string, dataDir: string): string {
  const kept = readSecretFile(file);
  if (kept) return kept;
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = newSecret();
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
