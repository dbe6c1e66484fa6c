import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants, users } from '../db/schema';
import { createTestApp, type TestApp } from '../test/harness';
import { minimalRequest, readOperations, type Operation } from '../test/openapi-operations';

/**
 * The tenant a request names is checked in the kernel, for every declared call: a malformed one
 * is 400, an unknown one 404, a deactivated one accepts nothing (decision 0027). The calls are
 * sent with the smallest input their schemas accept, so that without the check they reach their
 * handlers, as the security test's did.
 */

let t: TestApp;
let operations: Operation[];
const ops = (...ids: string[]) => ids.map((id) => operations.find((op) => op.id === id)!);

beforeAll(async () => {
  t = await createTestApp();
  operations = await readOperations(t.app);
});
afterAll(() => t.close());

/** The call with a minimal valid input, naming the tenant by its header as the client sends it. */
function send(op: Operation, tenantHeader: string | null, token?: string) {
  const request = minimalRequest(op);
  return t.call(request.method, request.url, {
    query: request.query,
    body: request.body,
    token,
    language: 'en',
    headers: tenantHeader === null ? {} : { 'Abp-TenantId': tenantHeader },
  });
}

const signUps = () =>
  ops('Account_Register', 'Organization_Register', 'Account_GetIDLoginUrl', 'TokenAuth_ResetPassword', 'TokenAuth_Authenticate');

describe('the tenant a request names', () => {
  it('answers 404 for a tenant that does not exist, however many digits it has', async () => {
    for (const op of signUps()) {
      for (const header of ['999', '1234567890', '99999999999', '4294967297', '0000000000000000000001']) {
        const res = await send(op, header);
        expect(res.status, `${op.id} with ${header}: ${JSON.stringify(res.body)}`).toBe(404);
        expect(res.body.error).toMatchObject({ code: 451, details: 'There is no tenant with this id.' });
      }
    }
  });

  it('answers 400 for a tenant that is not a number, and takes empty or null for the host', async () => {
    for (const op of signUps()) {
      for (const header of ['abc', '-3', '0', '1.5', '1; drop table users', '0x10']) {
        const res = await send(op, header);
        expect(res.status, `${op.id} with ${header}`).toBe(400);
        expect(res.body.error?.details).toBe('The tenant (Abp-TenantId) must be a whole number above zero, or null for the host.');
      }
    }
    const [info] = ops('Session_GetCurrentLoginInformations');
    for (const header of ['null', 'NULL', '', ' ']) expect((await send(info, header)).body.result.tenant).toBeNull();
  });

  it('checks the cookie as the header, and a signed-in caller’s named tenant too', async () => {
    const cookie = await t.call('GET', '/api/services/app/Session/GetCurrentLoginInformations', {
      headers: { cookie: 'Abp.TenantId=999' },
    });
    expect(cookie.status).toBe(404);
    const admin = await t.loginAsAdmin();
    const signedIn = await t.call('GET', '/api/services/app/Session/GetCurrentLoginInformations', { token: admin, tenantId: 999 });
    expect(signedIn.status).toBe(404);
  });

  it('leaves the files and health checks alone', async () => {
    expect((await t.call('GET', '/health/live', { headers: { 'Abp-TenantId': 'abc' } })).status).toBe(200);
  });
});

describe('a deactivated tenant', () => {
  it('accepts no registration, reset request, electronic-ID start or sign-in, and answers again once active', async () => {
    const tenant = await t.tenant();
    await t.database.db.update(tenants).set({ isActive: false }).where(eq(tenants.id, tenant.id));
    for (const op of signUps()) {
      const res = await send(op, String(tenant.id));
      expect(res.status, `${op.id}: ${JSON.stringify(res.body)}`).toBe(400);
      expect(res.body.error).toMatchObject({ code: 451, message: 'The tenant is inactive.' });
    }
    expect((await t.database.db.select().from(users).where(eq(users.tenantId, tenant.id))).length).toBe(0);
    await t.database.db.update(tenants).set({ isActive: true }).where(eq(tenants.id, tenant.id));
    const [start] = ops('Account_GetIDLoginUrl');
    expect((await send(start, String(tenant.id))).status).toBe(200);
  });

  it('accepts nothing from a session that outlived the deactivation either', async () => {
    const tenant = await t.tenant();
    const user = await t.userWith(['Pages.Users'], { tenantId: tenant.id });
    // Deactivating through the API revokes the sessions too; this one is left standing on purpose.
    await t.database.db.update(tenants).set({ isActive: false }).where(eq(tenants.id, tenant.id));
    const res = await t.call('GET', '/api/services/app/User/GetAll', { token: user.token, language: 'en' });
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toBe('The tenant is inactive.');
    const deleted = await t.tenant();
    const other = await t.userWith([], { tenantId: deleted.id });
    await t.database.db.update(tenants).set({ isDeleted: true }).where(eq(tenants.id, deleted.id));
    expect((await t.call('GET', '/api/services/app/User/GetUserStatusIdByCurrentUser', { token: other.token })).status).toBe(404);
  });
});
