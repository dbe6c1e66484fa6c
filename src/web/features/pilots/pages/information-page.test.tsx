// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { InfoNotUpdated } from '../../../../shared/contracts/accounts';
import type { PilotAddressDto } from '../../../../shared/contracts/pilots';
import { Permission } from '../../../../shared/permissions';
import { i18n } from '../../../lib/i18n';
import { readLocalSession } from '../../../lib/session';
import { expectNoAxeViolations } from '../../../test/axe';
import { api, bodyOf } from '../../../test/calls';
import { fake, installFakeServer, renderApp } from '../../../test/harness';
import { pilotRecord } from '../../../test/pilot-record';

installFakeServer();

/**
 * Section 4's "info not updated" marker as the person meets it: sent to the page that mends their
 * record, told there what is missing and why, and let go once it is saved.
 */
const record = (addresses: PilotAddressDto[]) => pilotRecord({ address: addresses[0] ?? null, addresses });

const home: PilotAddressDto = {
  id: 3,
  pilotId: 7,
  streetAddress: 'Ármúli 2',
  postNumber: '108',
  postLocation: 'Reykjavík',
  countryCode: 'IS',
  isMainAddress: true,
  isKRR: false,
};

/** A signed-in pilot whose session says `lacking`; the server's answers change as the test saves. */
function signInLacking(lacking: InfoNotUpdated | null) {
  const state = { lacking, addresses: [] as PilotAddressDto[] };
  fake.signedIn = true;
  fake.granted = { [Permission.Pilot]: 'true' };
  localStorage.setItem('auth.accessToken', 'token');
  localStorage.setItem('auth.userTypeId', '3');
  fake.overrides[api('Session/GetCurrentLoginInformations')] = () => ({
    application: { version: '1', releaseDate: '', features: {} },
    user: {
      id: 1,
      name: 'Sól',
      surname: 'Flugdóttir',
      userName: 'sol',
      emailAddress: 'sol@example.is',
      userTypeId: 3,
      statusId: 0,
      language: 'en',
    },
    tenant: null,
    userRole: [],
    infoNotUpdated: state.lacking,
  });
  fake.overrides[api('Pilot/GetHomePagePilotByCurrentUser')] = () => record(state.addresses);
  fake.overrides[api('Pilot/CreatePilotAddress')] = () => {
    state.addresses = [home];
    state.lacking = null;
    return home;
  };
  fake.overrides[api('Pilot/CurrentUserHasAcceptedSelfDeclaration')] = () => ({ hasAccepted: false, acceptedTime: null });
  return state;
}

describe('a record without a main address', () => {
  it('takes the person to their information, says what is missing, and lets them go once it is saved', async () => {
    signInLacking({ path: '/my-site/information', missing: ['mainAddress'] });
    const router = renderApp('/my-site/competency');
    const notice = await screen.findByRole('status', { name: 'Add your main address to continue' });
    expect(router.state.location.pathname).toBe('/my-site/information');
    expect(readLocalSession().infoNotUpdatedPath).toBe('/my-site/information');
    expect(within(notice).getByText(/The Icelandic Transport Authority requires a main address/)).toBeTruthy();
    await expectNoAxeViolations(document.body);

    // Another page sends the person back while the address is missing.
    await router.navigate('/my-site/operator-information');
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-site/information'));

    const addresses = screen.getByRole('region', { name: 'Addresses' });
    fireEvent.click(within(addresses).getByRole('button', { name: 'Add an address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an address' });
    fireEvent.change(within(dialog).getByLabelText(/Street address/), { target: { value: 'Ármúli 2' } });
    fireEvent.change(within(dialog).getByLabelText(/Postcode/), { target: { value: '108' } });
    fireEvent.change(within(dialog).getByLabelText(/Town/), { target: { value: 'Reykjavík' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Add your main address to continue' })).toBeNull());
    expect(bodyOf('Pilot/CreatePilotAddress')).toMatchObject({ pilotId: 7, streetAddress: 'Ármúli 2' });
    expect(readLocalSession().infoNotUpdatedPath).toBeNull();

    await router.navigate('/my-site/operator-information');
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-site/operator-information'));
  });

  it('says it in Icelandic', async () => {
    signInLacking({ path: '/my-site/information', missing: ['mainAddress', 'selfDeclaration'] });
    await i18n.changeLanguage('is');
    renderApp('/my-site/information');
    const notice = await screen.findByRole('status', { name: 'Skráðu aðalheimilisfang til að halda áfram' });
    expect(within(notice).getByText(/Samgöngustofa krefst þess að allir á skrá hafi aðalheimilisfang/)).toBeTruthy();
  });

  it('shows no notice when nothing is missing', async () => {
    signInLacking(null).addresses = [home];
    renderApp('/my-site/information');
    expect(await screen.findByText('Ármúli 2, 108 Reykjavík')).toBeTruthy();
    expect(screen.queryByText('Add your main address to continue')).toBeNull();
  });
});

describe('a self-declaration the authority requires', () => {
  it('takes the person to the declaration and says why, in both languages', async () => {
    signInLacking({ path: '/my-site/self-declaration', missing: ['selfDeclaration'] });
    const router = renderApp('/my-site/competency');
    const notice = await screen.findByRole('status', { name: 'Accept the declaration to continue' });
    expect(router.state.location.pathname).toBe('/my-site/self-declaration');
    expect(within(notice).getByText(/requires everyone in the register to accept the pilot declaration/)).toBeTruthy();

    await i18n.changeLanguage('is');
    expect(await screen.findByRole('status', { name: 'Samþykktu yfirlýsinguna til að halda áfram' })).toBeTruthy();
    expect(screen.getByText(/Samgöngustofa krefst þess að allir á skrá samþykki yfirlýsingu fjarflugmanns/)).toBeTruthy();
  });
});
