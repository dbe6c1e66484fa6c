import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentKind, PaymentStatus, UserType } from '../../../shared/enums';
import { Permission } from '../../../shared/permissions';
import { insertPayment, type PaymentRecord } from '../../seed/factories/payments';
import { createTestApp, type TestApp } from '../../test/harness';
import { at, paymentApi, rowsOf } from './payments-admin.test-support';

let t: TestApp;
let admin: string;
let otherAdmin: string;
let pilot: string;
let aevar: PaymentRecord;
let flug: PaymentRecord;
let drona: PaymentRecord;
let formula: PaymentRecord;
let foreign: PaymentRecord;

const results = (token: string | undefined, query: Record<string, string | number> = {}, language: 'is' | 'en' = 'en') =>
  t.call('GET', `${paymentApi}/GetDroneOperatorPaymentResults`, { token, query, language });
const ids = (res: Awaited<ReturnType<typeof results>>) => res.body.result.items.map((p: { id: number }) => p.id);

async function download(token: string | undefined, body: object = {}, language?: 'is' | 'en') {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (language) headers['.aspnetcore.culture'] = `c=${language}|uic=${language}`;
  const res = await t.app.inject({ method: 'POST', url: `${paymentApi}/ExportToCSV`, headers, payload: body });
  return { res, rows: res.statusCode === 200 ? rowsOf(res.rawPayload) : [] };
}

beforeAll(async () => {
  t = await createTestApp();
  const tenantId = (await t.tenant()).id;
  const otherTenantId = (await t.tenant()).id;
  admin = (await t.userWith([Permission.Administrator], { tenantId })).token;
  otherAdmin = (await t.userWith([Permission.Administrator], { tenantId: otherTenantId })).token;
  pilot = (await t.userWith([Permission.Pilot], { tenantId })).token;
  const db = t.database.db;
  aevar = await insertPayment(db, {
    tenantId,
    payerName: 'Ævar Örn Þorsteinsson',
    payerEmail: 'aevar@example.com',
    creationTime: at('2030-02-01', '10:00:00'),
    paidAt: at('2030-02-01', '10:02:00'),
  });
  flug = await insertPayment(db, {
    tenantId,
    status: PaymentStatus.Pending,
    kind: PaymentKind.Organization,
    userTypeId: UserType.Under250,
    payerName: 'Jón Jónsson',
    organizationName: 'Flugmyndir ehf.',
    organizationNumber: '5501012030',
    amount: 15000,
    creationTime: at('2030-02-02', '11:00:00'),
  });
  drona = await insertPayment(db, {
    tenantId,
    kind: PaymentKind.Organization,
    userTypeId: UserType.Over250,
    payerName: 'Sigríður Dóra',
    organizationName: 'Dróna_100% ehf.',
    organizationNumber: '6602023040',
    amount: 45000,
    creationTime: at('2030-02-03', '23:59:59'),
    paidAt: at('2030-02-04', '00:01:00'),
  });
  formula = await insertPayment(db, {
    tenantId,
    status: PaymentStatus.Declined,
    payerName: '=HYPERLINK("x")',
    creationTime: at('2030-02-04', '08:00:00'),
  });
  foreign = await insertPayment(db, { tenantId: otherTenantId, payerName: 'Ævar í öðrum leigjanda', creationTime: at('2030-02-02') });
});
afterAll(() => t.close());

describe('Payment/GetDroneOperatorPaymentResults', () => {
  it('answers the tenant’s payments newest first, with totals over the whole filter', async () => {
    const res = await results(admin);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(ids(res)).toEqual([formula.id, drona.id, flug.id, aevar.id]);
    expect(res.body.result.totalCount).toBe(4);
    expect(res.body.result.totals).toEqual({ count: 4, paidCount: 2, paidAmount: 50_000 });
    expect(res.body.result.items[3]).toEqual({
      id: aevar.id,
      checkoutId: aevar.checkoutId,
      status: PaymentStatus.Paid,
      kind: PaymentKind.Private,
      userTypeId: UserType.Pilot,
      userId: null,
      payerName: 'Ævar Örn Þorsteinsson',
      organizationId: null,
      organizationName: null,
      organizationNumber: null,
      // In the reader's language, whatever language the payer paid in.
      description: 'Drone pilot registration fee',
      amount: 5000,
      currency: 'ISK',
      creationTime: '2030-02-01T10:00:00.000Z',
      paidAt: '2030-02-01T10:02:00.000Z',
      validFrom: '2030-02-01',
      validUntil: '2035-02-01',
      cardNumberMasked: '************1111',
      error: null,
    });
  });

  it('names each payment’s fee in the reader’s language, not the payer’s', async () => {
    const icelandic = (await results(admin, {}, 'is')).body.result.items as { id: number; description: string }[];
    expect(icelandic.find((p) => p.id === aevar.id)?.description).toBe('Skráningargjald fjarflugmanns');
    expect(icelandic.find((p) => p.id === flug.id)?.description).toBe(
      'Skráning rekstraraðila: fyrirtæki með færri en 250 starfsmenn – Flugmyndir ehf.',
    );
    const english = (await results(admin, {}, 'en')).body.result.items as { id: number; description: string }[];
    expect(english.find((p) => p.id === flug.id)?.description).toBe(
      'Operator registration: organisation with fewer than 250 staff – Flugmyndir ehf.',
    );
  });

  it('finds by payer, e-mail, organisation name or number and reference, taking % and _ literally', async () => {
    expect(ids(await results(admin, { keyword: 'ævar örn' }))).toEqual([aevar.id]);
    expect(ids(await results(admin, { keyword: 'AEVAR@EXAMPLE' }))).toEqual([aevar.id]);
    expect(ids(await results(admin, { keyword: 'flugmyndir' }))).toEqual([flug.id]);
    expect(ids(await results(admin, { keyword: '5501012030' }))).toEqual([flug.id]);
    expect(ids(await results(admin, { keyword: drona.checkoutId.slice(3).toLowerCase() }))).toEqual([drona.id]);
    expect(ids(await results(admin, { keyword: '_100%' }))).toEqual([drona.id]);
    expect(ids(await results(admin, { keyword: '%' }))).toEqual([drona.id]);
    expect(ids(await results(admin, { keyword: '   ' }))).toHaveLength(4);
  });

  it('filters by period of creation (whole Icelandic days or instants), status and kind, and pages', async () => {
    expect(ids(await results(admin, { from: '2030-02-02', to: '2030-02-03' }))).toEqual([drona.id, flug.id]);
    expect(ids(await results(admin, { from: '2030-02-02T11:00:00Z', to: '2030-02-04T08:00:00Z' }))).toEqual([
      formula.id,
      drona.id,
      flug.id,
    ]);
    const paid = await results(admin, { status: PaymentStatus.Paid });
    expect(ids(paid)).toEqual([drona.id, aevar.id]);
    expect(paid.body.result.totals).toEqual({ count: 2, paidCount: 2, paidAmount: 50_000 });
    expect(ids(await results(admin, { kind: PaymentKind.Organization }))).toEqual([drona.id, flug.id]);
    const page = await results(admin, { skipCount: 1, maxResultCount: 2 });
    expect(ids(page)).toEqual([drona.id, flug.id]);
    expect(page.body.result.totals.count).toBe(4);
  });

  it('answers 400 for a status, kind, date or page size it does not know', async () => {
    for (const [member, value] of [
      ['status', 9],
      ['kind', 3],
      ['from', 'whenever'],
      ['maxResultCount', 0],
    ] as const) {
      const res = await results(admin, { [member]: value });
      expect(res.status, member).toBe(400);
      expect(res.body.error?.validationErrors?.[0].members).toEqual([member]);
    }
  });

  it('answers 401 anonymously and 403 to a pilot, and shows another tenant’s administrator only that tenant’s', async () => {
    expect((await results(undefined)).status).toBe(401);
    const forbidden = await results(pilot);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error?.details).toBe('The permission Pages.Administrator is missing.');
    expect(ids(await results(otherAdmin))).toEqual([foreign.id]);
    expect(ids(await results(otherAdmin, { keyword: 'ævar örn' }))).toEqual([]);
  });
});

describe('Payment/ExportToCSV', () => {
  it('answers ExportPayments.csv: UTF-8 with BOM, semicolons, Icelandic headings and labels, newest first', async () => {
    const { res, rows } = await download(admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="ExportPayments.csv"');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.rawPayload.toString('utf8').split('\r\n')[0]).toBe(
      '\uFEFFGreiðslunúmer;Tilvísun;Stofnað;Greitt;Staða;Tegund;Gjaldflokkur;Greiðandi;Netfang;Fyrirtæki;Kennitala fyrirtækis;Lýsing;Upphæð;Gjaldmiðill;Gildir frá;Gildir til;Greiðslukort',
    );
    expect(rows.slice(1).map((r) => Number(r[0]))).toEqual([formula.id, drona.id, flug.id, aevar.id]);
    expect(rows[2]).toEqual([
      String(drona.id),
      drona.checkoutId,
      '2030-02-03 23:59:59',
      '2030-02-04 00:01:00',
      'Greitt',
      'Fyrirtæki',
      'Fyrirtæki með 250 starfsmenn eða fleiri',
      'Sigríður Dóra',
      'jon@example.com',
      'Dróna_100% ehf.',
      '6602023040',
      'Skráning rekstraraðila: fyrirtæki með 250 starfsmenn eða fleiri – Dróna_100% ehf.',
      '45000',
      'ISK',
      '2030-02-04',
      '2035-02-04',
      '************1111',
    ]);
    expect(rows[3].slice(3, 6)).toEqual(['', 'Í bið', 'Fyrirtæki']);
  });

  it('writes English headings when asked, applies the same filter without paging, and neutralises formulas', async () => {
    const { rows } = await download(admin, { Keyword: ' ævar ', status: PaymentStatus.Paid }, 'en');
    expect(rows[0].slice(0, 5)).toEqual(['Payment no.', 'Reference', 'Created', 'Paid', 'Status']);
    expect(rows.slice(1).map((r) => [r[0], r[4], r[5]])).toEqual([[String(aevar.id), 'Paid', 'Private person']]);
    const declined = await download(admin, { status: PaymentStatus.Declined });
    expect(declined.rows[1][7]).toBe('\'=HYPERLINK("x")');
  });

  it('answers 400, 401 and 403 as JSON errors, and shows another tenant’s administrator only that tenant’s', async () => {
    const bad = await download(admin, { status: 9 });
    expect(bad.res.statusCode).toBe(400);
    expect(bad.res.json().error.validationErrors[0].members).toEqual(['status']);
    const anonymous = await download(undefined);
    expect(anonymous.res.statusCode).toBe(401);
    expect(anonymous.res.json().unAuthorizedRequest).toBe(true);
    expect((await download(pilot)).res.statusCode).toBe(403);
    expect((await download(otherAdmin)).rows.slice(1).map((r) => Number(r[0]))).toEqual([foreign.id]);
  });

  it('answers a failure as an error the administrator can read, never as a file cut short', async () => {
    await t.database.pool.query('alter table payments rename column payer_email to payer_email_gone');
    try {
      const { res } = await download(admin, {}, 'en');
      expect(res.statusCode).toBe(500);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.json().error.message).toBe('The payments file could not be made. Please try again in a moment.');
    } finally {
      await t.database.pool.query('alter table payments rename column payer_email_gone to payer_email');
    }
  });
});
