// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { fake, installFakeServer, renderApp } from '../../../test/harness';
import { api, bodyOf, callsTo, errorResponse, organization, queryOf, signInAs } from '../my-site-organizations.test-support';

installFakeServer();

const page = '/my-site/organization-information/5';

describe('the organisation’s information, kept by its contact persons', () => {
  const numbered = { ...organization, operatingNumber: 'ISLabcdefghijkl5', operatingNumberExpiry: '2031-04-30T23:59:59.999Z' };

  it('shows a main contact person the operator registration number whole, with its secret part', async () => {
    signInAs('main');
    fake.overrides[api('Organization/Get')] = () => ({ ...numbered, operatingNumberSecret: 'qrs' });
    renderApp(page);
    const section = await screen.findByRole('region', { name: 'Operator registration number' });
    expect(within(section).getByText('ISLabcdefghijkl5')).toBeTruthy();
    expect(within(section).getByText('ISLabcdefghijkl5-qrs')).toBeTruthy();
    expect(within(section).getByText('30/04/2031')).toBeTruthy();
  });

  it('shows another contact person its public part, and who holds the rest', async () => {
    signInAs('contact');
    fake.overrides[api('Organization/Get')] = () => ({ ...numbered, operatingNumberSecret: null });
    renderApp(page);
    const section = await screen.findByRole('region', { name: 'Operator registration number' });
    expect(within(section).getByText('ISLabcdefghijkl5')).toBeTruthy();
    expect(within(section).queryByText(/-qrs/)).toBeNull();
    expect(within(section).getByText(/main contact persons see the whole number/)).toBeTruthy();
  });

  it('says the number comes with the fee while there is none', async () => {
    signInAs('main');
    renderApp(page);
    const section = await screen.findByRole('region', { name: 'Operator registration number' });
    expect(within(section).getByText('The organisation gets its operator registration number when its fee is paid.')).toBeTruthy();
  });

  it('saves the registered details and says so', async () => {
    signInAs('contact');
    fake.overrides[api('Organization/UpdateOrganizationRegister')] = () => ({ ...organization, name: 'Norðurljós ehf.' });
    renderApp(page);
    const section = await screen.findByRole('region', { name: 'Registered details' });
    const name = within(section).getByLabelText(/^Name/) as HTMLInputElement;
    expect(name.value).toBe('Norðurljósamyndir hf.');
    expect((within(section).getByLabelText(/^Organisation number/) as HTMLInputElement).readOnly).toBe(true);
    fireEvent.change(name, { target: { value: '  Norðurljós ehf. ' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(callsTo('Organization/UpdateOrganizationRegister')).toHaveLength(1));
    expect(callsTo('Organization/UpdateOrganizationRegister')[0][1]?.method).toBe('PUT');
    expect(bodyOf('Organization/UpdateOrganizationRegister')).toEqual({
      id: 5,
      name: 'Norðurljós ehf.',
      email: 'skrifstofa@example.is',
      phoneNumber: '+354 555 1234',
    });
    expect(await screen.findByText("The organisation's details have been saved.")).toBeTruthy();
  });

  it('lists what stops a save at the top of the form, each line leading to its field, and sends nothing', async () => {
    signInAs('main');
    renderApp(page);
    const section = await screen.findByRole('region', { name: 'Registered details' });
    fireEvent.change(within(section).getByLabelText(/^E-mail/), { target: { value: 'not-an-address' } });
    fireEvent.change(within(section).getByLabelText(/^Name/), { target: { value: '' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save details' }));
    const summary = await within(section).findByRole('alert');
    expect(within(summary).getByText('There are problems with 2 fields')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(summary));
    const email = within(section).getByLabelText(/^E-mail/);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#organization-register-name', '#organization-register-email']);
    fireEvent.click(links[1]);
    expect(document.activeElement).toBe(email);
    expect(callsTo('Organization/UpdateOrganizationRegister')).toHaveLength(0);
  });

  it('puts the server’s validation errors on the fields', async () => {
    signInAs('contact');
    fake.overrides[api('Organization/UpdateAddress')] = () =>
      errorResponse(400, { message: 'Invalid', validationErrors: [{ message: 'This postcode is unknown.', members: ['postCode'] }] });
    renderApp(page);
    const section = await screen.findByRole('region', { name: 'Address' });
    fireEvent.change(within(section).getByLabelText(/^Postcode/), { target: { value: '999' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(callsTo('Organization/UpdateAddress')).toHaveLength(1));
    expect(bodyOf('Organization/UpdateAddress')).toEqual({ id: 5, address: 'Glerárgata 12', postCode: '999', countryCode: 'IS' });
    expect(await within(section).findAllByText('This postcode is unknown.')).toHaveLength(2);
    expect(
      within(section)
        .getByLabelText(/^Postcode/)
        .getAttribute('aria-invalid'),
    ).toBe('true');
  });

  it('marks the main insurance in words, adds one, and makes another main', async () => {
    signInAs('contact');
    fake.overrides[api('Organization/CreateOrganizationInsurance')] = () => organization;
    fake.overrides[api('Organization/UpdateOrganizationInsurance')] = () => organization;
    renderApp(page);
    const section = await screen.findByRole('region', { name: 'Insurance' });
    const items = within(section).getAllByRole('listitem');
    expect(within(items[0]).getByText('Vörður – TR-1001')).toBeTruthy();
    expect(within(items[0]).getByText('Main insurance')).toBeTruthy();
    expect(within(items[1]).queryByText('Main insurance')).toBeNull();
    expect(within(items[0]).queryByRole('button', { name: 'Make main' })).toBeNull();

    fireEvent.click(within(items[1]).getByRole('button', { name: 'Make main' }));
    await waitFor(() => expect(callsTo('Organization/UpdateOrganizationInsurance')).toHaveLength(1));
    expect(bodyOf('Organization/UpdateOrganizationInsurance')).toEqual({
      id: 32,
      insurancePolicyNumber: 'SJ-2002',
      insuranceCompanyName: 'Sjóvá',
      isMain: true,
    });

    fireEvent.click(within(section).getByRole('button', { name: 'Add insurance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add insurance' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(callsTo('Organization/CreateOrganizationInsurance')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/^Insurance company/), { target: { value: 'TM' } });
    fireEvent.change(within(dialog).getByLabelText(/^Policy number/), { target: { value: 'TM-3003' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('Organization/CreateOrganizationInsurance')).toHaveLength(1));
    expect(bodyOf('Organization/CreateOrganizationInsurance')).toEqual({
      organizationId: 5,
      insurancePolicyNumber: 'TM-3003',
      insuranceCompanyName: 'TM',
      isMain: false,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('changes an insurance in its dialog', async () => {
    signInAs('contact');
    fake.overrides[api('Organization/UpdateOrganizationInsurance')] = () => organization;
    renderApp(page);
    const section = await screen.findByRole('region', { name: 'Insurance' });
    fireEvent.click(within(section).getByRole('button', { name: 'Change the insurance Sjóvá – SJ-2002' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change insurance' });
    const policy = within(dialog).getByLabelText(/^Policy number/) as HTMLInputElement;
    await waitFor(() => expect(policy.value).toBe('SJ-2002'));
    fireEvent.change(policy, { target: { value: 'SJ-2003' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Main insurance/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(callsTo('Organization/UpdateOrganizationInsurance')).toHaveLength(1));
    expect(bodyOf('Organization/UpdateOrganizationInsurance')).toEqual({
      id: 32,
      insurancePolicyNumber: 'SJ-2003',
      insuranceCompanyName: 'Sjóvá',
      isMain: true,
    });
    expect(await screen.findByText('The insurance has been saved.')).toBeTruthy();
  });

  it('deletes an insurance after confirming, and shows the server’s refusal to delete the last one', async () => {
    signInAs('contact');
    let deletes = 0;
    fake.overrides[api('Organization/DeleteOrganizationInsurance')] = () =>
      ++deletes === 1 ? organization : errorResponse(400, { message: 'An organisation must keep at least one insurance.' });
    renderApp(page);
    const section = await screen.findByRole('region', { name: 'Insurance' });
    fireEvent.click(within(section).getByRole('button', { name: 'Delete the insurance Sjóvá – SJ-2002' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete insurance?' });
    expect(within(dialog).getByText('The insurance Sjóvá – SJ-2002 will be deleted.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(callsTo('Organization/DeleteOrganizationInsurance')).toHaveLength(1));
    expect(callsTo('Organization/DeleteOrganizationInsurance')[0][1]?.method).toBe('DELETE');
    expect(queryOf('Organization/DeleteOrganizationInsurance').get('id')).toBe('32');
    expect(await screen.findByText('The insurance Sjóvá – SJ-2002 has been deleted.')).toBeTruthy();

    fireEvent.click(within(section).getByRole('button', { name: 'Delete the insurance Vörður – TR-1001' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete insurance?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const refusal = await within(section).findByRole('alert');
    expect(within(refusal).getByText('An organisation must keep at least one insurance.')).toBeTruthy();
    // Said once, beside the list, not again in an error dialog.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('is closed to the organisation’s pilots', async () => {
    signInAs('pilot');
    const router = renderApp(page);
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/exception?type=401'));
    expect(callsTo('Organization/Get')).toHaveLength(0);
  });

  it('speaks Icelandic', async () => {
    signInAs('contact');
    await i18n.changeLanguage('is');
    renderApp(page);
    expect(await screen.findByRole('heading', { level: 1, name: 'Upplýsingar fyrirtækis' })).toBeTruthy();
    const section = await screen.findByRole('region', { name: 'Tryggingar' });
    expect(within(section).getByText('Aðaltrygging')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Vista upplýsingar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Vista heimilisfang' })).toBeTruthy();
  });
});
