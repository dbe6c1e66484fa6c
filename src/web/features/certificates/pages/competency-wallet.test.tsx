// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { api, bodyOf, callsTo, errorResponse } from '../../../test/calls';
import { fake, installFakeServer, renderApp } from '../../../test/harness';
import { signInAsPilot, userCertificate } from '../competency.test-support';

installFakeServer();

const certificate = userCertificate({
  id: 502,
  certificateId: 2,
  certificate: { id: 2, name: 'A2', nameEnglish: 'A2' },
  certificateNumber: 'ISL-A2-000042',
});
const offerUri = 'https://drone.example/api/wallet/credential-offers/abc';
const walletLink = `openid-credential-offer://?credential_offer_uri=${encodeURIComponent(offerUri)}`;
const offer = {
  offerUri,
  walletLink,
  qrCodeSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
  expiresTime: '2026-04-02T10:10:00Z',
};

describe('adding a certificate to a digital wallet from the competency page', () => {
  it('shows a fresh offer as a QR code and a link for a wallet on the same phone, in both languages', async () => {
    signInAsPilot();
    fake.overrides[api('Pilot/GetPilotCompetency')] = () => ({ certificates: [certificate], results: [] });
    fake.overrides[api('Wallet/CreateCredentialOffer')] = () => offer;
    renderApp('/my-site/competency');
    const card = await screen.findByRole('article', { name: /^A2/ });
    fireEvent.click(within(card).getByRole('button', { name: 'Add to digital wallet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add the certificate to a digital wallet' });
    expect(bodyOf('Wallet/CreateCredentialOffer')).toEqual({ userCertificateId: 502 });
    const qr = within(dialog).getByRole('img', { name: 'QR code that offers the certificate to a digital wallet' });
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(offer.qrCodeSvg)}`);
    expect(within(dialog).getByRole('link', { name: 'Open in a wallet on this device' }).getAttribute('href')).toBe(walletLink);
    expect(within(dialog).getByText(/The code works once, until 02\/04\/2026/)).toBeTruthy();
    await expectNoAxeViolations();

    fireEvent.click(within(dialog).getByRole('button', { name: /close|loka/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByTestId('language-switcher'));
    fireEvent.click(await screen.findByRole('button', { name: 'Setja í stafrænt veski' }));
    const again = await screen.findByRole('dialog', { name: 'Setja skírteinið í stafrænt veski' });
    expect(within(again).getByRole('img', { name: 'QR-kóði sem býður stafrænu veski skírteinið' })).toBeTruthy();
    expect(within(again).getByRole('link', { name: 'Opna í veski á þessu tæki' }).getAttribute('href')).toBe(walletLink);
    expect(callsTo('Wallet/CreateCredentialOffer')).toHaveLength(2);
    await expectNoAxeViolations();
  });

  it('offers no wallet for a revoked certificate, and says why an offer was refused', async () => {
    signInAsPilot();
    fake.overrides[api('Pilot/GetPilotCompetency')] = () => ({
      certificates: [
        { ...certificate, state: 'revoked', revokedTime: '2026-05-01T00:00:00Z' },
        { ...certificate, id: 503, certificateId: 1 },
      ],
      results: [],
    });
    fake.overrides[api('Wallet/CreateCredentialOffer')] = () =>
      errorResponse(400, { message: 'This certificate is revoked or has expired, so it cannot be added to a wallet.' });
    renderApp('/my-site/competency');
    const revoked = await screen.findByRole('article', { name: /^A2/ });
    expect(within(revoked).queryByRole('button', { name: 'Add to digital wallet' })).toBeNull();
    const other = screen.getByRole('article', { name: /^A1\/A3/ });
    fireEvent.click(within(other).getByRole('button', { name: 'Add to digital wallet' }));
    expect(await within(other).findByRole('alert')).toBeTruthy();
    expect(within(other).getByText('This certificate is revoked or has expired, so it cannot be added to a wallet.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
