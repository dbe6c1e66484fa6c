import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { StartupError } from '../startup-error';
import { createTestApp, type TestApp } from '../test/harness';
import { loadInstallationSecret, type SecretOptions } from './installation-secret';

let t: TestApp;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-secret-'));
let folders = 0;
const newDataDir = () => path.join(root, `data${++folders}`);
const key = 'k'.repeat(40);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});
beforeEach(async () => {
  await t.database.pool.query('delete from installation_secrets');
});

const load = (options: Partial<SecretOptions> & { dataDir: string }) =>
  loadInstallationSecret(t.database.db, { external: true, ...options });
const rows = async () =>
  (await t.database.pool.query<{ name: string; value: string; sealed: boolean }>('select name, value, sealed from installation_secrets'))
    .rows;

describe('the installation secret', () => {
  it('is JWT_SECRET when set, kept nowhere', async () => {
    const dataDir = newDataDir();
    expect(await load({ jwtSecret: 'j'.repeat(32), dataDir })).toEqual({ secret: 'j'.repeat(32), source: 'JWT_SECRET' });
    expect(await rows()).toEqual([]);
    expect(fs.existsSync(dataDir)).toBe(false);
  });

  it('on the embedded database, is made once in DATA_DIR, readable by this user alone', async () => {
    const dataDir = newDataDir();
    const first = await load({ dataDir, external: false });
    expect(first.source).toBe('DATA_DIR');
    expect(first.secret.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(path.join(dataDir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(await load({ dataDir, external: false })).toEqual(first);
    expect(await rows()).toEqual([]);
  });

  it('on an external database, is made by the first instance and read by every other, whatever its data folder', async () => {
    const first = await load({ dataDir: newDataDir() });
    expect(first.source).toBe('database');
    expect(first.secret.length).toBeGreaterThanOrEqual(32);
    expect(await load({ dataDir: newDataDir() })).toEqual(first);
    expect(await rows()).toEqual([{ name: 'signing', value: first.secret, sealed: false }]);
    // Two instances starting at once: one insert wins, both read it.
    const together = await Promise.all([load({ dataDir: newDataDir() }), load({ dataDir: newDataDir() })]);
    expect(together).toEqual([first, first]);
  });

  it('brings along the secret a portal kept in its data folder before, so its sessions and authenticators hold', async () => {
    const dataDir = newDataDir();
    fs.mkdirSync(dataDir);
    fs.writeFileSync(path.join(dataDir, 'jwt-secret'), 'an-older-secret-kept-in-the-data-folder\n');
    expect(await load({ dataDir })).toEqual({ secret: 'an-older-secret-kept-in-the-data-folder', source: 'database' });
    // Once the database holds one, another instance's old file does not replace it.
    const other = newDataDir();
    fs.mkdirSync(other);
    fs.writeFileSync(path.join(other, 'jwt-secret'), 'another-instance-had-this-one');
    expect((await load({ dataDir: other })).secret).toBe('an-older-secret-kept-in-the-data-folder');
  });

  it('with SECRETS_KEY, is sealed at rest, and refuses an instance without the key or with another', async () => {
    const first = await load({ dataDir: newDataDir(), secretsKey: key });
    expect(first.source).toBe('database, sealed');
    const [row] = await rows();
    expect(row).toMatchObject({ name: 'signing', sealed: true });
    expect(row!.value).not.toContain(first.secret);
    expect(await load({ dataDir: newDataDir(), secretsKey: key })).toEqual(first);

    const without = load({ dataDir: newDataDir() });
    await expect(without).rejects.toThrow(StartupError);
    await expect(without).rejects.toThrow(
      'The installation secret in the database is sealed with SECRETS_KEY, which is not set: set SECRETS_KEY to the key the other instances use.',
    );
    await expect(load({ dataDir: newDataDir(), secretsKey: 'x'.repeat(40) })).rejects.toThrow(
      'SECRETS_KEY does not open the installation secret in the database: set SECRETS_KEY to the key the other instances use.',
    );
  });

  it('seals a secret made without SECRETS_KEY once the key is set, keeping its value', async () => {
    const plain = await load({ dataDir: newDataDir() });
    expect(await load({ dataDir: newDataDir(), secretsKey: key })).toEqual({ secret: plain.secret, source: 'database, sealed' });
    const [row] = await rows();
    expect(row!.sealed).toBe(true);
    expect(row!.value).not.toContain(plain.secret);
    expect((await load({ dataDir: newDataDir(), secretsKey: key })).secret).toBe(plain.secret);
  });
});
