import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from './config';
import { startRuntime } from './runtime';
import { freePort, portOpen } from './test/ports';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-runtime-'));
fs.chmodSync(dataDir, 0o777);
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('the runtime on the embedded database', () => {
  it('starts on a fresh folder, stops cleanly, and starts again on the same data', async () => {
    const pgPort = await freePort();
    const env = { DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort), DATABASE_URL: '', JWT_SECRET: '', ADMIN_PASSWORD: '' };
    const first = await startRuntime(readConfig(env));
    expect(first.generatedAdminPassword).toMatch(/^[\w-]{16}$/);
    expect((await first.app.inject({ url: '/health/ready' })).statusCode).toBe(200);
    const login = await first.app.inject({
      method: 'POST',
      url: '/api/TokenAuth/Authenticate',
      payload: { userNameOrEmailAddress: 'admin', password: first.generatedAdminPassword },
    });
    expect(login.statusCode).toBe(200);
    const token = login.json().result.accessToken as string;
    expect(fs.readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').length).toBeGreaterThanOrEqual(32);
    await first.stop();
    expect(await portOpen(pgPort)).toBe(false);

    const second = await startRuntime(readConfig(env));
    expect(second.generatedAdminPassword).toBeUndefined();
    // Same data and the kept signing secret: the session from before the restart still works.
    const me = await second.app.inject({ url: '/api/services/app/Session/GetCurrentLoginInformations', headers: { authorization: `Bearer ${token}` } });
    expect(me.json().result.user.userName).toBe('admin');
    await second.stop();
    expect(await portOpen(pgPort)).toBe(false);
  }, 120_000);

  it('refuses to start on invalid configuration, naming the variable', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, PORT: 'not-a-port', DATA_DIR: dataDir },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(78);
    expect(run.stderr).toContain('Invalid configuration');
    expect(run.stderr).toContain('PORT');
  }, 60_000);
});
