// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { expectNoAxeViolations } from '../../../test/axe';
import { bodyOf, callsTo, errorResponse } from '../../../test/calls';
import { fake, installFakeServer, renderApp } from '../../../test/harness';

installFakeServer();

/** The public page behind the link mailed to an address a pilot typed onto their record (decision 0033). */
const confirmPath = '/api/TokenAuth/ConfirmPilotEmail';
const token = 'k3Y-t0ken-0123456789';
const page = `/confirm-email/${token}`;

describe('the page a confirmation link opens', () => {
  it('confirms the address once, says so in either language, and offers sign-in', async () => {
    fake.overrides[confirmPath] = () => ({ emailAddress: 'flug@example.is' });
    renderApp(page, { strict: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'E-mail address confirmed' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'flug@example.is is confirmed. Organisations can now find you by it to invite you.',
    );
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/account/login');
    // Asked once, even where effects run twice: a second ask would be told the link was used.
    expect(callsTo(confirmPath)).toHaveLength(1);
    expect(callsTo(confirmPath)[0][1]?.method).toBe('POST');
    expect(bodyOf(confirmPath)).toEqual({ token });
    expect(callsTo(confirmPath)[0][1]?.headers).not.toHaveProperty('Authorization');
    await expectNoAxeViolations(document.body);

    fireEvent.click(screen.getByTestId('language-switcher'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Netfangið er staðfest' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(
      'flug@example.is er staðfest. Fyrirtæki geta nú fundið þig eftir því til að bjóða þér.',
    );
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Skrá inn' })).toBeTruthy();
    expect(callsTo(confirmPath)).toHaveLength(1);
  });

  it('takes a signed-in pilot on to their information', async () => {
    fake.signedIn = true;
    localStorage.setItem('auth.accessToken', 'token');
    fake.overrides[confirmPath] = () => ({ emailAddress: 'flug@example.is' });
    renderApp(page);
    expect(await screen.findByRole('link', { name: 'Go to My information' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to My information' }).getAttribute('href')).toBe('/my-site/information');
  });

  it('shows why a link is refused, and where a new one is sent from', async () => {
    const used = 'This link has already been used: each link works only once. Sign in, or ask for a new link.';
    fake.overrides[confirmPath] = () => errorResponse(400, { code: 2, message: used });
    renderApp(page);
    expect(await screen.findByRole('heading', { level: 1, name: 'The address was not confirmed' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(used);
    expect(screen.getByText('You can send a new link from My information, under E-mail addresses.')).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' })).toBeTruthy();
    // The page says it itself: no error dialog besides.
    expect(screen.queryByRole('dialog')).toBeNull();
    await expectNoAxeViolations(document.body);
  });

  it('shows it in Icelandic, and a link the server cannot read as not valid', async () => {
    await i18n.changeLanguage('is');
    fake.overrides[confirmPath] = () =>
      errorResponse(400, {
        message: 'Your request is not valid!',
        validationErrors: [{ message: 'Of stutt.', members: ['token'] }],
      });
    renderApp('/confirm-email/stutt');
    expect(await screen.findByRole('heading', { level: 1, name: 'Netfangið var ekki staðfest' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Your request is not valid!');
    expect(screen.getByText('Þú getur sent nýjan hlekk á síðunni Mínar upplýsingar, undir Netföng.')).toBeTruthy();
  });
});
