// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Permission } from '../../shared/permissions';
import { i18n } from '../lib/i18n';
import { api } from '../test/calls';
import { fake, installFakeServer, renderApp } from '../test/harness';
import { pilotRecord } from '../test/pilot-record';

installFakeServer();

/**
 * A form with changes not yet saved asks before the page is left (issue 38, "Nothing typed is
 * lost"): by a link or the back button through the app's router, and by the browser before the
 * tab closes. Staying keeps what was typed; a saved form lets the person go without asking.
 */
const pilot = pilotRecord();

function signIn() {
  fake.signedIn = true;
  fake.granted = { [Permission.Pilot]: 'true' };
  localStorage.setItem('auth.accessToken', 'token');
  localStorage.setItem('auth.userTypeId', '3');
  fake.overrides[api('Pilot/GetHomePagePilotByCurrentUser')] = () => pilot;
  fake.overrides[api('Pilot/CurrentUserHasAcceptedSelfDeclaration')] = () => ({ hasAccepted: true, acceptedTime: null });
  fake.overrides[api('Pilot/UpdateInformation')] = () => null;
}

const beforeUnloadAsks = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

async function typeFirstName(value: string) {
  const field = (await screen.findByLabelText(/^First name/)) as HTMLInputElement;
  fireEvent.change(field, { target: { value } });
  return field;
}

describe('leaving a form with unsaved changes', () => {
  it('asks first; staying keeps what was typed, leaving goes', async () => {
    signIn();
    const router = renderApp('/my-site/information');
    expect(beforeUnloadAsks()).toBe(false);
    const field = await typeFirstName('Sólveig');
    expect(beforeUnloadAsks()).toBe(true);

    void router.navigate('/my-site/competency');
    const dialog = await screen.findByRole('dialog', { name: 'Leave this page?' });
    expect(within(dialog).getByText(/changes that are not saved/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Leave this page?' })).toBeNull());
    expect(router.state.location.pathname).toBe('/my-site/information');
    expect(field.value).toBe('Sólveig');

    // A change of the query alone stays on the page and is not asked about.
    await router.navigate('/my-site/information?tab=1');
    expect(screen.queryByRole('dialog')).toBeNull();

    void router.navigate('/my-site/competency');
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Leave this page?' })).getByRole('button', { name: 'Leave without saving' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-site/competency'));
    await waitFor(() => expect(beforeUnloadAsks()).toBe(false));
  });

  it('does not ask once the changes are saved, nor when they are typed back as they were', async () => {
    signIn();
    const router = renderApp('/my-site/information');
    await typeFirstName('Sólveig');
    await typeFirstName('Sól');
    await waitFor(() => expect(beforeUnloadAsks()).toBe(false));
    await typeFirstName('Sólveig');
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(beforeUnloadAsks()).toBe(false));
    await router.navigate('/my-site/competency');
    expect(router.state.location.pathname).toBe('/my-site/competency');
    expect(screen.queryByRole('dialog', { name: 'Leave this page?' })).toBeNull();
  });

  it('asks in Icelandic', async () => {
    signIn();
    await i18n.changeLanguage('is');
    const router = renderApp('/my-site/information');
    fireEvent.change(await screen.findByLabelText(/^Eiginnafn/), { target: { value: 'Sólveig' } });
    void router.navigate('/my-site/competency');
    const dialog = await screen.findByRole('dialog', { name: 'Fara af síðunni?' });
    expect(within(dialog).getByRole('button', { name: 'Vera áfram á síðunni' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Fara án þess að vista' })).toBeTruthy();
  });
});
