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
  lastQueryOf,
  methodOf,
  organization,
  organizationPath,
  queryOf,
  serveOrganization,
  signInWith,
} from '../admin-organizations.test-support';

installFakeServer();

const section = (name: string) => screen.findByRole('region', { name });

describe('an organisation seen by an administrator', () => {
  it('shows the organisation, its insurance, contact persons and pilots, named in the title and the breadcrumbs', async () => {
    serveOrganization();
    renderApp(organizationPath);

    expect(await screen.findByRole('heading', { level: 1, name: 'Flug & fjör ehf.' })).toBeTruthy();
    expect(queryOf('Organization/Get').get('id')).toBe('7');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(crumbs).getByRole('link', { name: 'Organisations' }).getAttribute('href')).toBe('/admin/organization');
    expect(within(crumbs).getByText('Flug & fjör ehf.').getAttribute('aria-current')).toBe('page');
    await waitFor(() => expect(document.title).toBe('Flug & fjör ehf. | Drone Portal'));
    expect(screen.getByText('Organisation number 410169-1239 · Fewer than 250 staff')).toBeTruthy();
    expect(screen.getByText('Ármúli 2, 108, Iceland')).toBeTruthy();
    expect(screen.getByText('Valid until 31/05/2030')).toBeTruthy();
    expect(screen.getByText('The company registry')).toBeTruthy();

    const insurance = within(await section('Insurance')).getByRole('table', { name: 'Insurance of Flug & fjör ehf.' });
    expect(within(within(insurance).getByText('Sjóvá').closest('tr')!).getByText('Main')).toBeTruthy();
    expect(within(insurance).getByRole('button', { name: 'Make main: VÍS P-200' })).toBeTruthy();

    const contacts = await within(await section('Contact persons')).findByRole('table', { name: 'Contact persons of Flug & fjör ehf.' });
    const anna = within(contacts).getByText('Anna Jónsdóttir').closest('tr')!;
    expect(within(anna).getByText('Main contact person')).toBeTruthy();
    expect(within(anna).getByText('Rekstur, Framkvæmdastjóri')).toBeTruthy();
    expect(within(within(contacts).getByText('Björn Sigurðsson').closest('tr')!).getByText('Contact person')).toBeTruthy();

    const pilots = await within(await section('Pilots')).findByRole('table', { name: 'Pilots of Flug & fjör ehf.' });
    const jon = within(pilots).getByText('Jón Jónsson').closest('tr')!;
    expect(within(jon).getByText('Approved')).toBeTruthy();
    expect(within(jon).getByText('ISL-A1A3-000123')).toBeTruthy();
    expect(within(jon).getByText('Valid until 01/03/2030')).toBeTruthy();
    expect(within(jon).getByText('Expired on 01/03/2024')).toBeTruthy();
    expect(within(jon).getByText('01/03/2030')).toBeTruthy();
    expect(Object.fromEntries(queryOf('Organization/GetPilotByOrganizationId'))).toEqual({ organizationId: '7', sortDirection: 'asc' });
  });

  it('sorts the pilots by their next expiry and says which way in aria-sort', async () => {
    serveOrganization();
    renderApp(organizationPath);
    const pilots = await within(await section('Pilots')).findByRole('table');
    const header = within(pilots).getByRole('columnheader', { name: /Next expiry/ });
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(within(header).getByRole('button', { name: /Next expiry/ }));
    await waitFor(() => expect(lastQueryOf('Organization/GetPilotByOrganizationId').get('sortDirection')).toBe('desc'));
    expect(
      within(pilots)
        .getByRole('columnheader', { name: /Next expiry/ })
        .getAttribute('aria-sort'),
    ).toBe('descending');

    fireEvent.change(screen.getByLabelText('Search the pilots by name, e-mail or ID number'), { target: { value: 'jón ' } });
    await waitFor(() => expect(lastQueryOf('Organization/GetPilotByOrganizationId').get('keyword')).toBe('jón'));
  });

  it('edits every field, the operating number’s expiry and the main contact person’s sign-in', async () => {
    serveOrganization();
    fake.overrides[api('Organization/Update')] = () => ({ ...organization, operatingNumber: 'ISL-OP-0043' });
    renderApp(organizationPath);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit organisation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Flug & fjör ehf.' });
    expect((within(dialog).getByLabelText(/^Policy number/) as HTMLInputElement).value).toBe('P-100');
    expect((within(dialog).getByRole('radio', { name: 'Fewer than 250 staff' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.change(within(dialog).getByLabelText(/^Operating number\W*$/), { target: { value: 'ISL-OP-0043' } });
    const expiry = within(dialog).getByLabelText('Operating number valid until');
    fireEvent.change(expiry, { target: { value: '30/06/2031' } });
    fireEvent.blur(expiry);
    fireEvent.click(within(dialog).getByRole('radio', { name: '250 staff or more' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Also change the main contact person/ }));
    const email = within(dialog).getByLabelText(/^Contact person's e-mail address/) as HTMLInputElement;
    expect(email.value).toBe('anna@example.is');
    fireEvent.change(email, { target: { value: 'anna.j@example.is' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(callsTo('Organization/Update').length).toBe(1));
    expect(methodOf('Organization/Update')).toBe('PUT');
    expect(bodyOf('Organization/Update')).toEqual({
      id: 7,
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
      operatingNumber: 'ISL-OP-0043',
      operatingNumberExpiry: '2031-06-30',
      contactPersonAdminInfo: { emailAddress: 'anna.j@example.is', userName: 'anna' },
    });
    expect(await screen.findByText('The changes to Flug & fjör ehf. have been saved.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('puts the server’s validation errors on the edit form’s fields, summarised', async () => {
    serveOrganization();
    fake.overrides[api('Organization/Update')] = () =>
      errorResponse(400, {
        message: 'Your request is not valid.',
        details: 'The following errors were found during validation.',
        validationErrors: [{ message: 'The e-mail address is not valid.', members: ['contactPersonAdminInfo.emailAddress'] }],
      });
    renderApp(organizationPath);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit organisation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Flug & fjör ehf.' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Also change the main contact person/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const summary = await within(dialog).findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'The e-mail address is not valid.' }).getAttribute('href')).toBe(
      '#edit-organization-contactPersonAdminInfo.emailAddress',
    );
    expect(
      within(dialog)
        .getByLabelText(/^Contact person's e-mail address/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(screen.queryByText('The following errors were found during validation.')).toBeNull();
  });

  it('adds insurance, makes another main and deletes one after asking', async () => {
    serveOrganization();
    fake.overrides[api('Organization/CreateOrganizationInsurance')] = () => organization;
    fake.overrides[api('Organization/UpdateOrganizationInsurance')] = () => organization;
    fake.overrides[api('Organization/DeleteOrganizationInsurance')] = () => organization;
    renderApp(organizationPath);
    const insurance = await section('Insurance');

    fireEvent.click(within(insurance).getByRole('button', { name: 'Add insurance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add insurance' });
    fireEvent.change(within(dialog).getByLabelText(/^Insurance company/), { target: { value: 'TM' } });
    fireEvent.change(within(dialog).getByLabelText(/^Policy number/), { target: { value: 'TM-9' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Make this the main insurance' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('Organization/CreateOrganizationInsurance').length).toBe(1));
    expect(bodyOf('Organization/CreateOrganizationInsurance')).toEqual({
      organizationId: 7,
      insuranceCompanyName: 'TM',
      insurancePolicyNumber: 'TM-9',
      isMain: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(insurance).getByRole('button', { name: 'Make main: VÍS P-200' }));
    await waitFor(() => expect(callsTo('Organization/UpdateOrganizationInsurance').length).toBe(1));
    expect(bodyOf('Organization/UpdateOrganizationInsurance')).toEqual({
      id: 32,
      insurancePolicyNumber: 'P-200',
      insuranceCompanyName: 'VÍS',
      isMain: true,
    });

    fireEvent.click(within(insurance).getByRole('button', { name: 'Delete the insurance VÍS P-200' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the insurance' });
    expect(within(confirm).getByText('Delete the insurance VÍS P-200 of Flug & fjör ehf.? This cannot be undone.')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo('Organization/DeleteOrganizationInsurance').length).toBe(1));
    expect(methodOf('Organization/DeleteOrganizationInsurance')).toBe('DELETE');
    expect(queryOf('Organization/DeleteOrganizationInsurance').get('id')).toBe('32');
  });

  it('deletes the organisation after a confirmation that names it, then returns to the list with a message', async () => {
    serveOrganization();
    fake.overrides[api('Organization/Delete')] = () => true;
    fake.overrides[api('Organization/GetPaggedList')] = () => ({ items: [], totalCount: 0 });
    const router = renderApp(organizationPath);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete organisation' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the organisation' });
    expect(within(confirm).getByText('Delete Flug & fjör ehf.?')).toBeTruthy();
    expect(within(confirm).getByText(/The people's own accounts remain/)).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete Flug & fjör ehf.' }));
    await waitFor(() => expect(callsTo('Organization/Delete').length).toBe(1));
    expect(methodOf('Organization/Delete')).toBe('DELETE');
    expect(queryOf('Organization/Delete').get('id')).toBe('7');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/organization'));
    expect(await screen.findByText('Flug & fjör ehf. has been deleted.')).toBeTruthy();
    // What was read about the organisation is not asked for again: it is gone.
    expect(callsTo('Organization/Get').length).toBe(1);
  });

  it('says when the organisation cannot be found', async () => {
    signInWith(Permission.Organizations);
    fake.overrides[api('Organization/Get')] = () => errorResponse(404, { message: 'What was asked for was not found.' });
    renderApp('/admin/organization/Horfi%C3%B0/99');
    // The global handler says it in a dialog too; the page says it in place.
    const alert = await waitFor(() => screen.getByText('The data could not be loaded').closest<HTMLElement>('[role="alert"]')!);
    expect(within(alert).getByText('What was asked for was not found.')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(await screen.findByRole('dialog')).toBeTruthy();
    // The crumb still names the organisation from its address.
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumbs' })).getByText('Horfið')).toBeTruthy();
  });

  it('reads in Icelandic', async () => {
    serveOrganization();
    await act(() => i18n.changeLanguage('is'));
    renderApp(organizationPath);
    expect(await screen.findByText('Kennitala 410169-1239 · Færri en 250 starfsmenn')).toBeTruthy();
    expect(screen.getByText('Gilt til 31.05.2030')).toBeTruthy();
    const contacts = await section('Tengiliðir');
    expect(await within(contacts).findByText('Aðaltengiliður')).toBeTruthy();
    const pilots = await within(await section('Fjarflugmenn')).findByRole('table', { name: 'Fjarflugmenn Flug & fjör ehf.' });
    expect(within(pilots).getByText('Rann út 01.03.2024')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Eyða fyrirtæki' })).toBeTruthy();
  });
});
