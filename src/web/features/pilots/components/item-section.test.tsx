// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { beforeEach, describe, expect, it } from 'vitest';
import type { PilotEmailDto } from '../../../../shared/contracts/pilots';
import { Permission } from '../../../../shared/permissions';
import { expectNoAxeViolations } from '../../../test/axe';
import { api, bodyOf, callsTo, errorResponse } from '../../../test/calls';
import { fake, installFakeServer, renderApp } from '../../../test/harness';
import { pilotRecord } from '../../../test/pilot-record';

installFakeServer();
// The notifications' store outlives a test: each starts without the last one's.
beforeEach(() => notifications.clean());

/** The e-mail addresses on the pilot's own information page: which are confirmed, and the link that confirms one (decision 0033). */
const email = (id: number, address: string, fields: Partial<PilotEmailDto> = {}): PilotEmailDto => ({
  id,
  pilotId: 7,
  email: address,
  isMainEmail: false,
  isKRR: false,
  isConfirmed: false,
  confirmationSentTime: null,
  ...fields,
});

const record = (emails: PilotEmailDto[]) => pilotRecord({ emails });

/** A signed-in pilot with a typed address waiting, one confirmed and one from the register; the server's answers follow the sends. */
function signedInPilot() {
  const state = {
    emails: [
      email(1, 'sol@example.is', { isMainEmail: true, isConfirmed: true }),
      email(2, 'flug@example.is'),
      email(3, 'skrad@island.example', { isKRR: true, isConfirmed: true }),
    ],
  };
  fake.signedIn = true;
  fake.granted = { [Permission.Pilot]: 'true' };
  localStorage.setItem('auth.accessToken', 'token');
  localStorage.setItem('auth.userTypeId', '3');
  fake.overrides[api('Pilot/GetHomePagePilotByCurrentUser')] = () => record(state.emails);
  fake.overrides[api('Pilot/CurrentUserHasAcceptedSelfDeclaration')] = () => ({ hasAccepted: true, acceptedTime: '2026-01-02T00:00:00Z' });
  fake.overrides[api('Pilot/SendEmailConfirmation')] = () => {
    state.emails[1] = { ...state.emails[1], confirmationSentTime: '2026-03-04T12:00:00Z' };
    return state.emails[1];
  };
  return state;
}

const rowOf = (section: HTMLElement, address: string) => within(section).getByText(address).closest('li') as HTMLElement;

describe('the e-mail addresses on My information', () => {
  it('says which typed addresses are confirmed, and sends the link to one that is not', async () => {
    signedInPilot();
    renderApp('/my-site/information');
    const section = await screen.findByRole('region', { name: 'E-mail addresses' });
    expect(within(rowOf(section, 'sol@example.is')).getByText('Confirmed')).toBeTruthy();
    expect(within(rowOf(section, 'flug@example.is')).getByText('Not confirmed')).toBeTruthy();
    // An address from the register proves itself: no state and no link to send.
    const registered = rowOf(section, 'skrad@island.example');
    expect(within(registered).getByText('From the national registry')).toBeTruthy();
    expect(within(registered).queryByText(/Confirmed|Not confirmed/)).toBeNull();
    expect(within(section).getAllByRole('button', { name: /^Send confirmation link/ })).toHaveLength(1);
    await expectNoAxeViolations(document.body);

    fireEvent.click(within(section).getByRole('button', { name: 'Send confirmation link to flug@example.is' }));
    expect(
      await screen.findByText('A confirmation link has been sent to flug@example.is. Follow it within 48 hours to confirm the address.'),
    ).toBeTruthy();
    expect(bodyOf('Pilot/SendEmailConfirmation')).toEqual({ id: 2 });
    expect(await within(rowOf(section, 'flug@example.is')).findByText('Link sent 04/03/2026')).toBeTruthy();
  });

  it('shows the refusal when the server will not send it', async () => {
    signedInPilot();
    const refusal = 'A confirmation link was sent to flug@example.is less than a minute ago. Wait a minute before sending another.';
    fake.overrides[api('Pilot/SendEmailConfirmation')] = () => errorResponse(400, { code: 2, message: refusal });
    renderApp('/my-site/information');
    const section = await screen.findByRole('region', { name: 'E-mail addresses' });
    fireEvent.click(within(section).getByRole('button', { name: 'Send confirmation link to flug@example.is' }));
    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(callsTo('Pilot/SendEmailConfirmation')).toHaveLength(1);
    expect(screen.queryByText(/A confirmation link has been sent/)).toBeNull();
  });

  it('says it in Icelandic', async () => {
    signedInPilot();
    renderApp('/my-site/information');
    await screen.findByRole('region', { name: 'E-mail addresses' });
    fireEvent.click(screen.getByTestId('language-switcher'));
    const section = await screen.findByRole('region', { name: 'Netföng' });
    expect(within(rowOf(section, 'sol@example.is')).getByText('Staðfest')).toBeTruthy();
    expect(within(rowOf(section, 'flug@example.is')).getByText('Óstaðfest')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Senda staðfestingarhlekk á flug@example.is' }));
    expect(
      await screen.findByText(
        'Staðfestingarhlekkur hefur verið sendur á flug@example.is. Opnaðu hann innan 48 klukkustunda til að staðfesta netfangið.',
      ),
    ).toBeTruthy();
    await waitFor(() => expect(within(rowOf(section, 'flug@example.is')).getByText('Hlekkur sendur 04.03.2026')).toBeTruthy());
  });
});
