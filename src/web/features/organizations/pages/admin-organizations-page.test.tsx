// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Permission } from '../../../../shared/permissions';
import { i18n } from '../../../lib/i18n';
import { fake, installFakeServer, renderApp } from '../../../test/harness';
import {
  api,
  bodyOf,
  callsTo,
  errorResponse,
  expiredListItem,
  lastQueryOf,
  listItem,
  organization,
  queryOf,
  signInWith,
} from '../admin-organizations.test-support';

installFakeServer();

const list = 'Organization/GetPaggedList';

function serveList(totalCount = 2) {
  fake.overrides[api(list)] = () => ({ items: [listItem, expiredListItem], totalCount });
}

async function openRegister() {
  fireEvent.click(await screen.findByRole('button', { name: 'Register organisation' }));
  return screen.findByRole('dialog', { name: 'Register an organisation' });
}

function fillOrganization(dialog: HTMLElement) {
  const type = (label: RegExp, value: string) => fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
  type(/^Organisation number/, '410169-1239');
  type(/^Name/, 'Flug & fjör ehf.');
  type(/^Address/, 'Ármúli 2');
  type(/^Postcode/, '108');
  type(/^E-mail address\W*$/, 'flug@example.is');
  type(/^Phone number/, '5551234');
  type(/^Policy number/, 'P-100');
  type(/^Insurance company/, 'Sjóvá');
  fireEvent.click(within(dialog).getByRole('radio', { name: 'Fewer than 250 staff' }));
}

describe('the administrators’ organisation list', () => {
  it('lists organisations with their numbers, counts and expiry in words, each opening its own page', async () => {
    signInWith(Permission.Organizations);
    serveList();
    renderApp('/admin/organization');

    const table = await screen.findByRole('table', { name: 'Organisations' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual([
      'Name',
      'Organisation number',
      'Size',
      'E-mail address',
      'Phone number',
      'Operating number',
      'Operating number valid until',
      'Pilots',
      'Contact persons',
      'Main contact person',
    ]);
    const link = within(table).getByRole('link', { name: 'Flug & fjör ehf.' });
    expect(link.getAttribute('href')).toBe('/admin/organization/Flug%20%26%20fj%C3%B6r%20ehf./7');
    const row = link.closest('tr')!;
    expect(within(row).getByText('410169-1239')).toBeTruthy();
    expect(within(row).getByText('Fewer than 250 staff')).toBeTruthy();
    expect(within(row).getByText('Valid until 31/05/2030')).toBeTruthy();
    expect(within(row).getByText('1,200')).toBeTruthy();
    expect(within(row).getByText('Anna Jónsdóttir')).toBeTruthy();
    const expired = within(table).getByRole('link', { name: 'Gamla flugið sf.' }).closest('tr')!;
    expect(within(expired).getByText('Expired on 31/01/2020')).toBeTruthy();
    expect(within(expired).getByText('250 staff or more')).toBeTruthy();
    expect(screen.getByText('1–2 of 2')).toBeTruthy();
    expect(Object.fromEntries(queryOf(list))).toEqual({ skipCount: '0', maxResultCount: '10' });
  });

  it('searches, filters by size and pages with the page size chosen', async () => {
    signInWith(Permission.Organizations);
    serveList(60);
    renderApp('/admin/organization');
    await screen.findByRole('link', { name: 'Flug & fjör ehf.' });

    fireEvent.change(screen.getByLabelText('Search by name, number, e-mail or phone'), { target: { value: '  flug ' } });
    // Debounced: the keyword goes out once typing stops, trimmed.
    await waitFor(() => expect(lastQueryOf(list).get('keyword')).toBe('flug'));
    fireEvent.change(screen.getByLabelText('Size'), { target: { value: '2' } });
    await waitFor(() => expect(lastQueryOf(list).get('userTypeId')).toBe('2'));
    fireEvent.change(screen.getByLabelText('Rows per page'), { target: { value: '25' } });
    await waitFor(() => expect(lastQueryOf(list).get('maxResultCount')).toBe('25'));
    expect(await screen.findByText('1–25 of 60')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastQueryOf(list).get('skipCount')).toBe('25'));
    expect(Object.fromEntries(lastQueryOf(list))).toEqual({ keyword: 'flug', userTypeId: '2', skipCount: '25', maxResultCount: '25' });
  });

  it('says when the list cannot be read and reads it again on request', async () => {
    signInWith(Permission.Organizations);
    let fail = true;
    fake.overrides[api(list)] = () =>
      fail ? errorResponse(500, { message: 'An internal error occurred.' }) : { items: [listItem], totalCount: 1 };
    renderApp('/admin/organization');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The data could not be loaded')).toBeTruthy();
    expect(await screen.findByRole('dialog')).toBeTruthy();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Flug & fjör ehf.' })).toBeTruthy();
  });

  it('registers an organisation for an existing account, filled from the company registry', async () => {
    signInWith(Permission.Organizations);
    serveList();
    fake.overrides[api('CompanyRegistry/GetCompanyByNumber')] = () => ({
      organizationNumber: '410169-1239',
      name: 'Flug & fjör ehf.',
      address: 'Ármúli 2',
      postCode: '108',
      countryCode: 'IS',
    });
    fake.overrides[api('Organization/RegisterOrganizationFromAdmin')] = () => organization;
    fake.overrides[api('Organization/Get')] = () => organization;
    fake.overrides[api('Organization/GetContactPersonFromOrganizationId')] = () => ({ items: [] });
    fake.overrides[api('Organization/GetPilotByOrganizationId')] = () => ({ items: [] });
    const router = renderApp('/admin/organization');
    const dialog = await openRegister();

    fireEvent.change(within(dialog).getByLabelText(/^Organisation number/), { target: { value: '410169-1239' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Look up in the company registry' }));
    expect(
      await within(dialog).findByText('Found in the company registry: Flug & fjör ehf. Name and address have been filled in.'),
    ).toBeTruthy();
    expect(queryOf('CompanyRegistry/GetCompanyByNumber').get('number')).toBe('410169-1239');
    expect((within(dialog).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Flug & fjör ehf.');
    expect((within(dialog).getByLabelText(/^Address/) as HTMLInputElement).value).toBe('Ármúli 2');
    fireEvent.change(within(dialog).getByLabelText(/^E-mail address\W*$/), { target: { value: 'flug@example.is' } });
    fireEvent.change(within(dialog).getByLabelText(/^Phone number/), { target: { value: '5551234' } });
    fireEvent.change(within(dialog).getByLabelText(/^Policy number/), { target: { value: 'P-100' } });
    fireEvent.change(within(dialog).getByLabelText(/^Insurance company/), { target: { value: 'Sjóvá' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: '250 staff or more' }));
    fireEvent.change(within(dialog).getByLabelText(/^E-mail address of the account/), { target: { value: 'Anna@Example.is' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(callsTo('Organization/RegisterOrganizationFromAdmin').length).toBe(1));
    expect(bodyOf('Organization/RegisterOrganizationFromAdmin')).toEqual({
      organizationNumber: '410169-1239',
      name: 'Flug & fjör ehf.',
      address: 'Ármúli 2',
      postCode: '108',
      countryCode: 'IS',
      email: 'flug@example.is',
      phoneNumber: '5551234',
      insurancePolicyNumber: 'P-100',
      insuranceCompanyName: 'Sjóvá',
      userTypeId: 2,
      isManualRegistration: false,
      mainContactEmailAddress: 'anna@example.is',
    });
    expect(await screen.findByText('Flug & fjör ehf. has been registered.')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/organization/Flug%20%26%20fj%C3%B6r%20ehf./7'));
  });

  it('registers an organisation with a new main contact person, typed by hand', async () => {
    signInWith(Permission.Organizations);
    serveList();
    fake.overrides[api('Organization/CreateOrganizationAndContactPersonAdmin')] = () => organization;
    renderApp('/admin/organization');
    const dialog = await openRegister();
    fillOrganization(dialog);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'A new person, who is sent a link to choose a password' }));
    expect(within(dialog).queryByLabelText(/^E-mail address of the account/)).toBeNull();
    // The name field drops what no name holds, such as a digit.
    fireEvent.change(within(dialog).getByLabelText(/^Contact person's first name/), { target: { value: 'Anna1' } });
    fireEvent.change(within(dialog).getByLabelText(/^Contact person's last name/), { target: { value: 'Jónsdóttir' } });
    fireEvent.change(within(dialog).getByLabelText(/^Contact person's e-mail address/), { target: { value: 'anna@example.is' } });
    fireEvent.change(within(dialog).getByLabelText(/^Language of the e-mails/), { target: { value: 'en' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(callsTo('Organization/CreateOrganizationAndContactPersonAdmin').length).toBe(1));
    expect(bodyOf('Organization/CreateOrganizationAndContactPersonAdmin')).toMatchObject({
      organizationNumber: '410169-1239',
      userTypeId: 1,
      isManualRegistration: true,
      language: 'en',
      contactPersonAdminInfo: { name: 'Anna', surname: 'Jónsdóttir', emailAddress: 'anna@example.is' },
    });
    expect(
      await screen.findByText('Flug & fjör ehf. has been registered, and a link to choose a password has been sent to anna@example.is.'),
    ).toBeTruthy();
  });

  it('lists what is missing at the top of the form, sends nothing, and leads to each field', async () => {
    signInWith(Permission.Organizations);
    serveList();
    renderApp('/admin/organization');
    const dialog = await openRegister();
    fireEvent.change(within(dialog).getByLabelText(/^Organisation number/), { target: { value: '4101691239' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));

    const summary = await within(dialog).findByRole('alert');
    expect(within(summary).getByText(/There are problems with \d+ fields/)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(summary));
    const number = within(dialog).getByLabelText(/^Organisation number/);
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getAllByText('An organisation number is six digits, a dash and four digits.').length).toBe(2);
    const sizeLink = within(summary).getByRole('link', { name: 'Select the size of the organisation' });
    expect(sizeLink.getAttribute('href')).toBe('#register-organization-userTypeId');
    fireEvent.click(within(summary).getByRole('link', { name: 'An organisation number is six digits, a dash and four digits.' }));
    expect(document.activeElement).toBe(number);
    expect(callsTo('Organization/RegisterOrganizationFromAdmin').length).toBe(0);
  });

  it('shows a number already registered (450) on the number field, and an e-mail in use on the e-mail field', async () => {
    signInWith(Permission.Organizations);
    serveList();
    let message = 'An organisation with the number 410169-1239 is already registered.';
    fake.overrides[api('Organization/CreateOrganizationAndContactPersonAdmin')] = () => errorResponse(400, { code: 450, message });
    renderApp('/admin/organization');
    const dialog = await openRegister();
    fillOrganization(dialog);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'A new person, who is sent a link to choose a password' }));
    fireEvent.change(within(dialog).getByLabelText(/^Contact person's first name/), { target: { value: 'Anna' } });
    fireEvent.change(within(dialog).getByLabelText(/^Contact person's last name/), { target: { value: 'Jónsdóttir' } });
    const email = within(dialog).getByLabelText(/^Contact person's e-mail address/);
    fireEvent.change(email, { target: { value: 'anna@example.is' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));

    const summary = await within(dialog).findByRole('alert');
    expect(within(summary).getByRole('link', { name: message }).getAttribute('href')).toBe('#register-organization-organizationNumber');
    expect(
      within(dialog)
        .getByLabelText(/^Organisation number/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    // A duplicate is the form's to say: no error dialog besides.
    expect(screen.getAllByRole('dialog')).toHaveLength(1);

    message = 'The e-mail address anna@example.is is already in use.';
    fireEvent.click(within(dialog).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getAllByText(message).length).toBe(2);
    expect(
      within(dialog)
        .getByLabelText(/^Organisation number/)
        .getAttribute('aria-invalid'),
    ).not.toBe('true');
  });

  it('reads in Icelandic', async () => {
    signInWith(Permission.Organizations);
    serveList();
    await act(() => i18n.changeLanguage('is'));
    renderApp('/admin/organization');
    const table = await screen.findByRole('table', { name: 'Fyrirtæki' });
    const row = within(table).getByRole('link', { name: 'Flug & fjör ehf.' }).closest('tr')!;
    expect(within(row).getByText('Gilt til 31.05.2030')).toBeTruthy();
    expect(within(row).getByText('Færri en 250 starfsmenn')).toBeTruthy();
    expect(within(row).getByText('1.200')).toBeTruthy();
    expect(screen.getByLabelText('Leita eftir heiti, kennitölu, netfangi eða síma')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Skrá fyrirtæki' }));
    const dialog = await screen.findByRole('dialog', { name: 'Skrá fyrirtæki' });
    expect(within(dialog).getByRole('button', { name: 'Fletta upp í fyrirtækjaskrá' })).toBeTruthy();
    expect(within(dialog).getByRole('radio', { name: 'Einhver sem þegar er með aðgang' })).toBeTruthy();
  });
});
