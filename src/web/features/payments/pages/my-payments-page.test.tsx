// @vitest-environment happy-dom
import { act, cleanup, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentStatus } from '../../../../shared/enums';
import { i18n } from '../../../lib/i18n';
import { expectNoAxeViolations } from '../../../test/axe';
import { fake, installFakeServer, renderApp } from '../../../test/harness';
import { stubMatchMedia } from '../../../test/match-media';
import { api, bodyOf, organizationId, organizationName, pilotPayment, queryOf, signInAs, standing } from '../payments.test-support';

installFakeServer();

/** Oldest first, as the server lists them. */
const payments = [
  pilotPayment(11, PaymentStatus.Paid, '2021-06-01T10:00:00Z'),
  pilotPayment(12, PaymentStatus.Declined, '2026-03-01T10:00:00Z'),
  pilotPayment(13, PaymentStatus.Paid, '2026-03-02T10:00:00Z', { description: 'Renewal' }),
];

const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);

describe('the person’s payments', () => {
  it('lists the payments newest first, with a receipt for each paid one, and offers renewal when it is due', async () => {
    signInAs(3);
    fake.overrides[api('Payment/CheckValidPayment')] = () =>
      standing({ isValid: true, validUntil: '2026-06-01', renewalDue: true, description: 'Drone pilot registration fee' });
    fake.overrides[api('Pilot/GetPilotPayment')] = () => payments;
    renderApp('/my-site/payment');

    expect(await screen.findByRole('heading', { level: 1, name: 'Payments' })).toBeTruthy();
    expect(await screen.findByText('The fee is paid and valid until 01/06/2026.')).toBeTruthy();
    expect(screen.getByText('It expires soon, and you can renew it now.')).toBeTruthy();
    expect(screen.getByText('The fee is ISK 15,000 (Drone pilot registration fee).')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Renew' }).getAttribute('href')).toBe('/payment/3');
    expect(bodyOf('Payment/CheckValidPayment')).toEqual({ isOrgPayment: false });

    const table = await screen.findByRole('table', { name: 'Payments, newest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Paid for', 'Date', 'Amount', 'Status', 'Valid from', 'Valid until', 'Receipt']);
    // The description names a row (its card's title on a phone), so it leads; the dates follow.
    expect(rowTexts(table)).toEqual(['02/03/2026', '01/03/2026', '01/06/2021']);
    expect(within(table).getAllByRole('rowheader')[0]!.textContent).toBe('Renewal');
    const [renewal, declined, first] = within(table).getAllByRole('row').slice(1);
    expect(within(renewal).getByText('Paid')).toBeTruthy();
    expect(within(renewal).getByText('02/03/2031')).toBeTruthy();
    const receipt = within(renewal).getByRole('link', { name: 'Receipt: Renewal, 02/03/2026' });
    expect(receipt.getAttribute('href')).toBe('/api/services/app/Payment/GetPaymentReceipt?id=13');
    expect(within(declined).getByText('Declined')).toBeTruthy();
    expect(within(declined).queryByRole('link')).toBeNull();
    expect(
      within(first)
        .getByRole('link', { name: /^Receipt:/ })
        .getAttribute('download'),
    ).toBe('Receipt_11.pdf');
    await expectNoAxeViolations();
  });

  it('shows each payment as a card on a phone, its status and receipt named and in view, in each language', async () => {
    stubMatchMedia(320);
    try {
      for (const language of ['is', 'en'] as const) {
        await i18n.changeLanguage(language);
        signInAs(3);
        fake.overrides[api('Payment/CheckValidPayment')] = () => standing({ isValid: true, validUntil: '2026-06-01' });
        fake.overrides[api('Pilot/GetPilotPayment')] = () => payments;
        renderApp('/my-site/payment');
        const table = await screen.findByRole('table', { name: i18n.t('payments:history.caption') });
        expect(table.classList.contains('data-table-stacked')).toBe(true);
        const renewal = within(table).getAllByRole('row')[1]!;
        expect(within(renewal).getByRole('rowheader').textContent).toBe('Renewal');
        const [, , status, , , receipt] = within(renewal).getAllByRole('cell');
        const label = (cell: HTMLElement) => cell.querySelector('.data-table-label')!.textContent;
        expect(label(status!)).toBe(i18n.t('payments:history.columns.status'));
        expect(within(status!).getByText(i18n.t('payments:status.1'))).toBeTruthy();
        expect(label(receipt!)).toBe(i18n.t('payments:history.columns.receipt'));
        expect(within(receipt!).getByRole('link')).toBeTruthy();
        await expectNoAxeViolations();
        cleanup();
      }
    } finally {
      stubMatchMedia();
    }
  });

  it('offers to pay a fee that is not paid, and says when there are no payments', async () => {
    signInAs(3);
    fake.overrides[api('Payment/CheckValidPayment')] = () => standing();
    fake.overrides[api('Pilot/GetPilotPayment')] = () => [];
    renderApp('/my-site/payment');
    expect(await screen.findByText('The fee has not been paid.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pay' }).getAttribute('href')).toBe('/payment/3');
    expect(await screen.findByText('No payments yet.')).toBeTruthy();
  });

  it('leads a contact person to the organisation’s payments', async () => {
    signInAs(4, 'main');
    fake.overrides[api('Payment/CheckValidPayment')] = () => standing({ isValid: true, validUntil: '2030-01-01' });
    fake.overrides[api('Pilot/GetPilotPayment')] = () => [];
    renderApp('/my-site/payment');
    const link = await screen.findByRole('link', { name: `Payments of ${organizationName}` });
    expect(link.getAttribute('href')).toBe(`/my-site/payment/${organizationId}`);
    // Paid and not due: nothing to pay.
    expect(screen.queryByRole('link', { name: 'Pay' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Renew' })).toBeNull();
  });

  it('shows an organisation’s standing and payments to its contact person', async () => {
    signInAs(4, 'main');
    fake.overrides[api('Organization/Get')] = () => ({ id: organizationId, name: organizationName, userTypeId: 1 });
    fake.overrides[api('Payment/CheckValidPayment')] = () => standing({ isValid: false, validUntil: '2025-01-01', amount: 50_000 });
    fake.overrides[api('Pilot/getOrganizationPayment')] = () => [
      pilotPayment(21, PaymentStatus.Paid, '2020-01-01T10:00:00Z', { organizationId, pilotId: null, cost: 50_000 }),
    ];
    renderApp(`/my-site/payment/${organizationId}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Organisation payments' })).toBeTruthy();
    expect(await screen.findByText('The fee expired on 01/01/2025.')).toBeTruthy();
    expect(bodyOf('Payment/CheckValidPayment')).toEqual({ isOrgPayment: true, orgId: organizationId });
    expect(screen.getByRole('link', { name: 'Pay' }).getAttribute('href')).toBe(`/payment/4?orgId=${organizationId}`);
    const table = await screen.findByRole('table', { name: `Payments of ${organizationName}, newest first` });
    expect(within(table).getByText('ISK 50,000')).toBeTruthy();
    expect(queryOf('Pilot/getOrganizationPayment').get('organizationId')).toBe(String(organizationId));
    await expectNoAxeViolations();
  });

  it('reads in Icelandic', async () => {
    signInAs(3);
    fake.overrides[api('Payment/CheckValidPayment')] = () => standing({ isValid: true, validUntil: '2026-06-01', renewalDue: true });
    fake.overrides[api('Pilot/GetPilotPayment')] = () => payments;
    await act(() => i18n.changeLanguage('is'));
    renderApp('/my-site/payment');
    expect(await screen.findByText('Gjaldið er greitt og gildir til 01.06.2026.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Endurnýja' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Greiðslur, nýjustu fyrst' });
    expect(within(table).getAllByText('Greitt')).toHaveLength(2);
    expect(within(table).getAllByText('15.000 kr.')).toHaveLength(3);
  });

  it('shows an attempt that did not go through as it ended, in both languages, and a payment awaiting confirmation with no way to pay', async () => {
    signInAs(3);
    fake.overrides[api('Payment/CheckValidPayment')] = () => standing({ awaitingConfirmation: true });
    fake.overrides[api('Pilot/GetPilotPayment')] = () => [
      pilotPayment(21, PaymentStatus.Declined, '2026-03-01T10:00:00Z', { error: 'declined' }),
      pilotPayment(22, PaymentStatus.Failed, '2026-03-02T10:00:00Z', { error: 'failed' }),
      pilotPayment(23, PaymentStatus.Expired, '2026-03-03T10:00:00Z', { error: 'cancelled' }),
    ];
    renderApp('/my-site/payment');
    const table = await screen.findByRole('table', { name: 'Payments, newest first' });
    for (const label of ['Declined', 'Failed', 'Cancelled']) expect(within(table).getByText(label)).toBeTruthy();
    expect(screen.getByText('Your payment is being confirmed')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Pay' })).toBeNull();

    await act(() => i18n.changeLanguage('is'));
    for (const label of ['Hafnað', 'Mistókst', 'Hætt við']) expect(await within(table).findByText(label)).toBeTruthy();
    await act(() => i18n.changeLanguage('en'));
  });
});
