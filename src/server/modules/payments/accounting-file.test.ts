import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { PaymentKind, PaymentStatus, UserType } from '../../../shared/enums';
import { accountingColumns, accountingFile } from './accounting-file';
import type { SettledPaymentRow } from './accounting.queries';

const heading =
  'Greiðslunúmer;Tilvísun;Greitt;Greiðandi;Fyrirtæki;Kennitala fyrirtækis;Tegund;Gjaldflokkur;Lýsing;Upphæð;Gjaldmiðill;Færslunúmer;Heimildarnúmer';

const row = (overrides: Partial<SettledPaymentRow>): SettledPaymentRow => ({
  id: 41,
  tenantId: null,
  checkoutId: 'DP-0000A1',
  userId: 7,
  organizationId: null,
  kind: PaymentKind.Private,
  userTypeId: UserType.Pilot,
  payerName: 'Þórdís Ægisdóttir',
  payerEmail: 'thordis@example.com',
  searchText: null,
  organizationName: null,
  organizationNumber: null,
  language: 'is',
  description: 'Skráningargjald fjarflugmanns',
  amount: 5000,
  currency: 'ISK',
  provider: 'sandbox',
  status: PaymentStatus.Paid,
  creationTime: new Date('2026-03-09T08:59:00Z'),
  clickedAt: null,
  paidAt: new Date('2026-03-09T09:00:07.250Z'),
  validFrom: '2026-03-09',
  validUntil: '2031-03-09',
  transactionNumber: 'T100',
  authorizationNumber: 'A200',
  cardType: 'VISA',
  cardNumberMasked: '************1111',
  error: null,
  settleAttempts: 0,
  ...overrides,
});

describe('accountingFile', () => {
  it('is the heading alone on a day without payments, so a quiet day is told from a missing file', () => {
    const file = accountingFile('2026-03-09', []);
    expect(file).toMatchObject({ name: 'drone-payments-2026-03-09.csv', paymentCount: 0, totalAmount: 0 });
    expect(file.content.toString('utf8')).toBe(`${heading}\r\n`);
  });

  it('writes one line a payment in Icelandic, UTF-8 without a byte order mark, with the count and total', () => {
    const organisation = row({
      id: 42,
      checkoutId: 'DP-0000B2',
      kind: PaymentKind.Organization,
      userTypeId: UserType.Under250,
      payerName: 'Jón Jónsson',
      organizationName: 'Flug; og "myndir" ehf.',
      organizationNumber: '5501012030',
      description: 'Skráning rekstraraðila',
      amount: 15000,
      paidAt: new Date('2026-03-09T23:59:59.999Z'),
      transactionNumber: null,
      authorizationNumber: null,
    });
    const file = accountingFile('2026-03-09', [row({}), organisation]);
    expect(file).toMatchObject({ paymentCount: 2, totalAmount: 20_000 });
    expect([...file.content.subarray(0, 3)]).not.toEqual([0xef, 0xbb, 0xbf]);
    const lines = file.content.toString('utf8').split('\r\n');
    expect(lines[0]).toBe(heading);
    expect(lines[1]).toBe(
      '41;DP-0000A1;2026-03-09 09:00:07;Þórdís Ægisdóttir;;;Einstaklingur;Fjarflugmaður;Skráningargjald fjarflugmanns;5000;ISK;T100;A200',
    );
    const records = parse(file.content, { delimiter: ';' }) as string[][];
    expect(records).toHaveLength(3);
    expect(records.every((r) => r.length === accountingColumns.length)).toBe(true);
    expect(records[2]).toEqual([
      '42',
      'DP-0000B2',
      '2026-03-09 23:59:59',
      'Jón Jónsson',
      'Flug; og "myndir" ehf.',
      '5501012030',
      'Fyrirtæki',
      'Fyrirtæki með færri en 250 starfsmenn',
      'Skráning rekstraraðila',
      '15000',
      'ISK',
      '',
      '',
    ]);
  });

  it('writes names that a spreadsheet would run as text, and amounts as numbers', () => {
    const names = ['=HYPERLINK("https://evil.example","Smelltu")', '@SUM(1+1)', '+1+2', '-2+3', '\t=1+2'];
    const rows = names.map((name, i) => row({ id: 50 + i, payerName: name, organizationName: name, kind: PaymentKind.Organization }));
    const file = accountingFile('2026-03-09', [...rows, row({ id: 60, amount: -5000 })]);
    const records = parse(file.content, { delimiter: ';', relax_quotes: true }) as string[][];
    expect(records.slice(1, 6).map((r) => [r[3], r[4]])).toEqual(names.map((name) => [`'${name}`, `'${name}`]));
    // A refund's amount stays a number the importer sums.
    expect(records[6][9]).toBe('-5000');
    expect(file.totalAmount).toBe(5 * 5000 - 5000);
  });
});
