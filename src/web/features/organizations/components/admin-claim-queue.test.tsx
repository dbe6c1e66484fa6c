// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrganizationClaimDto } from '../../../../shared/contracts/organization-proofs';
import { Permission } from '../../../../shared/permissions';
import { fake, installFakeServer, renderApp } from '../../../test/harness';
import { api, bodyOf, callsTo, errorResponse, signInWith } from '../admin-organizations.test-support';

installFakeServer();

const claims: OrganizationClaimDto[] = [
  {
    id: 31,
    name: 'Landmælingar og kort ehf.',
    organizationNumber: '700512-3340',
    email: 'skrifstofa@example.is',
    isManualRegistration: false,
    creationTime: '2026-03-05T12:00:00Z',
    mainContactName: 'Sólveig Rekstrardóttir',
    mainContactEmailAddress: 'solveig@example.is',
    claimsOfNumber: 2,
    isNumberHeld: false,
  },
  {
    id: 32,
    name: 'Óþekkt félag ehf.',
    organizationNumber: '690101-1290',
    email: 'othekkt@example.is',
    isManualRegistration: true,
    creationTime: '2026-03-06T12:00:00Z',
    mainContactName: null,
    mainContactEmailAddress: null,
    claimsOfNumber: 1,
    isNumberHeld: true,
  },
];

function serveQueue() {
  fake.overrides[api('Organization/GetClaimQueue')] = () => ({ items: claims });
  fake.overrides[api('Organization/GetPaggedList')] = () => ({ items: [], totalCount: 0 });
}

describe('the queue of registrations waiting for proof on /admin/organization', () => {
  it('lists each claim with where its details came from, and approves one after asking', async () => {
    signInWith(Permission.Organizations);
    serveQueue();
    fake.overrides[api('Organization/ApproveClaim')] = () => true;
    renderApp('/admin/organization');

    const table = await screen.findByRole('table', { name: 'Registrations waiting for proof' });
    const first = within(table).getByText('Landmælingar og kort ehf.').closest('tr')!;
    expect(within(first).getByText('Company registry')).toBeTruthy();
    expect(within(first).getByText('2 registrations of this number')).toBeTruthy();
    expect(within(first).getByText('solveig@example.is')).toBeTruthy();
    const second = within(table).getByText('Óþekkt félag ehf.').closest('tr')!;
    expect(within(second).getByText('Typed by hand')).toBeTruthy();
    expect(within(second).getByText('Another organisation already holds this number.')).toBeTruthy();
    expect((within(second).getByRole('button', { name: 'Approve Óþekkt félag ehf. (690101-1290)' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    fireEvent.click(within(first).getByRole('button', { name: 'Approve Landmælingar og kort ehf. (700512-3340)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the registration?' });
    expect(within(dialog).getByText('The other registration of this number will be refused, and its contact persons told.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Landmælingar og kort ehf. (700512-3340) is approved.')).toBeTruthy();
    expect(bodyOf('Organization/ApproveClaim')).toEqual({ id: 31 });
    await waitFor(() => expect(callsTo('Organization/GetClaimQueue').length).toBeGreaterThan(1));
  });

  it('refuses a claim after asking, and says in place why the server would not', async () => {
    signInWith(Permission.Organizations);
    serveQueue();
    fake.overrides[api('Organization/RefuseClaim')] = () => errorResponse(404, { message: 'There is no such registration.' });
    renderApp('/admin/organization');

    const table = await screen.findByRole('table', { name: 'Registrations waiting for proof' });
    fireEvent.click(within(table).getByRole('button', { name: 'Refuse Óþekkt félag ehf. (690101-1290)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse the registration?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuse' }));
    const alert = await screen.findByRole('alert', { name: 'The decision was not made' });
    expect(within(alert).getByText('There is no such registration.')).toBeTruthy();
    expect(bodyOf('Organization/RefuseClaim')).toEqual({ id: 32 });
  });

  it('says when nothing is waiting', async () => {
    signInWith(Permission.Organizations);
    fake.overrides[api('Organization/GetPaggedList')] = () => ({ items: [], totalCount: 0 });
    renderApp('/admin/organization');
    expect(await screen.findByText('No registration is waiting for proof.')).toBeTruthy();
  });
});
