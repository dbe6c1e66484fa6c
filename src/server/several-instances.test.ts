import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readConfig } from './config';
import { startRuntime, type Runtime } from './runtime';
import { testAdminPassword } from './test/constants';
import { withDatabase } from './test/global-setup';
import { totpCode, totpStep } from './test/second-factor';

/**
 * Two portals on one external database, each with a data folder of its own and no JWT_SECRET,
 * as an operator starts a second instance: a sign-in on one holds on the other (decision 0034).
 */

const serverUrl = inject('pgServerUrl');
const name = `portal_t${crypto.randomBytes(4).toString('hex')}_${inject('templateDatabase').slice(-8)}`;
const folders = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), 'portal-instance-')));
const started: Runtime[] = [];

const configOf = (dataDir: string) =>
  readConfig({ DATABASE_URL: withDatabase(serverUrl, name), DATA_DIR: dataDir, JWT_SECRET: '', ADMIN_PASSWORD: '', DEMO_CONTENT: 'false' });

async function post(runtime: Runtime, url: string, payload: Record<string, unknown>) {
  const res = await runtime.app.inject({ method: 'POST', url, payload });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
}

async function currentUser(runtime: Runtime, token: string): Promise<string | null> {
  const res = await runtime.app.inject({
    url: '/api/services/app/Session/GetCurrentLoginInformations',
    headers: { authorization: `Bearer ${token}` },
  });
  return res.json().result.user?.userName ?? null;
}

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('templateDatabase')}`);
  await admin.end();
});

afterAll(async () => {
  for (const runtime of started.reverse()) await runtime.stop();
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
});

describe('two instances on one external database without JWT_SECRET', () => {
  it('share the secret through the database: a sign-in and an authenticator set up on one work on the other', async () => {
    const a = await startRuntime(configOf(folders[0]!));
    started.push(a);
    const b = await startRuntime(configOf(folders[1]!));
    started.push(b);
    expect([a.secretSource, b.secretSource]).toEqual(['database', 'database']);
    // Nothing is kept in either data folder: the database is the one place.
    expect(folders.map((dir) => fs.readdirSync(dir))).toEqual([[], []]);

    // On a: the password, then an authenticator app set up (its secret sealed under the shared key).
    const ticket = await post(a, '/api/TokenAuth/Authenticate', { userNameOrEmailAddress: 'admin', password: testAdminPassword });
    expect(ticket.twoFactorStep).toBe('enrol');
    const { secret } = await post(a, '/api/TokenAuth/BeginTotpEnrolment', { twoFactorTicket: ticket.twoFactorTicket });
    const step = totpStep(a.deps.now());
    const signedIn = await post(a, '/api/TokenAuth/CompleteTotpEnrolment', {
      twoFactorTicket: ticket.twoFactorTicket,
      code: totpCode(secret, step),
    });
    expect(await currentUser(a, signedIn.accessToken)).toBe('admin');
    expect(await currentUser(b, signedIn.accessToken)).toBe('admin');

    // On b: the same person signs in with the app a set up, so b opens what a sealed.
    const again = await post(b, '/api/TokenAuth/Authenticate', { userNameOrEmailAddress: 'admin', password: testAdminPassword });
    expect(again.twoFactorStep).not.toBe('enrol');
    const onB = await post(b, '/api/TokenAuth/AuthenticateSecondFactor', {
      twoFactorTicket: again.twoFactorTicket,
      code: totpCode(secret, step + 1),
    });
    expect(await currentUser(a, onB.accessToken)).toBe('admin');

    // A restart of a reads the same secret again: the session from before holds.
    await a.stop();
    started.shift();
    const restarted = await startRuntime(configOf(folders[0]!));
    started.push(restarted);
    expect(await currentUser(restarted, signedIn.accessToken)).toBe('admin');
  }, 120_000);
});
