// @vitest-environment happy-dom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { expectNoAxeViolations } from '../../../test/axe';
import { api, bodyOf, callsTo, errorResponse } from '../../../test/calls';
import { fake, installFakeServer, renderApp } from '../../../test/harness';

installFakeServer();

const check = 'OperatorLookup/Check';

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

async function checkNumber(label: string, button: string, number: string) {
  fireEvent.change(await screen.findByLabelText(label, { exact: false }), { target: { value: number } });
  fireEvent.click(screen.getByRole('button', { name: button }));
}

describe('/operator-check, the public check of an operator registration number', () => {
  it('says a number is valid, without signing in and without anyone’s name, in English and in Icelandic', async () => {
    fake.overrides[api(check)] = () => ({ wellFormed: true, valid: true });
    renderApp('/operator-check');
    expect(await screen.findByRole('heading', { level: 1, name: 'Check an operator registration number' })).toBeTruthy();
    await checkNumber('Operator registration number', 'Check', 'ISL87astrdge12k8');
    expect(await screen.findByText('ISL87astrdge12k8 is a registered operator registration number, valid today.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Valid');
    expect(bodyOf(check)).toEqual({ operatorNumber: 'ISL87astrdge12k8' });
    expect(callsTo(check)[0][1]?.headers).not.toHaveProperty('Authorization');
    await expectNoAxeViolations();

    fireEvent.click(screen.getByTestId('language-switcher'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Athuga skráningarnúmer rekstraraðila' })).toBeTruthy();
    expect(await screen.findByText('ISL87astrdge12k8 er skráð skráningarnúmer rekstraraðila og gilt í dag.')).toBeTruthy();
    fake.overrides[api(check)] = () => ({ wellFormed: true, valid: false });
    await checkNumber('Skráningarnúmer rekstraraðila', 'Athuga', 'ISL87astrdge12k7');
    expect(await screen.findByText('Ekki gilt')).toBeTruthy();
    expect(screen.getByText('ISL87astrdge12k7 er rétt myndað en er ekki skráningarnúmer rekstraraðila sem gildir í dag.')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('tells a number that is not well formed from one that is not valid, and says a refusal itself', async () => {
    fake.overrides[api(check)] = () => ({ wellFormed: false, valid: false });
    renderApp('/operator-check');
    await checkNumber('Operator registration number', 'Check', 'ISL123');
    expect(await screen.findByText('Not a well-formed number')).toBeTruthy();
    expect(screen.getByText(/A number is ISL, twelve letters or digits and a check character/)).toBeTruthy();

    fake.overrides[api(check)] = () => errorResponse(429, { message: 'Too many requests. Try again in a minute.' });
    await checkNumber('Operator registration number', 'Check', 'ISL87astrdge12k8');
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Too many requests');
    expect(screen.queryByText('Not a well-formed number')).toBeNull();
  });

  it('sends nothing for a number longer than any', async () => {
    renderApp('/operator-check');
    await checkNumber('Operator registration number', 'Check', 'ISL'.padEnd(45, 'a'));
    expect(callsTo(check)).toHaveLength(0);
  });

  it('is linked from every public page’s footer, in both languages', async () => {
    renderApp('/privacy');
    expect((await screen.findByRole('link', { name: 'Check an operator number' })).getAttribute('href')).toBe('/operator-check');
    await act(() => i18n.changeLanguage('is'));
    expect((await screen.findByRole('link', { name: 'Athuga skráningarnúmer rekstraraðila' })).getAttribute('href')).toBe(
      '/operator-check',
    );
  });
});
