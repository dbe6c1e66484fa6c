// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { fake, installFakeServer, renderApp } from '../../../test/harness';
import {
  api,
  bodyOf,
  callsTo,
  contact,
  errorResponse,
  methodOf,
  organizationPath,
  serveOrganization,
} from '../admin-organizations.test-support';

installFakeServer();

const section = (name: string) => screen.findByRole('region', { name });

describe('the contact persons of an organisation, as an administrator manages them', () => {
  it('adds an existing account as contact person, by e-mail or user name', async () => {
    serveOrganization();
    fake.overrides[api('Organization/CreateContactPersonAdmin')] = () => ({ ...contact, userId: 43, fullName: 'Guðrún Pálsdóttir' });
    renderApp(organizationPath);
    fireEvent.click(within(await section('Contact persons')).getByRole('button', { name: 'Add a contact person' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a contact person' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByRole('link', { name: 'Give an e-mail address or a user name.' })).toBeTruthy();
    expect(callsTo('Organization/CreateContactPersonAdmin').length).toBe(0);

    fireEvent.change(within(dialog).getByLabelText(/^E-mail address/), { target: { value: 'gudrun@example.is' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Main contact person' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(callsTo('Organization/CreateContactPersonAdmin').length).toBe(1));
    expect(bodyOf('Organization/CreateContactPersonAdmin')).toEqual({
      organizationId: 7,
      emailAddress: 'gudrun@example.is',
      organizationRoleId: 4,
    });
    expect(await screen.findByText('Guðrún Pálsdóttir is now a contact person of Flug & fjör ehf.')).toBeTruthy();
  });

  it('changes contact roles, shows the refusal to leave no main contact, and asks before removing one', async () => {
    serveOrganization();
    fake.overrides[api('UserOrganization/UpdateMainContactPersonRoleByUserID')] = () => ({ ...contact, organizationRoleId: 4 });
    fake.overrides[api('UserOrganization/UpdateContactPersonRoleByUserID')] = () =>
      errorResponse(400, { message: 'An organisation must keep at least one main contact person.' });
    fake.overrides[api('UserOrganization/RemoveContactPersonRoleByUserID')] = () => true;
    renderApp(organizationPath);
    const contacts = await section('Contact persons');
    await within(contacts).findByRole('table');

    fireEvent.click(within(contacts).getByRole('button', { name: 'Make main contact: Björn Sigurðsson' }));
    await waitFor(() => expect(callsTo('UserOrganization/UpdateMainContactPersonRoleByUserID').length).toBe(1));
    expect(methodOf('UserOrganization/UpdateMainContactPersonRoleByUserID')).toBe('POST');
    expect(bodyOf('UserOrganization/UpdateMainContactPersonRoleByUserID')).toEqual({ userId: 42, organizationId: 7 });
    expect(await screen.findByText('Björn Sigurðsson is now a main contact person.')).toBeTruthy();

    fireEvent.click(within(contacts).getByRole('button', { name: 'Make ordinary contact: Anna Jónsdóttir' }));
    const refusal = await within(contacts).findByRole('alert');
    expect(within(refusal).getByText('The change was refused')).toBeTruthy();
    expect(within(refusal).getByText('An organisation must keep at least one main contact person.')).toBeTruthy();
    expect(bodyOf('UserOrganization/UpdateContactPersonRoleByUserID')).toEqual({ userId: 41, organizationId: 7 });
    // Said in place, not in a dialog as well.
    expect(screen.queryByRole('dialog')).toBeNull();

    const remove = within(contacts).getByRole('button', { name: 'Remove: Björn Sigurðsson' });
    remove.focus();
    fireEvent.click(remove);
    let confirm = await screen.findByRole('dialog', { name: 'Remove the contact person' });
    expect(
      within(confirm).getByText('Remove Björn Sigurðsson as a contact person of Flug & fjör ehf.? Their account remains.'),
    ).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(remove));
    expect(callsTo('UserOrganization/RemoveContactPersonRoleByUserID').length).toBe(0);

    fireEvent.click(remove);
    confirm = await screen.findByRole('dialog', { name: 'Remove the contact person' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(callsTo('UserOrganization/RemoveContactPersonRoleByUserID').length).toBe(1));
    expect(bodyOf('UserOrganization/RemoveContactPersonRoleByUserID')).toEqual({ userId: 42, organizationId: 7 });
    expect(await screen.findByText('Björn Sigurðsson is no longer a contact person.')).toBeTruthy();
    // A change that went through clears the refusal that came before it.
    expect(within(contacts).queryByRole('alert')).toBeNull();
  });

  it('says the refusal in Icelandic too', async () => {
    serveOrganization();
    fake.overrides[api('UserOrganization/UpdateContactPersonRoleByUserID')] = () =>
      errorResponse(400, { message: 'Fyrirtæki verður alltaf að hafa a.m.k. einn aðaltengilið.' });
    await act(() => i18n.changeLanguage('is'));
    renderApp(organizationPath);
    const contacts = await section('Tengiliðir');
    fireEvent.click(await within(contacts).findByRole('button', { name: 'Gera að almennum tengilið: Anna Jónsdóttir' }));
    const refusal = await within(contacts).findByRole('alert');
    expect(within(refusal).getByText('Breytingunni var hafnað')).toBeTruthy();
    expect(within(refusal).getByText('Fyrirtæki verður alltaf að hafa a.m.k. einn aðaltengilið.')).toBeTruthy();
    expect(within(contacts).getByRole('button', { name: 'Fjarlægja: Björn Sigurðsson' })).toBeTruthy();
  });
});
