import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedOperatorLookupClient, OperatorLookupClientDto, OperatorLookupResult } from '../../../shared/contracts/operator-lookup';
import { composeOperatorNumber, operatorCheckCharacter, operatorNumberAlphabet } from '../../../shared/operator-number';
import { Permission } from '../../../shared/permissions';
import { createTestApp, type TestApp } from '../../test/harness';
import { lookupPath, tokenPath } from './operator-lookup.routes';

/**
 * The operator-number lookup for authorities (decision 0043): clients made by the host's
 * administrator, the OAuth 2.0 token call, the lookup with each scope, a revoked client, forged
 * numbers, the client's rate, the audit log's entry, and the public check.
 */

const api = '/api/services/app/OperatorLookupClient';
const status = 'operator-lookup:status';
const identity = 'operator-lookup:identity';

let t: TestApp;
let admin: string;
let pilotToken: string;
let tenantAdmin: string;
/** Numbers as the register holds them, with the people and organisation behind them. */
const person = composeOperatorNumber('pers0n0000a1', 'k3y');
const expiredPerson = composeOperatorNumber('pers0n0000b2', 'x9q');
const deletedOrganization = composeOperatorNumber('0rg000000de1', 'd31');
const organization = composeOperatorNumber('0rg000000ok1', 'a7z');
const day = 24 * 60 * 60 * 1000;

const createClient = (token: string | undefined, body: unknown) =>
  t.call<CreatedOperatorLookupClient>('POST', `${api}/Create`, { token, body });
const getClients = (token: string | undefined) => t.call<{ items: OperatorLookupClientDto[] }>('GET', `${api}/GetAll`, { token });
const revoke = (token: string | undefined, id: number) => t.call<OperatorLookupClientDto>('POST', `${api}/Revoke`, { token, body: { id } });

/** The token call as RFC 6749 section 4.4 writes it: a form, the credentials by HTTP Basic unless `inForm`. */
async function tokenCall(form: Record<string, string>, basic?: { id: string; secret: string }) {
  const res = await t.app.inject({
    method: 'POST',
    url: tokenPath,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(basic
        ? {
            authorization: `Basic ${Buffer.from(`${encodeURIComponent(basic.id)}:${encodeURIComponent(basic.secret)}`).toString('base64')}`,
          }
        : {}),
    },
    payload: new URLSearchParams(form).toString(),
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

async function accessToken(client: CreatedOperatorLookupClient, scope?: string): Promise<string> {
  const res = await tokenCall(
    { grant_type: 'client_credentials', ...(scope ? { scope } : {}) },
    { id: client.clientId, secret: client.clientSecret },
  );
  expect(res.status).toBe(200);
  return res.body.access_token as string;
}

async function lookup(token: string | undefined, operatorNumber: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: lookupPath,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: JSON.stringify({ operatorNumber }),
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

const check = (operatorNumber: string, language?: 'is' | 'en') =>
  t.call<{ wellFormed: boolean; valid: boolean }>('POST', '/api/services/app/OperatorLookup/Check', { body: { operatorNumber }, language });

/** A person with a main e-mail and phone number, holding `number` until `expiry`. */
async function personHolding(number: string, expiry: Date, name: string) {
  const user = await t.userWith([Permission.Pilot], { fields: { name, surname: 'Jónsdóttir' } });
  const q = (text: string, values: unknown[]) => t.database.pool.query(text, values);
  const existing = await q('select id from pilots where user_id = $1', [user.id]);
  const pilotId =
    existing.rows[0]?.id ?? (await q('insert into pilots (user_id, pilot_type_id) values ($1, 1) returning id', [user.id])).rows[0].id;
  await q('update pilots set operator_registration_number = $2, operator_registration_number_expiry = $3 where id = $1', [
    pilotId,
    number,
    expiry,
  ]);
  await q(`insert into pilot_emails (pilot_id, email, is_main) values ($1, $2, true)`, [pilotId, `${name.toLowerCase()}@example.test`]);
  await q(`insert into pilot_phone_numbers (pilot_id, phone_number, is_main) values ($1, '+354 555 1234', true)`, [pilotId]);
  return user;
}

async function organizationHolding(number: string, expiry: Date, isDeleted: boolean, name: string) {
  await t.database.pool.query(
    `insert into organizations (user_type_id, name, organization_number, address, post_code, email, phone_number, proof, operating_number, operating_number_expiry, is_deleted)
     values (1, $1, '5501012340', 'Hafnargata 1', '101', 'drone@example.test', '+354 555 9876', 'proved', $2, $3, $4)`,
    [name, number, expiry, isDeleted],
  );
}

let statusClient: CreatedOperatorLookupClient;
let identityClient: CreatedOperatorLookupClient;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAsAdmin();
  pilotToken = (await t.userWith([Permission.Pilot])).token;
  tenantAdmin = (await t.userWith([Permission.Administrator], { tenantId: (await t.tenant()).id })).token;
  const now = Date.now();
  await personHolding(person.full, new Date(now + 300 * day), 'Sólveig');
  await personHolding(expiredPerson.full, new Date(now - day), 'Hrefna');
  await organizationHolding(organization.full, new Date(now + 100 * day), false, 'Loftmyndir ehf.');
  await organizationHolding(deletedOrganization.full, new Date(now + 100 * day), true, 'Horfið ehf.');
  statusClient = (await createClient(admin, { name: 'Lögreglan, vettvangur', scopes: [status] })).body.result;
  identityClient = (await createClient(admin, { name: 'Landhelgisgæslan', scopes: [status, identity], requestsPerMinute: 100 })).body
    .result;
});
afterAll(async () => {
  await t.close();
});

describe('lookup clients, made by the host’s administrator', () => {
  it('shows the secret once, keeps only its hash, and lists the client without it', async () => {
    expect(statusClient).toMatchObject({ name: 'Lögreglan, vettvangur', scopes: [status], requestsPerMinute: 60, revokedTime: null });
    expect(statusClient.clientSecret).toMatch(/^[\w-]{43}$/);
    const { rows } = await t.database.pool.query('select secret_hash from operator_lookup_clients where id = $1', [statusClient.id]);
    expect(rows[0].secret_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0].secret_hash).not.toContain(statusClient.clientSecret);
    const listed = (await getClients(admin)).body.result.items;
    expect(listed.map((c) => c.id)).toEqual(expect.arrayContaining([statusClient.id, identityClient.id]));
    expect(JSON.stringify(listed)).not.toContain(statusClient.clientSecret);
  });

  it('answers 401 without a session, 403 to a tenant’s administrator and to a pilot, and 400 to a client with no scope', async () => {
    const body = { name: 'Enginn', scopes: [status] };
    expect((await createClient(undefined, body)).status).toBe(401);
    expect((await getClients(undefined)).status).toBe(401);
    for (const token of [tenantAdmin, pilotToken]) {
      expect((await createClient(token, body)).status).toBe(403);
      expect((await getClients(token)).status).toBe(403);
      expect((await revoke(token, statusClient.id)).status).toBe(403);
    }
    expect((await createClient(admin, { name: 'Enginn', scopes: [] })).status).toBe(400);
    expect((await createClient(admin, { name: 'Enginn', scopes: ['operator-lookup:everything'] })).status).toBe(400);
    expect((await revoke(admin, 987_654)).status).toBe(404);
    const { rows } = await t.database.pool.query(`select count(*)::int as n from operator_lookup_clients where name = 'Enginn'`);
    expect(rows[0].n).toBe(0);
  });
});

describe('the token call (RFC 6749 section 4.4)', () => {
  it('grants a short-lived bearer token with the client’s scopes, by HTTP Basic or by the form', async () => {
    const basic = await tokenCall(
      { grant_type: 'client_credentials' },
      { id: identityClient.clientId, secret: identityClient.clientSecret },
    );
    expect(basic.status).toBe(200);
    expect(basic.headers['cache-control']).toBe('no-store');
    expect(basic.body).toMatchObject({ token_type: 'Bearer', expires_in: 600, scope: `${status} ${identity}` });
    const form = await tokenCall({
      grant_type: 'client_credentials',
      client_id: statusClient.clientId,
      client_secret: statusClient.clientSecret,
    });
    expect(form.status).toBe(200);
    expect(form.body.scope).toBe(status);
    const narrowed = await tokenCall(
      { grant_type: 'client_credentials', scope: status },
      { id: identityClient.clientId, secret: identityClient.clientSecret },
    );
    expect(narrowed.body.scope).toBe(status);
  });

  it('refuses a wrong secret, an unknown client, another grant, a scope not granted and two ways of authenticating', async () => {
    const wrong = await tokenCall({ grant_type: 'client_credentials' }, { id: statusClient.clientId, secret: identityClient.clientSecret });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toBe('invalid_client');
    expect(wrong.headers['www-authenticate']).toMatch(/^Basic/);
    const unknown = await tokenCall({ grant_type: 'client_credentials', client_id: 'lookup-nobody', client_secret: 'x' });
    expect(unknown.body.error).toBe('invalid_client');
    expect((await tokenCall({ client_id: statusClient.clientId, client_secret: statusClient.clientSecret })).body.error).toBe(
      'invalid_request',
    );
    const password = await tokenCall({ grant_type: 'password' }, { id: statusClient.clientId, secret: statusClient.clientSecret });
    expect(password).toMatchObject({ status: 400, body: { error: 'unsupported_grant_type' } });
    const scope = await tokenCall(
      { grant_type: 'client_credentials', scope: identity },
      { id: statusClient.clientId, secret: statusClient.clientSecret },
    );
    expect(scope).toMatchObject({ status: 400, body: { error: 'invalid_scope' } });
    const both = await tokenCall(
      { grant_type: 'client_credentials', client_secret: statusClient.clientSecret },
      { id: statusClient.clientId, secret: statusClient.clientSecret },
    );
    expect(both.body.error).toBe('invalid_request');
  });
});

describe('the lookup', () => {
  it('answers the status scope with the status, kind and validity, and no name or contact', async () => {
    const token = await accessToken(statusClient);
    const res = await lookup(token, person.publicPart);
    expect(res.status).toBe(200);
    const result = res.body.result as OperatorLookupResult;
    expect(result).toMatchObject({
      operatorNumber: person.publicPart,
      registered: true,
      status: 'valid',
      kind: 'person',
      confirmed: null,
      operator: null,
    });
    expect(new Date(result.validUntil!).getTime()).toBeGreaterThan(Date.now() + 299 * day);
    expect(JSON.stringify(res.body)).not.toContain('Sólveig');
    expect((await lookup(token, expiredPerson.publicPart)).body.result).toMatchObject({ status: 'expired', kind: 'person' });
    expect((await lookup(token, deletedOrganization.publicPart)).body.result).toMatchObject({ status: 'revoked', kind: 'organization' });
    expect((await lookup(token, organization.publicPart.toLowerCase())).body.result).toMatchObject({
      status: 'valid',
      kind: 'organization',
    });
  });

  it('answers the identity scope with the operator’s name and contact too', async () => {
    const token = await accessToken(identityClient);
    expect((await lookup(token, person.publicPart)).body.result.operator).toEqual({
      name: 'Sólveig Jónsdóttir',
      email: 'sólveig@example.test',
      phoneNumber: '+354 555 1234',
      address: null,
    });
    expect((await lookup(token, organization.publicPart)).body.result.operator).toEqual({
      name: 'Loftmyndir ehf.',
      email: 'drone@example.test',
      phoneNumber: '+354 555 9876',
      address: 'Hafnargata 1, 101',
    });
    // A token asked for with the status scope alone reads no name, whatever the client may.
    const narrow = await accessToken(identityClient, status);
    expect((await lookup(narrow, person.publicPart)).body.result.operator).toBeNull();
  });

  it('confirms a whole number, and tells a forged check character or secret part', async () => {
    const token = await accessToken(statusClient);
    expect((await lookup(token, person.full)).body.result).toMatchObject({ status: 'valid', confirmed: true });
    // Another secret part whose check character happens to hold is still not the number held.
    const body = person.publicPart.slice(3, 15);
    const other = operatorNumberAlphabet
      .split('')
      .flatMap((second) => operatorNumberAlphabet.split('').map((third) => `k${second}${third}`))
      .find((secret) => secret !== person.secret && operatorCheckCharacter(body + secret) === person.publicPart[15])!;
    expect((await lookup(token, `${person.publicPart}-${other}`)).body.result).toMatchObject({ registered: true, confirmed: false });
    expect((await lookup(token, `${person.publicPart}-zzz`)).body.result).toMatchObject({ registered: true, confirmed: false });
    // A public part with its check character changed is nobody's.
    const forged = person.publicPart.slice(0, 15) + (person.publicPart[15] === '0' ? '1' : '0');
    expect((await lookup(token, forged)).body.result).toMatchObject({
      registered: false,
      status: 'unregistered',
      kind: null,
      confirmed: null,
    });
    expect((await lookup(token, 'ISL-not-a-number')).status).toBe(400);
  });

  it('answers 401 without a token, with a forged one and with a session’s, and 403 to an identity-only token', async () => {
    for (const token of [undefined, 'forged', admin]) {
      const res = await lookup(token, person.publicPart);
      expect(res.status).toBe(401);
      expect(res.headers['www-authenticate']).toMatch(/^Bearer .*invalid_token/);
      expect(JSON.stringify(res.body)).not.toContain('Sólveig');
    }
    const identityOnly = (await createClient(admin, { name: 'Aðeins nöfn', scopes: [identity] })).body.result;
    const res = await lookup(await accessToken(identityOnly), person.publicPart);
    expect(res.status).toBe(403);
    expect(res.headers['www-authenticate']).toMatch(/insufficient_scope/);
  });

  it('stops a revoked client’s tokens at once, and gives it no new one', async () => {
    const client = (await createClient(admin, { name: 'Tollgæslan', scopes: [status] })).body.result;
    const token = await accessToken(client);
    expect((await lookup(token, person.publicPart)).status).toBe(200);
    const revoked = await revoke(admin, client.id);
    expect(revoked.status).toBe(200);
    expect(revoked.body.result.revokedTime).not.toBeNull();
    expect((await lookup(token, person.publicPart)).status).toBe(401);
    expect((await tokenCall({ grant_type: 'client_credentials' }, { id: client.clientId, secret: client.clientSecret })).status).toBe(401);
  });

  it('limits each client to its requests per minute, apart from other clients', async () => {
    const slow = (await createClient(admin, { name: 'Hægur', scopes: [status], requestsPerMinute: 2 })).body.result;
    const token = await accessToken(slow);
    expect((await lookup(token, person.publicPart)).status).toBe(200);
    expect((await lookup(token, person.publicPart)).status).toBe(200);
    const third = await lookup(token, person.publicPart);
    expect(third.status).toBe(429);
    expect(third.headers['retry-after']).toBeDefined();
    expect((await lookup(await accessToken(statusClient), person.publicPart)).status).toBe(200);
  });

  it('records every lookup in the host’s audit log with the client, the number and the answer', async () => {
    const token = await accessToken(identityClient);
    await lookup(token, expiredPerson.full);
    const { rows } = await t.database.pool.query(
      `select * from audit_logs where actor_kind = 'lookupClient' and entity_id = $1 order by id desc limit 1`,
      [expiredPerson.publicPart],
    );
    expect(rows[0]).toMatchObject({
      tenant_id: null,
      user_id: 0,
      service: 'OperatorLookup',
      method: 'Lookup',
      entity_type: 'OperatorNumber',
      kept_values: { lookupClientId: identityClient.id, status: 'expired', operatorKind: 'person', confirmed: true, identityShown: true },
    });
    expect(JSON.stringify(rows[0])).not.toContain('Hrefna');
    expect(JSON.stringify(rows[0])).not.toContain(expiredPerson.secret);
    const log = await t.call('GET', '/api/services/app/Audit/GetAll', {
      token: admin,
      query: { entityType: 'OperatorNumber', entityId: expiredPerson.publicPart },
    });
    expect(log.body.result.items[0]).toMatchObject({ actorKind: 'lookupClient', userName: null });
    const client = (await getClients(admin)).body.result.items.find((c) => c.id === identityClient.id);
    expect(client?.lastUsedTime).not.toBeNull();
  });
});

describe('the OpenAPI document', () => {
  it('describes the lookup for a client’s token with the status scope, and the token URL as OAuth’s', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/swagger/v1/swagger.json' })).json();
    const operation = doc.paths[lookupPath].post;
    expect(operation.operationId).toBe('OperatorLookup_Lookup');
    expect(operation['x-access']).toEqual({ level: 'client', scopes: [status] });
    expect(operation.security).toEqual([{ operatorLookup: [status] }]);
    expect(doc.components.securitySchemes.operatorLookup.flows.clientCredentials).toMatchObject({
      tokenUrl: tokenPath,
      scopes: { [status]: expect.any(String), [identity]: expect.any(String) },
    });
    expect(doc.paths[tokenPath]).toBeUndefined();
  });
});

describe('the public check', () => {
  it('tells whether a number is well formed and valid, and nothing of whose it is', async () => {
    const valid = await check(person.publicPart);
    expect(valid.status).toBe(200);
    expect(valid.body.result).toEqual({ wellFormed: true, valid: true });
    expect(JSON.stringify(valid.body)).not.toMatch(/Sólveig|person/);
    expect((await check(person.full)).body.result).toEqual({ wellFormed: true, valid: true });
    expect((await check(`${person.publicPart}-zzz`)).body.result).toEqual({ wellFormed: false, valid: false });
    expect((await check(expiredPerson.publicPart)).body.result).toEqual({ wellFormed: true, valid: false });
    expect((await check(deletedOrganization.publicPart)).body.result).toEqual({ wellFormed: true, valid: false });
    expect((await check('ISL123')).body.result).toEqual({ wellFormed: false, valid: false });
    expect((await check(' isl' + person.publicPart.slice(3).toUpperCase() + ' ')).body.result).toEqual({ wellFormed: true, valid: true });
  });

  it('is limited per address, as other anonymous calls are', async () => {
    const limited = await createTestApp({
      rateLimits: { login: { max: 10, timeWindow: 60_000 }, anonymousWrite: { max: 2, timeWindow: 60_000 } },
    });
    try {
      const call = () => limited.call('POST', '/api/services/app/OperatorLookup/Check', { body: { operatorNumber: person.publicPart } });
      expect((await call()).status).toBe(200);
      expect((await call()).status).toBe(200);
      expect((await call()).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
