// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Permission } from '../../../../shared/permissions';
import { i18n } from '../../../lib/i18n';
import { fake, installFakeServer, renderApp } from '../../../test/harness';
import { api, errorResponse, lastQueryOf, operators, queryOf, signInWith } from '../admin-organizations.test-support';

installFakeServer();

const list = 'Organization/GetDroneOperatorPagedList';

describe('the drone operator register', () => {
  it('lists organisations and pilots with the public part of their number and its validity in words', async () => {
    signInWith(Permission.DroneOperator);
    fake.overrides[api(list)] = () => ({ items: operators, totalCount: 2 });
    renderApp('/admin/drone-operator');

    const table = await screen.findByRole('table', { name: 'Drone operators' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Operator', 'Organisation or ID number', 'Operator registration number', 'Validity']);
    const organization = within(table).getByRole('link', { name: 'Flug & fjör ehf.' });
    expect(organization.getAttribute('href')).toBe('/admin/organization/Flug%20%26%20fj%C3%B6r%20ehf./7');
    const orgRow = organization.closest('tr')!;
    expect(within(orgRow).getByText('Organisation')).toBeTruthy();
    expect(within(orgRow).getByText('ISLabc123def')).toBeTruthy();
    expect(within(orgRow).getByText('Valid until 31/05/2030')).toBeTruthy();
    // Two rows with the same id, one from each table, both shown.
    const pilotRow = within(table).getByText('Jón Jónsson').closest('tr')!;
    expect(within(pilotRow).queryByRole('link')).toBeNull();
    expect(within(pilotRow).getByText('Pilot')).toBeTruthy();
    expect(within(pilotRow).getByText('010190-2939')).toBeTruthy();
    expect(within(pilotRow).getByText('Expired on 31/01/2024')).toBeTruthy();
    expect(Object.fromEntries(queryOf(list))).toEqual({ skipCount: '0', maxResultCount: '10' });
  });

  it('filters by kind and validity, searches and pages', async () => {
    signInWith(Permission.DroneOperator);
    fake.overrides[api(list)] = () => ({ items: operators, totalCount: 120 });
    renderApp('/admin/drone-operator');
    await screen.findByRole('table', { name: 'Drone operators' });

    fireEvent.change(screen.getByLabelText('Operator'), { target: { value: 'pilot' } });
    fireEvent.change(screen.getByLabelText('Validity'), { target: { value: 'expired' } });
    const search = screen.getByLabelText('Search by name, ID number or registration number');
    fireEvent.change(search, { target: { value: ' ISLxyz ' } });
    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => expect(lastQueryOf(list).get('keyword')).toBe('ISLxyz'));
    fireEvent.change(screen.getByLabelText('Rows per page'), { target: { value: '50' } });
    await waitFor(() => expect(lastQueryOf(list).get('maxResultCount')).toBe('50'));
    fireEvent.click(await screen.findByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(lastQueryOf(list).get('skipCount')).toBe('100'));
    expect(Object.fromEntries(lastQueryOf(list))).toEqual({
      keyword: 'ISLxyz',
      kind: 'pilot',
      validity: 'expired',
      skipCount: '100',
      maxResultCount: '50',
    });
    expect(screen.getByText('101–120 of 120')).toBeTruthy();

    // A filter changed starts again from the first page.
    fireEvent.change(screen.getByLabelText('Validity'), { target: { value: '' } });
    await waitFor(() => expect(lastQueryOf(list).get('validity')).toBeNull());
    expect(lastQueryOf(list).get('skipCount')).toBe('0');
  });

  it('says when the register cannot be read', async () => {
    signInWith(Permission.DroneOperator);
    fake.overrides[api(list)] = () => errorResponse(500, { message: 'An internal error occurred.' });
    renderApp('/admin/drone-operator');
    const alert = await waitFor(() => screen.getByText('The data could not be loaded').closest<HTMLElement>('[role="alert"]')!);
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('is kept from an administrator without the drone operator permission', async () => {
    signInWith(Permission.Organizations);
    fake.overrides[api(list)] = () => ({ items: operators, totalCount: 2 });
    const router = renderApp('/admin/drone-operator');
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/admin/drone-operator'));
    expect(router.state.location.search).toContain('type=401');
  });

  it('reads in Icelandic', async () => {
    signInWith(Permission.DroneOperator);
    fake.overrides[api(list)] = () => ({ items: operators, totalCount: 2 });
    await act(() => i18n.changeLanguage('is'));
    renderApp('/admin/drone-operator');
    const table = await screen.findByRole('table', { name: 'Rekstraraðilar dróna' });
    expect(within(table).getByText('Gilt til 31.05.2030')).toBeTruthy();
    expect(within(table).getByText('Rann út 31.01.2024')).toBeTruthy();
    expect(within(table).getByText('Fjarflugmaður')).toBeTruthy();
    expect(screen.getByLabelText('Leita eftir nafni, kennitölu eða skráningarnúmeri')).toBeTruthy();
  });
});
