import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userCertificates } from '../../db/schema';
import { jsQrDecode, pdfText, renderFirstPage } from '../../pdf/pdf-tools.test-support';
import { createTestApp, type TestApp } from '../../test/harness';
import { rowById } from '../../test/rows';
import {
  award,
  certificateApi,
  certificateSetup,
  dayFromToday,
  invalidMembers,
  pdfPath,
  today,
  verifyPath,
} from './certificates.test-support';

let t: TestApp;
let s: Awaited<ReturnType<typeof certificateSetup>>;

beforeAll(async () => {
  t = await createTestApp();
  s = await certificateSetup(t);
});
afterAll(() => t.close());

const ddmmyyyy = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;

/** The raw reply of the PDF route, which is a file rather than an envelope. */
async function download(query: Record<string, string | number>, auth: { token?: string; cookie?: string } = {}) {
  const headers: Record<string, string> = {};
  if (auth.token) headers.authorization = `Bearer ${auth.token}`;
  if (auth.cookie) headers.cookie = `Abp.AuthToken=${auth.cookie}`;
  const res = await t.app.inject({
    method: 'GET',
    url: pdfPath,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers,
  });
  return { status: res.statusCode, headers: res.headers, pdf: res.rawPayload, json: () => res.json() };
}

describe('Certificate/CreateUserCertificatePdf', () => {
  it('sends the caller’s certificate of the type as certificate.pdf, with holder, dates and both languages in its text', async () => {
    const { userCertificateId } = await award(t, { tenantId: s.tenantId, userId: s.pilot.id, certificateType: 1, passedDate: today() });
    const row = await rowById(t, userCertificates, userCertificateId);
    const res = await download({ type: 1 }, { token: s.pilot.token });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="certificate.pdf"');
    expect(res.headers['cache-control']).toBe('private, no-store');
    console.log(`certificate PDF through the API: ${res.headers['server-timing']}`);
    expect(res.pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.pdf);
    for (const expected of [
      'Þórdís Ægis Öxndal',
      '28.02.1990',
      row.certificateNumber,
      'Staðfesting á netþjálfun A1/A3',
      'A1/A3 proof of completion of online training',
      ddmmyyyy(today()),
      ddmmyyyy(dayFromToday(5)),
      'Samgöngustofa — Icelandic Transport Authority',
      `http://portal.test/verify-qrcode/${s.pilot.id}/${row.verifyToken}`,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('REVOKED');
  });

  it('carries a QR code that leads, through VerifyQrCodeToken, to the same certificate', async () => {
    const holder = await t.userWith([], {
      tenantId: s.tenantId,
      fields: { name: 'Guðrún Ýr', surname: 'Þorvaldsdóttir', dateOfBirth: '2003-11-05' },
    });
    const { userCertificateId } = await award(t, { tenantId: s.tenantId, userId: holder.id, certificateType: 2, passedDate: today() });
    const row = await rowById(t, userCertificates, userCertificateId);
    const res = await download({ type: 2 }, { token: holder.token });
    const url = jsQrDecode(await renderFirstPage(res.pdf)) ?? '';
    const match = /^http:\/\/portal\.test\/verify-qrcode\/(\d+)\/([A-Za-z0-9_-]+)$/.exec(url);
    expect(match, url).not.toBeNull();
    const [, userId, token] = match!;
    expect(Number(userId)).toBe(holder.id);
    const verified = await t.call('GET', verifyPath, { query: { userId, token } });
    expect(verified.status).toBe(200);
    expect(verified.body.result).toMatchObject({
      holderName: 'Guðrún Ýr Þorvaldsdóttir',
      dateOfBirth: '2003-11-05',
      certificateId: 2,
      certificateNumber: row.certificateNumber,
      passedDate: today(),
      expiredDate: dayFromToday(5),
      state: 'valid',
    });
    const text = await pdfText(res.pdf);
    expect(text).toContain('Hæfnisskírteini fjarflugmanns A2');
    expect(text).toContain('A2 remote pilot certificate of competency');
  });

  it('sends one by id to its holder and to a results manager of its tenant, with the sign-in cookie as well as the header', async () => {
    const holder = await t.userWith([], { tenantId: s.tenantId, fields: { name: 'Ari', surname: 'Ólafsson' } });
    const { userCertificateId: id } = await award(t, { tenantId: s.tenantId, userId: holder.id, certificateType: 1, passedDate: today() });
    const byHolder = await download({ Id: id }, { cookie: holder.token });
    expect(byHolder.status).toBe(200);
    expect(await pdfText(byHolder.pdf)).toContain('Ari Ólafsson');
    expect((await download({ id }, { token: s.manager.token })).status).toBe(200);
    // The cookie is honoured by this download only, never by an ordinary call.
    const call = await t.app.inject({
      method: 'GET',
      url: `${certificateApi}/GetUserCertificate`,
      query: { type: '1' },
      headers: { cookie: `Abp.AuthToken=${holder.token}` },
    });
    expect(call.statusCode).toBe(401);
  });

  it('prints REVOKED on a revoked certificate', async () => {
    const holder = await t.userWith([], { tenantId: s.tenantId });
    const { userCertificateId: id } = await award(t, { tenantId: s.tenantId, userId: holder.id, certificateType: 1, passedDate: today() });
    await t.call('POST', `${certificateApi}/RevokeCertificate`, { token: s.manager.token, body: { id, reason: 'Svik' } });
    const text = await pdfText((await download({ id }, { token: holder.token })).pdf);
    expect(text).toContain('AFTURKALLAÐ — REVOKED');
    expect(text).toContain(`Afturkallað ${ddmmyyyy(today())}`);
  });

  it('answers 404 for another user’s certificate, another tenant’s, one that does not exist, or a type never certified', async () => {
    const holder = await t.userWith([], { tenantId: s.tenantId });
    const { userCertificateId: id } = await award(t, { tenantId: s.tenantId, userId: holder.id, certificateType: 1, passedDate: today() });
    const stranger = await t.userWith([], { tenantId: s.otherTenantId });
    const { userCertificateId: foreignId } = await award(t, {
      tenantId: s.otherTenantId,
      userId: stranger.id,
      certificateType: 1,
      passedDate: today(),
    });
    for (const [query, token] of [
      [{ id }, s.outsiders[1]],
      [{ id }, s.otherManager.token],
      [{ id: foreignId }, s.manager.token],
      [{ id: 2_000_000 }, s.manager.token],
      [{ type: 2 }, holder.token],
    ] as const) {
      const res = await download(query, { token });
      expect(res.status, JSON.stringify(query)).toBe(404);
      expect(res.json()).toMatchObject({ success: false, result: null, error: { code: 0 } });
    }
  });

  it('answers 400 naming the member, and 401 without a session (an id of someone else’s answers 404, not 403)', async () => {
    const bad = await download({ type: 3 }, { token: s.pilot.token });
    expect(bad.status).toBe(400);
    expect(invalidMembers(bad.json())).toEqual(['type']);
    for (const id of ['abc', 0, 2 ** 31]) expect(invalidMembers((await download({ id }, { token: s.pilot.token })).json())).toEqual(['id']);
    const anonymous = await download({ type: 1 });
    expect(anonymous.status).toBe(401);
    expect(anonymous.json()).toMatchObject({ unAuthorizedRequest: true, success: false });
  });
});
