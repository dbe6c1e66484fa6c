// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../../test/axe';
import { fake, installFakeServer, renderApp } from '../../../test/harness';
import { api, bodyOf, signInAs, standing } from '../payments.test-support';

installFakeServer();

describe('the fee before the exams', () => {
  it('explains the fee and leads to the pilot’s checkout when it is not paid', async () => {
    signInAs(3);
    fake.overrides[api('Payment/CheckValidPayment')] = () => standing();
    renderApp('/ExaminationPayment');
    expect(await screen.findByRole('heading', { level: 1, name: 'Exam fee payment' })).toBeTruthy();
    expect(await screen.findByText('The fee is ISK 15,000 (Drone pilot registration fee).')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pay the fee' }).getAttribute('href')).toBe('/payment/3');
    expect(bodyOf('Payment/CheckValidPayment')).toEqual({ isOrgPayment: false });
    await expectNoAxeViolations();
  });

  it('says until when a paid fee holds and leads on to the exams', async () => {
    signInAs(3);
    fake.overrides[api('Payment/CheckValidPayment')] = () => standing({ isValid: true, validUntil: '2031-05-02' });
    renderApp('/ExaminationPayment');
    expect(await screen.findByText('The fee is paid and valid until 02/05/2031.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the exams' }).getAttribute('href')).toBe('/examination-prepare/A1A3');
  });

  it('asks a visitor to sign in first', async () => {
    const router = renderApp('/ExaminationPayment');
    await screen.findByRole('button', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/account/login');
  });
});
