import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentStatus } from '../../../shared/enums';
import { Permission } from '../../../shared/permissions';
import { insertPayment, type PaymentRecord } from '../../seed/factories/payments';
import { pdfText } from '../../pdf/pdf-tools.test-support';
import { createTestApp, type TestApp } from '../../test/harness';
import { at, paymentApi } from './payments-admin.test-support';

let t: TestApp;
let payer: { id: number; token: string };
let otherPilot: string;
let admin: string;
let otherTenantAdmin: string;
let hostAdmin: string;
let paid: PaymentRecord;
let icelandic: PaymentRecord;
let pending: PaymentRecord;

async function receipt(options: { id: number | string; token?: string; cookie?: string; language?: 'is' | 'en' }) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.cookie) headers.cookie = `Abp.AuthToken=${options.cookie}`;
  if (options.language) headers['.aspnetcore.culture'] = `c=${options.language}|uic=${options.language}`;
  return t.app.inject({ method: 'GET', url: `${paymentApi}/GetPaymentReceipt`, query: { id: String(options.id) }, headers });
}

beforeAll(async () => {
  t = await createTestApp();
  const tenantId = (await t.tenant()).id;
  payer = await t.userWith([Permission.Pilot], { tenantId, fields: { name: 'Ann', surname: 'Smith', userName: 'ann' } });
  otherPilot = (await t.userWith([Permission.Pilot], { tenantId })).token;
  admin = (await t.userWith([Permission.Administrator], { tenantId })).token;
  otherTenantAdmin = (await t.userWith([Permission.Administrator], { tenantId: (await t.tenant()).id })).token;
  hostAdmin = await t.loginAsAdmin();
  const db = t.database.db;
  paid = await insertPayment(db, {
    tenantId,
    userId: payer.id,
    payerName: 'Ann Smith',
    language: 'en',
    description: 'Drone pilot registration fee',
    paidAt: at('2030-05-04', '16:20:00'),
  });
  icelandic = await insertPayment(db, { tenantId, userId: payer.id, payerName: 'Ann Smith', paidAt: at('2025-05-04') });
  pending = await insertPayment(db, { tenantId, userId: payer.id, status: PaymentStatus.Pending });
});
afterAll(() => t.close());

describe('Payment/GetPaymentReceipt', () => {
  it('answers the payer Receipt_{id}.pdf in the language they paid in', async () => {
    const res = await receipt({ id: paid.id, token: payer.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Receipt_${paid.id}.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'Payment receipt',
      `Receipt number ${paid.id}`,
      paid.checkoutId,
      'Ann Smith',
      'Total ISK 5,000',
      // English dates as English writes them, the day first and slashes between.
      'Paid 04/05/2030 16:20',
    ]) {
      expect(text).toContain(expected);
    }
    // The payer's language, whatever the request's.
    const inIcelandic = await pdfText((await receipt({ id: icelandic.id, token: payer.token, language: 'en' })).rawPayload);
    expect(inIcelandic).toContain('Kvittun fyrir greiðslu');
    expect(inIcelandic).toContain('Samtals 5.000 kr.');
    expect(inIcelandic).toMatch(/Greitt \d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
  });

  it('downloads with the Abp.AuthToken cookie, as a link does', async () => {
    expect((await receipt({ id: paid.id, cookie: payer.token })).statusCode).toBe(200);
  });

  it('answers the tenant’s administrator too', async () => {
    expect((await receipt({ id: paid.id, token: admin })).statusCode).toBe(200);
  });

  it('answers 404 to another pilot, to other tenants’ administrators and the host’s, and for no such payment', async () => {
    for (const token of [otherPilot, otherTenantAdmin, hostAdmin]) {
      const res = await receipt({ id: paid.id, token, language: 'en' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('What was asked for was not found.');
    }
    expect((await receipt({ id: 2_147_483_647, token: admin })).statusCode).toBe(404);
  });

  it('tells the payer that a payment not completed has no receipt', async () => {
    const res = await receipt({ id: pending.id, token: payer.token, language: 'en' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('This payment has not been completed, so there is no receipt for it.');
    expect((await receipt({ id: pending.id, token: otherPilot })).statusCode).toBe(404);
  });

  it('answers 400 for an id that is not one, and 401 anonymously', async () => {
    for (const id of ['abc', 0, -1]) {
      const res = await receipt({ id, token: payer.token });
      expect(res.statusCode, String(id)).toBe(400);
      expect(res.json().error.validationErrors[0].members).toEqual(['id']);
    }
    const anonymous = await receipt({ id: paid.id });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().unAuthorizedRequest).toBe(true);
  });
});
