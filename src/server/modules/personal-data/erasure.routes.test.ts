import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErasureStatus, type ErasureRequestDto } from '../../../shared/contracts/personal-data';
import { Permission } from '../../../shared/permissions';
import { notifications, userCourses } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { addContact, organization, person, tenantWithAdmin, type AdminTenant } from '../organizations/organizations.test-support';
import { personalDataApi, pilotWithRecords } from './personal-data.test-support';

let t: TestApp;
let home: AdminTenant;
let away: AdminTenant;
let usersManager: { id: number; token: string };

beforeAll(async () => {
  t = await createTestApp();
  home = await tenantWithAdmin(t);
  away = await tenantWithAdmin(t);
  usersManager = await t.userWith([Permission.Users], { tenantId: home.tenantId });
});
afterAll(() => t.close());

const call = (verb: 'GET' | 'POST', method: string, token: string | undefined, input: Record<string, unknown> = {}) =>
  t.call<ErasureRequestDto>(
    verb,
    `${personalDataApi}/${method}`,
    verb === 'GET' ? { token, query: input as never } : { token, body: input },
  );
const request = (token: string | undefined, reason?: string) =>
  call('POST', 'RequestErasure', token, reason === undefined ? {} : { reason });
const approve = (token: string | undefined, id: unknown) => call('POST', 'ApproveErasure', token, { id });
const reject = (token: string | undefined, body: Record<string, unknown>) => call('POST', 'RejectErasure', token, body);

describe('PersonalData/RequestErasure, GetMyErasureRequest and WithdrawErasure', () => {
  it('asks, shows the state, refuses a second pending request, withdraws, and asks again', async () => {
    const pilot = await person(t, home.tenantId);
    expect((await call('GET', 'GetMyErasureRequest', pilot.token)).body.result).toBeNull();
    const asked = await request(pilot.token, 'Ég er hættur að fljúga.');
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.result).toMatchObject({ userId: pilot.id, status: ErasureStatus.Pending, reason: 'Ég er hættur að fljúga.' });
    expect((await call('GET', 'GetMyErasureRequest', pilot.token)).body.result.id).toBe(asked.body.result.id);

    const again = await request(pilot.token);
    expect(again.status).toBe(400);
    expect(again.body.error?.message).toBe('Þú átt þegar beiðni um eyðingu sem bíður afgreiðslu.');

    const withdrawn = await call('POST', 'WithdrawErasure', pilot.token, { id: asked.body.result.id });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.body.result.status).toBe(ErasureStatus.Withdrawn);
    expect((await call('POST', 'WithdrawErasure', pilot.token, { id: asked.body.result.id })).status).toBe(400);
    expect((await request(pilot.token)).status).toBe(200);
  });

  it('answers 400 for a reason too long or an id that is no id, naming the member', async () => {
    const pilot = await person(t, home.tenantId);
    const long = await request(pilot.token, 'x'.repeat(1001));
    expect(long.status).toBe(400);
    expect(long.body.error?.validationErrors?.[0]?.members).toEqual(['reason']);
    const bad = await call('POST', 'WithdrawErasure', pilot.token, { id: 'one' });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.validationErrors?.[0]?.members).toEqual(['id']);
  });

  it('answers 401 without a session', async () => {
    expect((await request(undefined)).status).toBe(401);
    expect((await call('GET', 'GetMyErasureRequest', undefined)).status).toBe(401);
    expect((await call('POST', 'WithdrawErasure', undefined, { id: 1 })).status).toBe(401);
  });

  it('answers 404 for another person’s request, in the tenant or not', async () => {
    const owner = await person(t, home.tenantId);
    const { id } = (await request(owner.token)).body.result;
    const neighbour = await person(t, home.tenantId);
    const stranger = await person(t, away.tenantId);
    expect((await call('POST', 'WithdrawErasure', neighbour.token, { id })).status).toBe(404);
    expect((await call('POST', 'WithdrawErasure', stranger.token, { id })).status).toBe(404);
  });

  it('refuses the host’s administrator', async () => {
    const res = await request(await t.loginAsAdmin());
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toBe('Ekki er hægt að eyða aðgangi aðalstjórnanda kerfisins.');
  });
});

describe('PersonalData/GetErasureRequests', () => {
  it('lists the tenant’s requests, pending first, filtered by state; never another tenant’s', async () => {
    const waiting = await person(t, home.tenantId, { name: 'Bíður' });
    const pending = (await request(waiting.token)).body.result;
    const elsewhere = await person(t, away.tenantId);
    const foreign = (await request(elsewhere.token)).body.result;
    const res = await t.call('GET', `${personalDataApi}/GetErasureRequests`, {
      token: usersManager.token,
      query: { Status: 1, MaxResultCount: 100 },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const ids = res.body.result.items.map((r: ErasureRequestDto) => r.id);
    expect(ids).toContain(pending.id);
    expect(ids).not.toContain(foreign.id);
    expect(res.body.result.items.every((r: ErasureRequestDto) => r.status === ErasureStatus.Pending)).toBe(true);
    expect(res.body.result.items.find((r: ErasureRequestDto) => r.id === pending.id)).toMatchObject({
      fullName: waiting.fullName,
      emailAddress: waiting.emailAddress,
    });
  });

  it('answers 400, 401 and 403', async () => {
    const list = (token?: string, query: Record<string, string | number> = {}) =>
      t.call('GET', `${personalDataApi}/GetErasureRequests`, { token, query });
    expect((await list(usersManager.token, { Status: 9 })).status).toBe(400);
    expect((await list()).status).toBe(401);
    expect((await list((await person(t, home.tenantId)).token)).status).toBe(403);
  });
});

describe('PersonalData/RejectErasure', () => {
  it('rejects with a reason the person sees, and mails it to them in their language', async () => {
    const pilot = await person(t, home.tenantId);
    await t.database.pool.query(`update users set language = 'en' where id = $1`, [pilot.id]);
    const { id } = (await request(pilot.token)).body.result;
    const res = await reject(usersManager.token, { id, reason: 'You hold an open case with the authority.' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result).toMatchObject({ status: ErasureStatus.Rejected, decisionReason: 'You hold an open case with the authority.' });
    expect((await call('GET', 'GetMyErasureRequest', pilot.token)).body.result.decisionReason).toBe(
      'You hold an open case with the authority.',
    );
    const mail = await t.database.pool.query(
      `select to_address, subject, text from mail_outbox where user_id = $1 and template = 'erasureRejected'`,
      [pilot.id],
    );
    expect(mail.rows).toEqual([
      expect.objectContaining({ to_address: pilot.emailAddress, subject: 'Your request to erase your personal data was rejected' }),
    ]);
    expect(mail.rows[0].text).toContain('You hold an open case with the authority.');
  });

  it('answers 400 without a reason, 401, 403 and the foreign 404', async () => {
    const pilot = await person(t, home.tenantId);
    const { id } = (await request(pilot.token)).body.result;
    const noReason = await reject(usersManager.token, { id, reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.error?.validationErrors?.[0]?.members).toEqual(['reason']);
    expect((await reject(undefined, { id, reason: 'x' })).status).toBe(401);
    expect((await reject(pilot.token, { id, reason: 'x' })).status).toBe(403);
    expect((await reject(away.admin, { id, reason: 'x' })).status).toBe(404);
    expect((await call('GET', 'GetMyErasureRequest', pilot.token)).body.result.status).toBe(ErasureStatus.Pending);
  });
});

describe('PersonalData/ApproveErasure', () => {
  it('answers 400, 401, 403, the foreign 404, and refuses an administrator their own request', async () => {
    const pilot = await person(t, home.tenantId);
    const { id } = (await request(pilot.token)).body.result;
    expect((await approve(usersManager.token, 0)).status).toBe(400);
    expect((await approve(undefined, id)).status).toBe(401);
    expect((await approve(pilot.token, id)).status).toBe(403);
    expect((await approve(away.admin, id)).status).toBe(404);
    const own = (await request(usersManager.token)).body.result;
    const self = await approve(usersManager.token, own.id);
    expect(self.status).toBe(400);
    expect(self.body.error?.message).toContain('annar stjórnandi');
    expect((await call('GET', 'GetMyErasureRequest', pilot.token)).body.result.status).toBe(ErasureStatus.Pending);
  });

  it('refuses while the person is an organisation’s only main contact, and says which', async () => {
    const main = await person(t, home.tenantId);
    const orgId = await organization(t, home.admin, main, { name: 'Flugmyndir ehf.' });
    const { id } = (await request(main.token)).body.result;
    const refused = await approve(home.admin, id);
    expect(refused.status).toBe(400);
    expect(refused.body.error?.message).toContain('eini aðaltengiliður Flugmyndir ehf.');
    const rows = await t.database.pool.query('select name, is_deleted from users where id = $1', [main.id]);
    expect(rows.rows[0]).toEqual({ name: 'Jón', is_deleted: false });

    // With a second main contact the organisation keeps one, and the approval goes through.
    const second = await person(t, home.tenantId);
    await addContact(t, home.admin, orgId, second, 4);
    expect((await approve(home.admin, id)).status).toBe(200);
    const places = await t.database.pool.query('select organization_role_id from user_organizations where user_id = $1', [main.id]);
    expect(places.rows).toEqual([]);
  });

  it('anonymises the person everywhere, signs them out and keeps their certificate and payment', async () => {
    const pilot = await pilotWithRecords(t, home.tenantId, { name: 'Þórdís', surname: 'Hrafnkelsdóttir' });
    await t.database.db.insert(notifications).values({ tenantId: home.tenantId, userId: pilot.id, messageId: 1 });
    await t.database.db.insert(userCourses).values({ tenantId: home.tenantId, userId: pilot.id, courseType: 1 });
    const certificate = (
      await t.database.pool.query('select certificate_number, verify_token from user_certificates where id = $1', [pilot.userCertificateId])
    ).rows[0];
    const { id } = (await request(pilot.token, 'Vinsamlegast eyðið mér.')).body.result;

    const res = await approve(home.admin, id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.result.status).toBe(ErasureStatus.Approved);

    // Signed out everywhere, and no way back in.
    expect((await call('GET', 'GetMyErasureRequest', pilot.token)).status).toBe(401);
    const signIn = await t.call('POST', '/api/TokenAuth/Authenticate', {
      body: { userNameOrEmailAddress: pilot.userName, password: 'Test-Password-1' },
      tenantId: home.tenantId,
    });
    expect(signIn.status).not.toBe(200);
    const byEmail = await t.call('POST', '/api/TokenAuth/Authenticate', {
      body: { userNameOrEmailAddress: pilot.emailAddress, password: 'Test-Password-1' },
      tenantId: home.tenantId,
    });
    expect(byEmail.status).not.toBe(200);

    // Their name, address and ID number are nowhere in the users or pilots tables, nor their phone.
    const tables = await t.database.pool.query(
      `select (select coalesce(json_agg(u), '[]') from users u)::text || (select coalesce(json_agg(p), '[]') from pilots p)::text
           || (select coalesce(json_agg(x), '[]') from pilot_phone_numbers x)::text || (select coalesce(json_agg(e), '[]') from pilot_emails e)::text as all`,
    );
    const everything: string = tables.rows[0].all;
    for (const trace of ['Þórdís', 'Hrafnkelsdóttir', pilot.emailAddress, pilot.userName, pilot.idNumber]) {
      expect(everything, trace).not.toContain(trace);
    }
    const account = (
      await t.database.pool.query('select user_name, email_address, is_active, is_deleted from users where id = $1', [pilot.id])
    ).rows[0];
    expect(account).toMatchObject({ is_active: false, is_deleted: false });
    expect(account.email_address).toMatch(/@erased\.invalid$/);
    expect(account.user_name).toMatch(/^erased-/);

    // Activity goes; what the law keeps stays.
    expect((await t.database.pool.query('select 1 from notifications where user_id = $1', [pilot.id])).rowCount).toBe(0);
    expect((await t.database.pool.query('select 1 from user_courses where user_id = $1', [pilot.id])).rowCount).toBe(0);
    expect(
      (await t.database.pool.query('select 1 from user_sessions where user_id = $1 and revoked_at is null', [pilot.id])).rowCount,
    ).toBe(0);
    const payment = (await t.database.pool.query('select amount, payer_email, description from payments where id = $1', [pilot.paymentId]))
      .rows[0];
    expect(payment).toMatchObject({ amount: 5000, payer_email: '', description: 'Drone pilot registration fee' });
    const verified = await t.call('GET', '/api/TokenAuth/VerifyQrCodeToken', {
      query: { token: certificate.verify_token, userId: pilot.id },
    });
    expect(verified.status).toBe(200);
    expect(verified.body.result).toMatchObject({ certificateNumber: certificate.certificate_number, state: 'valid', dateOfBirth: null });
    expect(JSON.stringify(verified.body.result)).not.toContain('Þórdís');

    // Told first, at the address they had, in their language.
    const mail = await t.database.pool.query(
      `select to_address, subject, status from mail_outbox where template = 'erasureApproved' and to_address = $1`,
      [pilot.emailAddress],
    );
    expect(mail.rows).toEqual([{ to_address: pilot.emailAddress, subject: 'Persónuupplýsingum þínum hefur verið eytt', status: 'queued' }]);
    expect((await t.database.pool.query(`select 1 from pgboss.job where name = 'send-mail'`)).rowCount).toBeGreaterThan(0);

    // The administrators' list shows the request decided, with the anonymised account.
    const listed = await t.call('GET', `${personalDataApi}/GetErasureRequests`, { token: home.admin, query: { Status: 2 } });
    expect(listed.body.result.items.find((r: ErasureRequestDto) => r.id === id)).toMatchObject({
      fullName: '—',
      status: ErasureStatus.Approved,
    });
  });
});
