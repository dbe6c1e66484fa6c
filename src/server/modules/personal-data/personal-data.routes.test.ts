import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportSections, type PersonalDataDto } from '../../../shared/contracts/personal-data';
import { pilotNotes } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { person } from '../organizations/organizations.test-support';
import { allPagesText, personalDataApi, pilotWithRecords, type PilotWithRecords } from './personal-data.test-support';

let t: TestApp;
let tenantId: number;
let pilot: PilotWithRecords;
let other: PilotWithRecords;

beforeAll(async () => {
  t = await createTestApp();
  tenantId = (await t.tenant()).id;
  pilot = await pilotWithRecords(t, tenantId, { name: 'Sigríður', surname: 'Ægisdóttir' });
  other = await pilotWithRecords(t, tenantId, { name: 'Gunnar', surname: 'Þórsson' });
  await t.database.db
    .insert(pilotNotes)
    .values({ pilotId: pilot.pilotId, description: 'Hringdi vegna tryggingar.', creatorUserId: other.id });
});
afterAll(() => t.close());

const getMyData = (token?: string, language?: 'is' | 'en') =>
  t.call<PersonalDataDto>('GET', `${personalDataApi}/GetMyData`, { token, language });

describe('PersonalData/GetMyData', () => {
  it('answers every section, holding the person’s own records and no one else’s', async () => {
    const res = await getMyData(pilot.token, 'en');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const data = res.body.result;
    expect(Object.keys(data.sections).sort()).toEqual([...exportSections].sort());
    expect(data.sections.account).toEqual([
      expect.objectContaining({ id: pilot.id, name: 'Sigríður', surname: 'Ægisdóttir', emailAddress: pilot.emailAddress }),
    ]);
    expect(data.sections.pilot[0]).toMatchObject({ socialSecurityNumber: pilot.idNumber });
    expect(data.sections.phoneNumbers).toEqual([expect.objectContaining({ phoneNumber: '5550199', isMain: true })]);
    expect(data.sections.emails).toEqual([expect.objectContaining({ email: pilot.emailAddress, confirmedTime: null })]);
    // Named in the reader's language, the other language's name left out.
    expect(data.sections.certificates).toEqual([
      expect.objectContaining({ certificateName: 'A1/A3 proof of completion of online training' }),
    ]);
    expect(data.sections.certificates[0]).not.toHaveProperty('certificateNameEnglish');
    expect(data.sections.payments).toEqual([expect.objectContaining({ id: pilot.paymentId, payerName: 'Sigríður Ægisdóttir' })]);
    expect(data.sections.roles.length).toBeGreaterThan(0);
    expect(data.sections.signIns.length).toBeGreaterThan(0);
    expect(data.sections.sessions.length).toBeGreaterThan(0);
    // Notes about the person are theirs to read; who wrote them is the writer's.
    expect(data.sections.notesAboutYou).toEqual([expect.objectContaining({ kind: 'pilot', description: 'Hringdi vegna tryggingar.' })]);
    const text = JSON.stringify(data);
    expect(text).not.toContain(other.emailAddress);
    expect(text).not.toContain('Gunnar');
    expect(text).not.toContain(other.userName);
  });

  it('never carries a secret: no password hash, token, session key or verify token', async () => {
    const text = JSON.stringify((await getMyData(pilot.token)).body.result).toLowerCase();
    for (const secret of [
      'passwordhash',
      '$argon2',
      'tokenhash',
      'verifytoken',
      'securitystamp',
      'idtoken',
      'refreshtoken',
      'codeverifier',
    ]) {
      expect(text).not.toContain(secret);
    }
    const sessionIds = (await t.database.pool.query('select id from user_sessions where user_id = $1', [pilot.id])).rows.map((r) => r.id);
    expect(sessionIds.length).toBeGreaterThan(0);
    for (const id of sessionIds) expect(text).not.toContain(id);
    const tokens = (await t.database.pool.query('select verify_token from user_certificates where user_id = $1', [pilot.id])).rows;
    for (const { verify_token } of tokens) expect(text).not.toContain(verify_token.toLowerCase());
  });

  it('answers a person without a pilot record too', async () => {
    const plain = await t.userWith([], { tenantId });
    const res = await getMyData(plain.token);
    expect(res.status).toBe(200);
    expect(res.body.result.sections.pilot).toEqual([]);
  });

  it('answers 401 without a session', async () => {
    const res = await getMyData();
    expect(res.status).toBe(401);
    expect(res.body.unAuthorizedRequest).toBe(true);
  });
});

async function pdf(options: { token?: string; cookie?: string; language?: 'is' | 'en' }) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = `Abp.AuthToken=${options.cookie}`;
  if (options.language) headers['.aspnetcore.culture'] = `c=${options.language}|uic=${options.language}`;
  return t.app.inject({ method: 'GET', url: `${personalDataApi}/GetMyDataPdf`, headers });
}

describe('PersonalData/GetMyDataPdf', () => {
  it('answers PersonalData_{day}.pdf in the request’s language with the person’s data', async () => {
    const res = await pdf({ token: pilot.token, language: 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="PersonalData_${new Date().toISOString().slice(0, 10)}.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { text, pages } = await allPagesText(res.rawPayload);
    expect(pages).toBeGreaterThan(1);
    for (const expected of [
      'Your personal data on the drone portal',
      'Sigríður Ægisdóttir',
      pilot.emailAddress,
      'Phone numbers',
      '5550199',
      'Payments',
    ]) {
      expect(text).toContain(expected);
    }
    const { text: icelandic } = await allPagesText((await pdf({ token: pilot.token, language: 'is' })).rawPayload);
    expect(icelandic).toContain('Persónuupplýsingar þínar í drónagáttinni');
    expect(icelandic).toContain('Símanúmer');
  });

  it('downloads with the Abp.AuthToken cookie, as a link does', async () => {
    expect((await pdf({ cookie: pilot.token })).statusCode).toBe(200);
  });

  it('answers 401 without a session, in the envelope', async () => {
    const res = await pdf({});
    expect(res.statusCode).toBe(401);
    expect(res.json().unAuthorizedRequest).toBe(true);
  });

  it('holds only the caller’s data', async () => {
    const { text } = await allPagesText((await pdf({ token: other.token, language: 'en' })).rawPayload);
    expect(text).toContain('Gunnar Þórsson');
    expect(text).not.toContain('Sigríður');
  });
});

describe('a person of another tenant', () => {
  it('reads only their own data', async () => {
    const stranger = await person(t, (await t.tenant()).id, { name: 'Ólafur' });
    const res = await getMyData(stranger.token);
    expect(res.status).toBe(200);
    expect(res.body.result.sections.account[0]!.id).toBe(stranger.id);
    expect(JSON.stringify(res.body.result)).not.toContain(pilot.emailAddress);
  });
});
