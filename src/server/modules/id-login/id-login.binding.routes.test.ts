import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserType } from '../../../shared/enums';
import { Permission } from '../../../shared/permissions';
import { developmentIdProvider } from '../../adapters/id-provider/provider';
import { createTestApp, type TestApp } from '../../test/harness';
import { freePort } from '../../test/ports';
import { soon } from '../../test/soon';
import { addPilotRecord } from '../pilots';
import { idApi, idLogin, ProviderBrowser, providerCode } from './id-login.test-support';

/**
 * Decision 0021: a login through the provider reaches only the account the provider itself bound
 * to the person; a kennitala typed on an account is a claim, never a key, and a proved one stays.
 * Each case here is an attack an independent test made work before the binding.
 */

const victim = { sub: '0101302989', idNumber: '010130-2989' };
const other = { sub: '0101303019', idNumber: '010130-3019' };
/** The test person whose e-mail address the provider vouches for. */
const withAddress = { sub: '0101307789', email: 'gervimadur.utlond@example.com' };

let t: TestApp;
beforeAll(async () => {
  const port = await freePort();
  t = await createTestApp({
    publicUrl: `http://127.0.0.1:${port}`,
    idProvider: (publicUrl) => developmentIdProvider(publicUrl, 'an installation secret of the binding test'),
  });
  await t.app.listen({ port, host: '127.0.0.1' });
});
afterAll(() => t?.close());

const sql = (text: string, values: unknown[] = []) => t.database.pool.query(text, values);

/** An account made with a password, whose owner typed `idNumber` on their register record. */
async function passwordAccount(tenantId: number, userName: string, idNumber: string | null, email = `${userName}@example.com`) {
  const user = await t.userWith([Permission.Pilot], { tenantId, fields: { userName, emailAddress: email, userTypeId: UserType.Pilot } });
  await addPilotRecord(t.database.db, { tenantId, userId: user.id, pilotTypeId: UserType.Pilot, email, socialSecurityNumber: idNumber });
  return user;
}

async function registerThroughProvider(tenantId: number, sub: string, emailAddress: string) {
  const first = await idLogin(t, new ProviderBrowser(), sub, { tenantId });
  expect(first.body.result?.outcome, JSON.stringify(first.body)).toBe('register');
  const registered = await t.call('POST', idApi.register, {
    tenantId,
    body: { registrationToken: first.body.result.registrationToken, userTypeId: UserType.Pilot, emailAddress },
  });
  expect(registered.status, JSON.stringify(registered.body)).toBe(200);
  return { userId: registered.body.result.userId as number, token: registered.body.result.accessToken as string };
}

describe('a kennitala typed at registration', () => {
  it('does not open its account to the person it names, who registers an account of their own', async () => {
    const { id: tenantId } = await t.tenant();
    const attacker = await passwordAccount(tenantId, 'lodd', victim.idNumber);

    const login = await idLogin(t, new ProviderBrowser(), victim.sub, { tenantId });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    expect(login.body.result.outcome).toBe('register');
    expect(login.body.result.userId).toBeUndefined();

    const own = await registerThroughProvider(tenantId, victim.sub, 'raunverulegur@example.com');
    expect(own.userId).not.toBe(attacker.id);
    const again = await idLogin(t, new ProviderBrowser(), victim.sub, { tenantId });
    expect(again.body.result).toMatchObject({ outcome: 'signedIn', userId: own.userId });
  });

  it('is a claim the owner can still change while nobody has proved it', async () => {
    const { id: tenantId } = await t.tenant();
    const owner = await passwordAccount(tenantId, 'krafa', null);
    const changed = await t.call('PUT', '/api/services/app/Pilot/UpdateInformation', {
      token: owner.token,
      body: { userId: owner.id, name: 'Krafa', surname: 'Slegin', dateOfBirth: '1990-01-01', socialSecurityNumber: other.idNumber },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.result).toMatchObject({ socialSecurityNumber: other.idNumber, isSocialSecurityNumberVerified: false });
  });
});

describe('a kennitala the provider proved', () => {
  async function linkedAccount(tenantId: number) {
    const owner = await passwordAccount(tenantId, 'tengdur', null, withAddress.email);
    const offered = await idLogin(t, new ProviderBrowser(), withAddress.sub, { tenantId });
    expect(offered.body.result?.outcome, JSON.stringify(offered.body)).toBe('link');
    const linked = await t.call('POST', idApi.link, {
      tenantId,
      body: { linkToken: offered.body.result.linkToken, password: 'Test-Password-1' },
    });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    return owner;
  }

  it('stays on a linked account: its owner cannot type another, and the other person’s login does not reach it', async () => {
    const { id: tenantId } = await t.tenant();
    const owner = await linkedAccount(tenantId);
    const body = { userId: owner.id, name: 'Tengdur', surname: 'Maður', dateOfBirth: '1930-01-01', socialSecurityNumber: victim.idNumber };
    const shown = await t.call('GET', '/api/services/app/Pilot/GetInformation', { token: owner.token, query: { Id: owner.id } });
    expect(shown.body.result, JSON.stringify(shown.body)).toMatchObject({
      socialSecurityNumber: '010130-7789',
      isSocialSecurityNumberVerified: true,
    });
    for (const language of ['is', 'en'] as const) {
      const refused = await t.call('PUT', '/api/services/app/Pilot/UpdateInformation', { token: owner.token, body, language });
      expect(refused.status).toBe(400);
      expect(refused.body.error!.message).toMatch(language === 'en' ? /proved with the electronic ID/ : /staðfest með rafrænum skilríkjum/);
    }
    // Nor through any other path: the database keeps the rule.
    await expect(sql(`update pilots set social_security_number = $1 where user_id = $2`, [victim.idNumber, owner.id])).rejects.toThrow(
      /proved stays/,
    );

    const victimLogin = await idLogin(t, new ProviderBrowser(), victim.sub, { tenantId });
    expect(victimLogin.body.result.outcome).toBe('register');
    const ownLogin = await idLogin(t, new ProviderBrowser(), withAddress.sub, { tenantId });
    expect(ownLogin.body.result).toMatchObject({ outcome: 'signedIn', userId: owner.id });
  });

  it('is changed by an administrator, whose call the audit log records, and the login still goes by the provider’s subject', async () => {
    const { id: tenantId } = await t.tenant();
    const owner = await linkedAccount(tenantId);
    const staff = await t.userWith([Permission.Pilots], { tenantId });
    const { rows } = await sql(`select id from pilots where user_id = $1`, [owner.id]);
    const changed = await t.call('PUT', '/api/services/app/Pilot/Update', {
      token: staff.token,
      body: { id: rows[0].id, pilotTypeId: UserType.Pilot, statusId: 1, socialSecurityNumber: other.idNumber },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const audited = await soon(
      async () =>
        (await sql(`select changed_fields from audit_logs where user_id = $1 and service = 'Pilot' and method = 'Update'`, [staff.id]))
          .rows,
      (rows) => rows.length > 0,
    );
    expect(audited).toEqual([{ changed_fields: expect.arrayContaining(['socialSecurityNumber']) }]);

    const otherLogin = await idLogin(t, new ProviderBrowser(), other.sub, { tenantId });
    expect(otherLogin.body.result.outcome).toBe('register');
    const ownLogin = await idLogin(t, new ProviderBrowser(), withAddress.sub, { tenantId });
    expect(ownLogin.body.result).toMatchObject({ outcome: 'signedIn', userId: owner.id });
  });

  it('is held by one account of a tenant only', async () => {
    const { id: tenantId } = await t.tenant();
    const first = await registerThroughProvider(tenantId, victim.sub, 'fyrri@example.com');
    const second = await passwordAccount(tenantId, 'seinni', null);
    await expect(
      sql(
        `insert into id_bindings (user_id, tenant_id, issuer, subject, id_number) select $1, tenant_id, issuer, 'another', id_number from id_bindings where user_id = $2`,
        [second.id, first.userId],
      ),
    ).rejects.toThrow(/id_bindings_id_number_key/);
    // A person whose account was removed can open a new one: the removed account gives the binding up.
    await sql(`update users set is_deleted = true where id = $1`, [first.userId]);
    const renewed = await registerThroughProvider(tenantId, victim.sub, 'naesti@example.com');
    expect(renewed.userId).not.toBe(first.userId);
  });
});

describe('an account the provider opened before bindings were kept', () => {
  /** As migration 0023 left an account whose person had no live provider session: opened through the provider, unbound. */
  async function openedBeforeBindings(tenantId: number, sub: string, emailAddress: string) {
    const opened = await registerThroughProvider(tenantId, sub, emailAddress);
    await sql(`delete from id_bindings where user_id = $1`, [opened.userId]);
    return opened;
  }

  it('opens at its person’s first login and is bound from then on; an account that only typed the number is never reached', async () => {
    const { id: tenantId } = await t.tenant();
    const own = await openedBeforeBindings(tenantId, victim.sub, 'fyrir-bindingu@example.com');
    const claimant = await passwordAccount(tenantId, 'eftirherma', victim.idNumber);

    const first = await idLogin(t, new ProviderBrowser(), victim.sub, { tenantId });
    expect(first.body.result, JSON.stringify(first.body)).toMatchObject({ outcome: 'signedIn', userId: own.userId });
    const { rows } = await sql(`select user_id, subject, id_number from id_bindings where subject = $1 and tenant_id = $2`, [
      victim.sub,
      tenantId,
    ]);
    expect(rows).toEqual([{ user_id: own.userId, subject: victim.sub, id_number: '0101302989' }]);
    expect(rows[0].user_id).not.toBe(claimant.id);

    const next = await idLogin(t, new ProviderBrowser(), victim.sub, { tenantId });
    expect(next.body.result).toMatchObject({ outcome: 'signedIn', userId: own.userId });
  });

  it('stays unbound while two records the provider opened carry the number, and the person is asked to register', async () => {
    const { id: tenantId } = await t.tenant();
    await openedBeforeBindings(tenantId, victim.sub, 'fyrri-tvitak@example.com');
    const twin = await passwordAccount(tenantId, 'tvitak', victim.idNumber);
    await sql(`update pilots set is_id_login = true where user_id = $1`, [twin.id]);

    const login = await idLogin(t, new ProviderBrowser(), victim.sub, { tenantId });
    expect(login.body.result?.outcome, JSON.stringify(login.body)).toBe('register');
    expect((await sql(`select 1 from id_bindings where tenant_id = $1`, [tenantId])).rowCount).toBe(0);
  });
});

describe('a login’s return', () => {
  it('finishes only in the browser that began the login, whose key is a cookie of its own', async () => {
    const { id: tenantId } = await t.tenant();
    await registerThroughProvider(tenantId, other.sub, 'arasar@example.com');
    // The attacker begins logins as themselves and stops at the return, keeping their codes and states.
    const attacker = new ProviderBrowser();
    const victimBrowser = new ProviderBrowser();
    await providerCode(t, victimBrowser, victim.sub, { tenantId });
    let taken = { code: '', state: '' };
    // The victim's browser opens one: it has no key, or its own from a login of its own.
    for (const headers of [{}, victimBrowser.portal]) {
      taken = await providerCode(t, attacker, other.sub, { tenantId });
      expect(attacker.portal.cookie).toMatch(/^IdLogin\.Browser=[\w-]{43}$/);
      const refused = await t.call('POST', idApi.handler, { tenantId, headers, body: taken, language: 'en' });
      expect(refused.status).toBe(400);
      expect(refused.body.error!.message).toMatch(/started in another browser/);
      expect(refused.body.result).toBeNull();
    }
    // Refused once, the attempt is used up: not even its own browser finishes it afterwards.
    const after = await t.call('POST', idApi.handler, { tenantId, headers: attacker.portal, body: taken });
    expect(after.status).toBe(400);

    // The browser that began a login finishes it.
    const own = await providerCode(t, attacker, other.sub, { tenantId });
    const signedIn = await t.call('POST', idApi.handler, { tenantId, headers: attacker.portal, body: own });
    expect(signedIn.body.result).toMatchObject({ outcome: 'signedIn' });
  });

  it('sets the browser key HttpOnly and SameSite=Lax, for the handler’s path, and keeps it across logins', async () => {
    const started = await t.call('GET', idApi.getUrl, {});
    const line = [started.headers['set-cookie']].flat().find((l) => String(l).startsWith('IdLogin.Browser='));
    expect(line).toMatch(/HttpOnly/i);
    expect(line).toMatch(/SameSite=Lax/i);
    expect(line).toMatch(/Path=\/api\/Account\/IDLoginHandler/i);
    const key = String(line).split(';')[0];
    const again = await t.call('GET', idApi.getUrl, { headers: { cookie: key } });
    expect(String([again.headers['set-cookie']].flat().find((l) => String(l).startsWith('IdLogin.Browser='))).split(';')[0]).toBe(key);
  });
});
