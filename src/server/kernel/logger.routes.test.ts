import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestApp, testAdminPassword, type TestApp } from '../test/harness';
import { capturedLog, logLevel } from '../test/log-lines';
import { describeError, maskedUrl, maskSecrets, redactLogged, statementOf } from './logger';

/**
 * The log is read back as it is written: a call fails on purpose in the database, and neither
 * the new user's password hash nor their e-mail address nor their name may appear in any line.
 */

let t: TestApp;
let logged: FastifyInstance;
const captured = capturedLog('info');
const lines = captured.raw;

beforeAll(async () => {
  t = await createTestApp();
  // A second app on the same database, logging as `npm start` does, into the list above, behind a
  // proxy on this machine (TRUST_PROXY=127.0.0.1), where injected requests come from.
  logged = await buildApp({ ...t.deps, log: captured.log }, { webDir: null, trustProxy: ['127.0.0.1'] });
});
afterAll(async () => {
  await logged.close();
  await t.close();
});

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: unknown) =>
  logged.inject({ method, url, payload: payload as never, headers: { authorization: `Bearer ${token}` } });

describe('the log of a failed call', () => {
  it('names the error’s class, code and constraint, never the hash, e-mail address or name it was saving', async () => {
    const admin = await t.loginAsAdmin();
    await t.database.pool.query('alter table users add constraint log_test_reject check (false) not valid');
    const before = lines.length;
    const res = await call('POST', '/api/services/app/User/Create', admin, {
      userName: 'logtest',
      name: 'Sigurlína',
      surname: 'Hafsteinsdóttir',
      emailAddress: 'sigurlina.h@example.com',
      password: 'Leyndarmal-42',
      roleNames: [],
    }).finally(() => t.database.pool.query('alter table users drop constraint log_test_reject'));
    expect(res.statusCode).toBe(500);
    expect(res.json().error.message).not.toMatch(/log_test_reject|insert|users/);
    const text = lines.slice(before).join('\n');
    const failure = lines
      .slice(before)
      .map((line) => JSON.parse(line))
      .find((entry) => entry.msg === 'unhandled error');
    expect(failure?.error).toMatchObject({
      type: 'DrizzleQueryError',
      query: 'insert into "users"',
      cause: { type: 'DatabaseError', code: '23514', constraint: 'log_test_reject', table: 'users' },
    });
    for (const secret of ['$argon2', 'argon2id', 'sigurlina', 'Sigurlína', 'Hafsteinsdóttir', 'Leyndarmal-42', 'logtest']) {
      expect(text.toLowerCase(), secret).not.toContain(secret.toLowerCase());
    }
  });

  it('keeps bearer tokens, cookies and token-like query values out of request lines', async () => {
    const admin = await t.login('admin', testAdminPassword);
    const before = lines.length;
    const res = await call(
      'GET',
      '/api/services/app/Session/GetCurrentLoginInformations?encryptedAccessToken=Zm9vYmFyLXNlY3JldC10b2tlbi0xMjM0NTY&id=7&token=abc',
      admin,
    );
    expect(res.statusCode).toBe(200);
    const text = lines.slice(before).join('\n');
    expect(text).toContain('/api/services/app/Session/GetCurrentLoginInformations?encryptedAccessToken=*&id=7&token=*');
    for (const secret of [admin, admin.split('.')[2], 'Zm9vYmFyLXNlY3JldC10b2tlbi0xMjM0NTY', 'token=abc'])
      expect(text).not.toContain(secret);
  });
});

describe('the request log', () => {
  it('writes one line per request, with what was asked, the status and the time', async () => {
    const before = lines.length;
    const res = await logged.inject({
      method: 'GET',
      url: '/api/services/app/Session/GetCurrentLoginInformations?id=3',
      headers: { 'x-request-id': 'one-line-test-1' },
    });
    expect(res.statusCode).toBe(200);
    const entries = lines
      .slice(before)
      .map((line) => JSON.parse(line))
      .filter((entry) => entry.reqId === 'one-line-test-1');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      msg: 'request completed',
      req: { method: 'GET', url: '/api/services/app/Session/GetCurrentLoginInformations?id=3' },
      res: { statusCode: 200 },
    });
    expect(typeof entries[0].responseTime).toBe('number');
  });
});

describe('who a request line says asked', () => {
  it('names the client’s address as TRUST_PROXY allows, and the user and tenant by id alone', async () => {
    const tenant = await t.tenant();
    const person = { name: 'Sigurlína', surname: 'Hafsteinsdóttir', emailAddress: 'sigurlina.h@example.com' };
    const user = await t.userWith([], { tenantId: tenant.id, fields: person });
    const hostUser = await t.userWith([]);
    const before = lines.length;
    const ask = (requestId: string, headers: Record<string, string>, remoteAddress?: string) =>
      logged.inject({
        url: '/api/services/app/Session/GetCurrentLoginInformations',
        headers: { ...headers, 'x-request-id': requestId },
        remoteAddress,
      });
    // Through the trusted proxy, which names the client.
    expect((await ask('who-asked-tenant', { authorization: `Bearer ${user.token}`, 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(
      200,
    );
    expect((await ask('who-asked-host', { authorization: `Bearer ${hostUser.token}` })).statusCode).toBe(200);
    // Anonymous, straight from an address that is no proxy of ours: what it says of itself is not believed.
    const anonymous = { 'x-forwarded-for': '203.0.113.9', 'abp-tenantid': String(tenant.id) };
    expect((await ask('who-asked-anonymous', anonymous, '198.51.100.7')).statusCode).toBe(200);

    const entries = captured.since(before).filter((entry) => entry.msg === 'request completed');
    const lineOf = (requestId: string) => entries.find((entry) => entry.reqId === requestId)?.req;
    expect(lineOf('who-asked-tenant')).toEqual(expect.objectContaining({ clientIp: '203.0.113.9', userId: user.id, tenantId: tenant.id }));
    expect(lineOf('who-asked-host')).toEqual(expect.objectContaining({ clientIp: '127.0.0.1', userId: hostUser.id, tenantId: null }));
    expect(lineOf('who-asked-anonymous')).toEqual({
      method: 'GET',
      url: '/api/services/app/Session/GetCurrentLoginInformations',
      requestId: 'who-asked-anonymous',
      clientIp: '198.51.100.7',
      tenantId: tenant.id,
    });
    const text = lines.slice(before).join('\n').toLowerCase();
    for (const value of [...Object.values(person), user.userName, hostUser.userName])
      expect(text, value).not.toContain(value.toLowerCase());
  });
});

describe('health probes', () => {
  it('are logged at debug, never at the default level', async () => {
    const probes = ['/health/live', '/health/ready'];
    const before = lines.length;
    for (const url of probes) expect((await logged.inject({ url })).statusCode).toBe(200);
    expect(lines.slice(before)).toEqual([]);

    const debug = capturedLog('debug');
    const app = await buildApp({ ...t.deps, log: debug.log }, { webDir: null });
    try {
      for (const url of probes) expect((await app.inject({ url })).statusCode).toBe(200);
      expect(debug.lines().filter((line) => line.msg === 'request completed')).toEqual(
        probes.map((url) =>
          expect.objectContaining({ level: logLevel.debug, req: expect.objectContaining({ url }), res: { statusCode: 200 } }),
        ),
      );
    } finally {
      await app.close();
    }
  });
});

describe('describing errors', () => {
  it('says which statement failed without its values, and masks secrets in other messages', () => {
    expect(statementOf('insert into "users" ("id", "user_name") values ($1, $2)')).toBe('insert into "users"');
    expect(statementOf('select "id" from "users" where "email" = $1')).toBe('select "id" from "users"');
    expect(statementOf('update "users" set "name" = $1')).toBe('update "users"');
    const error = Object.assign(
      new Error('Failed query: insert into "users" values ($1)\nparams: $argon2id$v=19$m=19456,t=2,p=1$abc$def,anna@example.com'),
      {
        query: 'insert into "users" values ($1)',
        params: ['$argon2id$v=19$m=19456,t=2,p=1$abc$def', 'anna@example.com'],
      },
    );
    const described = JSON.stringify(describeError(error));
    expect(described).not.toMatch(/argon2|anna@example\.com|params/);
    expect(
      maskSecrets(
        'no user anna@example.com with $argon2id$v=19$x token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.c2lnbmF0dXJlMTIzNDU2Nzg5MA',
      ),
    ).toBe('no user [email] with [hash] token [token]');
    expect(maskSecrets('at fastify-type-provider-zod/dist/index.js:12')).toBe('at fastify-type-provider-zod/dist/index.js:12');
    expect(maskedUrl('/a?keyword=J%C3%B3n&skipCount=10&isActive=true&token=x')).toBe('/a?keyword=*&skipCount=10&isActive=true&token=*');
  });
});

describe('redacting a logged object', () => {
  it('masks sensitive keys at the top and one level down, and changes nothing it was given', () => {
    const given = { password: 'p', user: { id: 7, emailAddress: 'a@b.is', token: 't' }, list: [{ name: 'kept' }], count: 2 };
    const copy = structuredClone(given);
    expect(redactLogged(given)).toEqual({
      password: '[redacted]',
      user: { id: 7, emailAddress: '[redacted]', token: '[redacted]' },
      list: [{ name: 'kept' }],
      count: 2,
    });
    expect(given).toEqual(copy);
  });

  it('leaves a clean object as it is, and the request line’s serialized values alone', () => {
    const clean = { job: 'mailing-batch', error: { type: 'Error', code: '23505' } };
    expect(redactLogged(clean)).toBe(clean);
    const line = { req: { params: { id: 1 } }, res: { statusCode: 200 }, responseTime: 1 };
    expect(redactLogged(line)).toBe(line);
  });
});
