// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AccountingExportDto } from '../../../../shared/contracts/payments';
import { PaymentKind, PaymentStatus } from '../../../../shared/enums';
import { i18n } from '../../../lib/i18n';
import { expectNoAxeViolations } from '../../../test/axe';
import { fake, fetchMock, installFakeServer, renderApp } from '../../../test/harness';
import {
  api,
  bodyOf,
  callsTo,
  errorResponse,
  lastQueryOf,
  organizationId,
  organizationName,
  registerPayment,
  queryOf,
  signInWith,
} from '../payments.test-support';

installFakeServer();

const results = 'Payment/GetDroneOperatorPaymentResults';
const exportCsv = 'Payment/ExportToCSV';
const accounting = 'Payment/GetAccountingExports';
const resend = 'Payment/ExportToAccounting';

const paidByOrganization = registerPayment(PaymentStatus.Paid, {
  id: 81,
  checkoutId: 'CO-ORG00081',
  kind: PaymentKind.Organization,
  userTypeId: 1,
  payerName: 'Anna Jónsdóttir',
  organizationId,
  organizationName,
  organizationNumber: '520304-2290',
  description: 'Registration fee of an organisation',
  amount: 50_000,
});
const pending = registerPayment(PaymentStatus.Pending, { id: 82, checkoutId: 'CO-PRV00082', payerName: 'Jón Jónsson' });

const day = (changes: Partial<AccountingExportDto>): AccountingExportDto => ({
  day: '2026-05-01',
  status: 1,
  attempts: 1,
  fileName: 'DRONE_20260501.csv',
  paymentCount: 3,
  totalAmount: 95_000,
  sentAt: '2026-05-02T01:00:00Z',
  lastError: null,
  updatedAt: '2026-05-02T01:00:00Z',
  ...changes,
});

function serveRegister() {
  signInWith();
  fake.overrides[api(results)] = () => ({
    items: [paidByOrganization, pending],
    totalCount: 2,
    totals: { count: 2, paidCount: 1, paidAmount: 50_000 },
  });
  fake.overrides[api(accounting)] = () => ({
    items: [
      day({
        day: '2026-05-02',
        status: 2,
        attempts: 3,
        fileName: null,
        paymentCount: 1,
        totalAmount: 15_000,
        sentAt: null,
        lastError: 'Connection refused',
      }),
      day({}),
    ],
    totalCount: 2,
  });
}

let saved: { href: string; download: string }[];
beforeEach(() => {
  saved = [];
  // The export is a POST, fetched past the JSON client with the bearer header.
  vi.stubGlobal('fetch', fetchMock);
  URL.createObjectURL = vi.fn(() => 'blob:payments');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the payments register', () => {
  it('lists the payments with their totals, a receipt for each paid one, and the accounting files', async () => {
    serveRegister();
    renderApp('/admin/organization-payments');

    expect(await screen.findByRole('heading', { level: 1, name: 'Organisation payments' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Payments' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Payer', 'Organisation and number', 'Paid for', 'Amount', 'Status', 'Created', 'Paid', 'Receipt']);
    const paid = within(table).getByText('Anna Jónsdóttir').closest('tr')!;
    expect(within(paid).getByText(organizationName)).toBeTruthy();
    expect(within(paid).getByText('520304-2290')).toBeTruthy();
    expect(within(paid).getByText('ISK 50,000')).toBeTruthy();
    expect(within(paid).getByText('Paid')).toBeTruthy();
    expect(within(paid).getByText('02/05/2026 10:00')).toBeTruthy();
    expect(within(paid).getByText('02/05/2026 10:01')).toBeTruthy();
    expect(within(paid).getByRole('link', { name: 'Receipt: Anna Jónsdóttir, CO-ORG00081' }).getAttribute('href')).toBe(
      '/api/services/app/Payment/GetPaymentReceipt?id=81',
    );
    const waiting = within(table).getByText('Jón Jónsson').closest('tr')!;
    expect(within(waiting).getByText('Pending')).toBeTruthy();
    expect(within(waiting).queryByRole('link')).toBeNull();

    const totals = screen.getByRole('region', { name: 'Totals' });
    expect(within(totals).getByText('2')).toBeTruthy();
    expect(within(totals).getByText('1')).toBeTruthy();
    expect(within(totals).getByText('ISK 50,000')).toBeTruthy();
    expect(Object.fromEntries(queryOf(results))).toEqual({ skipCount: '0', maxResultCount: '10' });

    const files = await screen.findByRole('table', { name: 'Accounting files by day' });
    const failed = within(files).getByText('02/05/2026').closest('tr')!;
    expect(within(failed).getByText('Failed')).toBeTruthy();
    expect(within(failed).getByText('3')).toBeTruthy();
    expect(within(failed).getByText('Connection refused')).toBeTruthy();
    const sent = within(files).getByText('DRONE_20260501.csv').closest('tr')!;
    expect(within(sent).getByText('Sent')).toBeTruthy();
    expect(within(sent).getByText('ISK 95,000')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('filters by keyword, period, status and kind, and exports what the filter finds', async () => {
    serveRegister();
    fake.overrides[api(exportCsv)] = () =>
      new Response(new Blob(['payer;amount\n'], { type: 'text/csv' }), { status: 200, headers: { 'Content-Type': 'text/csv' } });
    renderApp('/admin/organization-payments');
    await screen.findByRole('table', { name: 'Payments' });

    fireEvent.change(screen.getByLabelText('Search by payer, organisation, number or reference'), { target: { value: ' anna ' } });
    await waitFor(() => expect(lastQueryOf(results).get('keyword')).toBe('anna'));
    const from = screen.getByLabelText('From') as HTMLInputElement;
    fireEvent.change(from, { target: { value: '01/04/2026' } });
    fireEvent.blur(from);
    await waitFor(() => expect(lastQueryOf(results).get('from')).toBe('2026-04-01'));
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: String(PaymentStatus.Paid) } });
    await waitFor(() => expect(lastQueryOf(results).get('status')).toBe('1'));
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: String(PaymentKind.Organization) } });
    await waitFor(() => expect(lastQueryOf(results).get('kind')).toBe('2'));
    expect(Object.fromEntries(lastQueryOf(results))).toEqual({
      keyword: 'anna',
      from: '2026-04-01',
      status: '1',
      kind: '2',
      skipCount: '0',
      maxResultCount: '10',
    });

    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({ href: 'blob:payments', download: 'ExportPayments.csv' });
    const [, init] = callsTo(exportCsv)[0];
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer token');
    expect(bodyOf(exportCsv)).toEqual({ keyword: 'anna', from: '2026-04-01', status: 1, kind: 2 });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says plainly when the export fails', async () => {
    serveRegister();
    fake.overrides[api(exportCsv)] = () => errorResponse(500, { message: 'The export file could not be written.' });
    renderApp('/admin/organization-payments');
    await screen.findByRole('table', { name: 'Payments' });
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The payments could not be exported')).toBeTruthy();
    expect(within(alert).getByText('The export file could not be written.')).toBeTruthy();
    expect(saved).toHaveLength(0);
    await expectNoAxeViolations();
    fireEvent.click(within(alert).getByRole('button', { name: 'Dismiss the message' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('sends a day’s accounting file again and reads the list again', async () => {
    serveRegister();
    fake.overrides[api(resend)] = () => day({ day: '2026-05-02', status: 1, attempts: 4 });
    renderApp('/admin/organization-payments');
    await screen.findByRole('table', { name: 'Accounting files by day' });
    const listed = callsTo(accounting).length;

    const dayField = screen.getByLabelText('Day') as HTMLInputElement;
    fireEvent.change(dayField, { target: { value: '02/05/2026' } });
    fireEvent.blur(dayField);
    fireEvent.click(screen.getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('Accounting file of 02/05/2026: Sent.')).toBeTruthy();
    expect(bodyOf(resend)).toEqual({ day: '2026-05-02' });
    await waitFor(() => expect(callsTo(accounting).length).toBeGreaterThan(listed));
  });

  it('says in place when a day cannot be sent again', async () => {
    serveRegister();
    fake.overrides[api(resend)] = () => errorResponse(500, { message: 'The SFTP server refused the connection.' });
    renderApp('/admin/organization-payments');
    await screen.findByRole('table', { name: 'Accounting files by day' });
    fireEvent.click(screen.getByRole('button', { name: 'Send again' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The accounting file could not be sent')).toBeTruthy();
    expect(within(alert).getByText('The SFTP server refused the connection.')).toBeTruthy();
    // No day chosen: the server sends yesterday's.
    expect(bodyOf(resend)).toEqual({});
  });

  it('reads in Icelandic', async () => {
    serveRegister();
    await act(() => i18n.changeLanguage('is'));
    renderApp('/admin/organization-payments');
    const table = await screen.findByRole('table', { name: 'Greiðslur' });
    expect(within(table).getByText('50.000 kr.')).toBeTruthy();
    expect(within(table).getByText('Greitt')).toBeTruthy();
    expect(within(table).getByText('Í bið')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Flytja út CSV' })).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'Bókhaldsskrár eftir dögum' })).toBeTruthy();
  });
});
