// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../../../shared/errors';
import { i18n } from '../../../lib/i18n';
import { fake, installFakeServer, renderApp } from '../../../test/harness';
import { api, bodyOf, callsTo, contactPersons, errorResponse, request, signInAs } from '../my-site-organizations.test-support';

installFakeServer();

const page = '/my-site/contact-person/5';
const rowOf = async (name: string) => (await screen.findByRole('rowheader', { name })).closest('tr') as HTMLElement;

describe('the contact persons of an organisation', () => {
  it('lets a main contact person make another main, and shows the server’s refusal to leave no main contact person', async () => {
    signInAs('main');
    fake.overrides[api('UserOrganization/UpdateMainContactPersonRoleByUserID')] = () => contactPersons[1];
    fake.overrides[api('UserOrganization/UpdateContactPersonRoleByUserID')] = () =>
      errorResponse(400, { message: 'The organisation must keep a main contact person.' });
    renderApp(page);
    expect(await screen.findByText('The people who speak for Norðurljósamyndir hf.')).toBeTruthy();
    const bjarni = await rowOf('Bjarni Sigurðsson');
    expect(within(bjarni).getByText('Contact person')).toBeTruthy();
    const makeMain = within(bjarni).getByRole('button', { name: 'Make main contact person' });
    // The button's row names whom it acts on.
    expect(makeMain.getAttribute('aria-describedby')).toBe('contact-person-2');
    fireEvent.click(makeMain);
    await waitFor(() => expect(callsTo('UserOrganization/UpdateMainContactPersonRoleByUserID')).toHaveLength(1));
    expect(callsTo('UserOrganization/UpdateMainContactPersonRoleByUserID')[0][1]?.method).toBe('POST');
    expect(bodyOf('UserOrganization/UpdateMainContactPersonRoleByUserID')).toEqual({ userId: 2, organizationId: 5 });
    expect(await screen.findByText('Bjarni Sigurðsson is now a main contact person.')).toBeTruthy();

    const anna = await rowOf('Anna Jónsdóttir');
    fireEvent.click(within(anna).getByRole('button', { name: 'Make ordinary contact person' }));
    const section = screen.getByRole('region', { name: 'Contact persons' });
    const refusal = await within(section).findByRole('alert');
    expect(within(refusal).getByText('The organisation must keep a main contact person.')).toBeTruthy();
    expect(bodyOf('UserOrganization/UpdateContactPersonRoleByUserID')).toEqual({ userId: 1, organizationId: 5 });
  });

  it('removes a contact person after confirming', async () => {
    signInAs('main');
    fake.overrides[api('UserOrganization/RemoveContactPersonRoleByUserID')] = () => true;
    renderApp(page);
    const bjarni = await rowOf('Bjarni Sigurðsson');
    fireEvent.click(within(bjarni).getByRole('button', { name: 'Remove Bjarni Sigurðsson as contact person' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove contact person?' });
    expect(within(dialog).getByText('Bjarni Sigurðsson will no longer be a contact person of Norðurljósamyndir hf.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(callsTo('UserOrganization/RemoveContactPersonRoleByUserID')).toHaveLength(1));
    expect(callsTo('UserOrganization/RemoveContactPersonRoleByUserID')[0][1]?.method).toBe('POST');
    expect(bodyOf('UserOrganization/RemoveContactPersonRoleByUserID')).toEqual({ userId: 2, organizationId: 5 });
    expect(await screen.findByText('Bjarni Sigurðsson is no longer a contact person.')).toBeTruthy();
  });

  it('keeps a department and title, an empty one sent as none', async () => {
    signInAs('contact');
    fake.overrides[api('Organization/UpdateContactPersonDepartmentAndTitle')] = () => contactPersons[1];
    renderApp(page);
    const bjarni = await rowOf('Bjarni Sigurðsson');
    // An ordinary contact person changes no roles and removes no one.
    expect(within(bjarni).queryByRole('button', { name: /main contact person|Remove/ })).toBeNull();
    fireEvent.click(within(bjarni).getByRole('button', { name: 'Change department and title of Bjarni Sigurðsson' }));
    const dialog = await screen.findByRole('dialog', { name: 'Department and title of Bjarni Sigurðsson' });
    fireEvent.change(within(dialog).getByLabelText('Department'), { target: { value: ' Flugdeild ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('Organization/UpdateContactPersonDepartmentAndTitle')).toHaveLength(1));
    expect(callsTo('Organization/UpdateContactPersonDepartmentAndTitle')[0][1]?.method).toBe('PUT');
    expect(bodyOf('Organization/UpdateContactPersonDepartmentAndTitle')).toEqual({
      organizationId: 5,
      userId: 2,
      department: 'Flugdeild',
      title: null,
    });
    expect(await screen.findByText('The department and title of Bjarni Sigurðsson have been saved.')).toBeTruthy();
  });

  it('asks someone with an account by user name, and says on the field what the server refuses', async () => {
    signInAs('contact');
    let tries = 0;
    fake.overrides[api('Organization/CreateContactPerson')] = () =>
      ++tries === 1 ? errorResponse(404, { message: 'No user has that name.' }) : request(9, 'gudrun', '2026-03-16T09:00:00Z', 2);
    renderApp(page);
    await rowOf('Anna Jónsdóttir');
    // Only a main contact person invites people without an account.
    expect(screen.queryByRole('button', { name: 'Invite new contact person' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add contact person' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add contact person' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'User name' }));
    const field = await within(dialog).findByRole('textbox', { name: /^User name/ });
    fireEvent.change(field, { target: { value: 'gudrun' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(callsTo('Organization/CreateContactPerson')).toHaveLength(1));
    expect(bodyOf('Organization/CreateContactPerson')).toEqual({ organizationId: 5, userName: 'gudrun', organizationRoleId: 2 });
    expect(await within(dialog).findAllByText('No user has that name.')).toHaveLength(2);
    expect(
      within(dialog)
        .getByRole('textbox', { name: /^User name/ })
        .getAttribute('aria-invalid'),
    ).toBe('true');
    // Said on the field, not in an error dialog over it.
    expect(screen.getAllByRole('dialog')).toHaveLength(1);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(
      await screen.findByText(
        'A request has been recorded for gudrun. If the name belongs to an account, its holder becomes a contact person on accepting it.',
      ),
    ).toBeTruthy();
  });

  it('lets a main contact person invite someone new, and puts a taken address on its field', async () => {
    signInAs('main');
    fake.overrides[api('Organization/CreateUserContactPerson')] = () =>
      errorResponse(400, { code: ErrorCode.Duplicate, message: 'This e-mail address is already in use.' });
    renderApp(page);
    await rowOf('Anna Jónsdóttir');
    fireEvent.click(screen.getByRole('button', { name: 'Invite new contact person' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite new contact person' });
    fireEvent.change(within(dialog).getByLabelText(/^First name/), { target: { value: 'Guðrún' } });
    fireEvent.change(within(dialog).getByLabelText(/^Last name/), { target: { value: 'Ósk' } });
    fireEvent.change(within(dialog).getByLabelText(/^E-mail address/), { target: { value: 'gudrun@example.is' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(callsTo('Organization/CreateUserContactPerson')).toHaveLength(1));
    expect(bodyOf('Organization/CreateUserContactPerson')).toEqual({
      organizationId: 5,
      name: 'Guðrún',
      surname: 'Ósk',
      emailAddress: 'gudrun@example.is',
      language: 'en',
      organizationRoleId: 2,
    });
    expect(await within(dialog).findAllByText('This e-mail address is already in use.')).toHaveLength(2);
    expect(
      within(dialog)
        .getByLabelText(/^E-mail address/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it('shows the organisation’s pilots the list only', async () => {
    signInAs('pilot');
    renderApp(page);
    const anna = await rowOf('Anna Jónsdóttir');
    expect(within(anna).queryByRole('button')).toBeNull();
    expect(screen.getByText(/As a pilot of the organisation you see its contact persons/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add contact person' })).toBeNull();
  });

  it('is closed to a pilot whose invitation still waits', async () => {
    signInAs('invited');
    const router = renderApp(page);
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/exception?type=401'));
    expect(callsTo('Organization/GetContactPersonFromOrganizationId')).toHaveLength(0);
  });

  it('speaks Icelandic', async () => {
    signInAs('main');
    await i18n.changeLanguage('is');
    renderApp(page);
    const bjarni = await rowOf('Bjarni Sigurðsson');
    expect(within(bjarni).getByText('Tengiliður')).toBeTruthy();
    expect(within(bjarni).getByRole('button', { name: 'Gera að aðaltengilið' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bjóða nýjum tengilið' })).toBeTruthy();
  });
});
