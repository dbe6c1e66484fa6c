// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { fake, installFakeServer, renderApp } from '../../../test/harness';
import { api, callsTo, errorResponse, queryOf, signInAs } from '../my-site-organizations.test-support';

installFakeServer();

const page = '/my-site/organization/5';

describe('the organisation as its pilot sees it', () => {
  it('shows its details and contact persons, with the main one said in words', async () => {
    signInAs('pilot');
    renderApp(page);
    expect(await screen.findByRole('heading', { level: 1, name: 'Norðurljósamyndir hf.' })).toBeTruthy();
    const details = await screen.findByRole('region', { name: 'Details' });
    expect(within(details).getByText('520304-2290')).toBeTruthy();
    expect(within(details).getByText('Glerárgata 12, 600, Iceland')).toBeTruthy();
    expect(within(details).getByText('skrifstofa@example.is')).toBeTruthy();
    expect(within(details).getByText('+354 555 1234')).toBeTruthy();
    expect(queryOf('Organization/Get').get('id')).toBe('5');

    const table = await screen.findByRole('table', { name: 'Contact persons of Norðurljósamyndir hf.' });
    const anna = within(table).getByRole('rowheader', { name: 'Anna Jónsdóttir' }).closest('tr')!;
    expect(within(anna).getByText('Main contact person')).toBeTruthy();
    expect(within(anna).getByText('Rekstur')).toBeTruthy();
    const bjarni = within(table).getByRole('rowheader', { name: 'Bjarni Sigurðsson' }).closest('tr')!;
    expect(within(bjarni).getByText('Contact person')).toBeTruthy();
    expect(queryOf('Organization/GetContactPersonFromOrganizationId').get('id')).toBe('5');
    // A pilot who has accepted sees no invitation, and no button that changes the contact persons.
    expect(screen.queryByRole('region', { name: /Invitation/ })).toBeNull();
    expect(within(table).queryByRole('button')).toBeNull();
  });

  it('shows a pilot who asked to join that the request waits, and nothing of the organisation yet', async () => {
    signInAs('invited');
    renderApp(page);
    expect(await screen.findByRole('heading', { level: 1, name: 'Norðurljósamyndir hf.' })).toBeTruthy();
    const waiting = await screen.findByRole('region', { name: 'Your request to Norðurljósamyndir hf.' });
    expect(within(waiting).getByText(/Its contact persons have not answered yet/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Leave organisation' })).toBeNull();
    // The organisation opens its details to its pilots once it accepts: until then they are not asked for.
    expect(callsTo('Organization/Get')).toHaveLength(0);
    expect(callsTo('Organization/GetContactPersonFromOrganizationId')).toHaveLength(0);
  });

  it('asks before withdrawing the request, then takes the pilot home with a message', async () => {
    const server = signInAs('invited');
    fake.overrides[api('UserOrganization/RemoveCurrentUserFromOrganization')] = () => {
      server.becomes('none');
      return true;
    };
    const router = renderApp(page);
    const waiting = await screen.findByRole('region', { name: 'Your request to Norðurljósamyndir hf.' });
    const withdraw = within(waiting).getByRole('button', { name: 'Withdraw request' });
    withdraw.focus();
    fireEvent.click(withdraw);
    let dialog = await screen.findByRole('dialog', { name: 'Withdraw your request?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo('UserOrganization/RemoveCurrentUserFromOrganization')).toHaveLength(0);
    await waitFor(() => expect(document.activeElement).toBe(withdraw));

    fireEvent.click(withdraw);
    dialog = await screen.findByRole('dialog', { name: 'Withdraw your request?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw request' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-site/default'));
    const [url] = callsTo('UserOrganization/RemoveCurrentUserFromOrganization')[0];
    expect(new URL(String(url), 'http://localhost').searchParams.get('organizationId')).toBe('5');
    expect(await screen.findByText('Your request to Norðurljósamyndir hf. has been withdrawn.')).toBeTruthy();
  });

  it('lets a pilot leave after confirming, and takes them home with a message', async () => {
    const server = signInAs('pilot');
    fake.overrides[api('UserOrganization/RemoveCurrentUserFromOrganization')] = () => {
      server.becomes('none');
      return true;
    };
    const router = renderApp(page);
    fireEvent.click(await screen.findByRole('button', { name: 'Leave organisation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Norðurljósamyndir hf.?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Leave organisation' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-site/default'));
    const [url, init] = callsTo('UserOrganization/RemoveCurrentUserFromOrganization')[0];
    expect(init?.method).toBe('DELETE');
    expect(new URL(String(url), 'http://localhost').searchParams.get('organizationId')).toBe('5');
    expect(await screen.findByText('You have left Norðurljósamyndir hf.')).toBeTruthy();
    // The organisation is not read again after the pilot left it (it would answer 404).
    expect(callsTo('Organization/Get')).toHaveLength(1);
  });

  it('says when the organisation cannot be read', async () => {
    signInAs('pilot');
    fake.overrides[api('Organization/Get')] = () => errorResponse(500, { message: 'The database is away.' });
    renderApp(page);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The data could not be loaded')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('is closed to a pilot of another organisation', async () => {
    signInAs('none', 3);
    const router = renderApp(page);
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/exception?type=401'));
    expect(callsTo('Organization/Get')).toHaveLength(0);
  });

  it('speaks Icelandic', async () => {
    signInAs('pilot');
    await i18n.changeLanguage('is');
    renderApp(page);
    expect(await screen.findByRole('table', { name: 'Tengiliðir – Norðurljósamyndir hf.' })).toBeTruthy();
    expect(screen.getByText('Aðaltengiliður')).toBeTruthy();
    expect(screen.getByText('Glerárgata 12, 600, Ísland')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Yfirgefa fyrirtæki' })).toBeTruthy();
  });

  it('speaks Icelandic to a pilot whose request waits', async () => {
    signInAs('invited');
    await i18n.changeLanguage('is');
    renderApp(page);
    const waiting = await screen.findByRole('region', { name: 'Beiðni þín til Norðurljósamyndir hf.' });
    expect(within(waiting).getByRole('button', { name: 'Draga beiðni til baka' })).toBeTruthy();
  });
});
