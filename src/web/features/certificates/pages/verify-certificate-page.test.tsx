// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fake, failure, fetchMock, installFakeServer, renderApp } from '../../../test/harness';

installFakeServer();

const verifyPath = '/api/TokenAuth/VerifyQrCodeToken';
const certificate = {
  holderName: 'Jón Jónsson',
  dateOfBirth: '1990-05-17',
  certificateId: 2,
  certificateName: 'A2',
  certificateNameEnglish: 'A2',
  certificateNumber: 'ISL-A2-000042',
  passedDate: '2026-04-02',
  expiredDate: '2031-04-02',
  state: 'valid',
  issuer: 'Samgöngustofa',
};
const verifyCalls = () => fetchMock.mock.calls.filter(([u]) => new URL(String(u), 'http://localhost').pathname === verifyPath);

describe('the public certificate verification page', () => {
  it('shows the certificate’s contents and its state in words, in either language, without signing in', async () => {
    fake.overrides[verifyPath] = () => certificate;
    renderApp('/verify-qrcode/21/k3Y-t0ken');
    expect(await screen.findByText('Valid')).toBeTruthy();
    expect(screen.getByText('The certificate is valid until 02/04/2031.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'A2 – remote pilot certificate of competency' })).toBeTruthy();
    expect(screen.getByText('Jón Jónsson')).toBeTruthy();
    expect(screen.getByText('17/05/1990')).toBeTruthy();
    expect(screen.getByText('ISL-A2-000042')).toBeTruthy();
    expect(screen.getByText('Samgöngustofa')).toBeTruthy();
    const [, request] = verifyCalls()[0];
    expect(request?.method).toBe('POST');
    expect(JSON.parse(String(request?.body))).toEqual({ token: 'k3Y-t0ken', userId: '21' });
    expect(verifyCalls()[0][1]?.headers).not.toHaveProperty('Authorization');

    fireEvent.click(screen.getByTestId('language-switcher'));
    expect(await screen.findByText('Gilt')).toBeTruthy();
    expect(screen.getByText('Skírteinið gildir til 02.04.2031.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'A2 – hæfnisskírteini fjarflugmanns' })).toBeTruthy();
    expect(screen.getByText('17.05.1990')).toBeTruthy();
  });

  it('marks a revoked certificate as not valid', async () => {
    fake.overrides[verifyPath] = () => ({ ...certificate, state: 'revoked' });
    renderApp('/verify-qrcode/21/k3Y-t0ken');
    expect(await screen.findByText('Revoked')).toBeTruthy();
    expect(screen.getByText('The issuing authority has revoked the certificate. It is not valid.')).toBeTruthy();
  });

  it('says what it means when no certificate answers to the address', async () => {
    fake.overrides[verifyPath] = () =>
      new Response(JSON.stringify(failure(0, 'Not found')), { status: 404, headers: { 'Content-Type': 'application/json' } });
    renderApp('/verify-qrcode/21/wrong');
    expect(await screen.findByText('Certificate not found')).toBeTruthy();
    expect(screen.getByText(/must not be accepted as proof of competency/)).toBeTruthy();
    await waitFor(() => expect(verifyCalls().length).toBe(1));
    // Nothing else pops up: the page itself says what happened.
    expect(screen.queryByText('Sign-in failed')).toBeNull();
  });
});
