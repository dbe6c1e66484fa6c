// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErasureStatus, type ErasureRequestDto } from '../../../../shared/contracts/personal-data';
import { Permission } from '../../../../shared/permissions';
import { expectNoAxeViolations } from '../../../test/axe';
import { fake, installFakeServer, renderApp } from '../../../test/harness';
import { api, bodyOf, callsTo, erasureRequest, errorResponse, queryOf, signInWith } from '../personal-data.test-support';

installFakeServer();

function serveRequests(items: ErasureRequestDto[]) {
  fake.overrides[api('PersonalData/GetErasureRequests')] = () => ({ items, totalCount: items.length });
  fake.overrides[api('PersonalData/ApproveErasure')] = () => erasureRequest({ status: ErasureStatus.Approved });
  fake.overrides[api('PersonalData/RejectErasure')] = () => erasureRequest({ status: ErasureStatus.Rejected });
}

const pending = erasureRequest({ reason: 'I no longer fly.' });

describe('the erasure requests', () => {
  it('lists the pending requests and approves one after a confirmation that says what follows', async () => {
    signInWith(Permission.Users);
    serveRequests([pending]);
    renderApp('/admin/erasure-requests');
    expect(await screen.findByRole('heading', { level: 1, name: 'Erasure requests' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Requests for erasure' });
    expect(within(table).getByText('Anna Jónsdóttir')).toBeTruthy();
    expect(within(table).getByText('I no longer fly.')).toBeTruthy();
    expect(queryOf('PersonalData/GetErasureRequests').get('status')).toBe('1');
    await expectNoAxeViolations();

    fireEvent.click(within(table).getByRole('button', { name: 'Approve erasure for Anna Jónsdóttir' }));
    const confirm = await screen.findByRole('dialog', { name: 'Approve erasure?' });
    expect(confirm.textContent).toContain('This cannot be undone.');
    expect(callsTo('PersonalData/ApproveErasure')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(callsTo('PersonalData/ApproveErasure')).toHaveLength(1));
    expect(bodyOf('PersonalData/ApproveErasure')).toEqual({ id: 31 });
    expect(await screen.findByText('The data about Anna Jónsdóttir has been erased.')).toBeTruthy();
  });

  it('says why the server refused an approval', async () => {
    signInWith(Permission.Users);
    serveRequests([pending]);
    fake.overrides[api('PersonalData/ApproveErasure')] = () =>
      errorResponse(400, { message: 'The data cannot be erased: the person is the only main contact of Flugmyndir ehf.' });
    renderApp('/admin/erasure-requests');
    fireEvent.click(await screen.findByRole('button', { name: 'Approve erasure for Anna Jónsdóttir' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Approve erasure?' })).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('The data cannot be erased: the person is the only main contact of Flugmyndir ehf.')).toBeTruthy();
  });

  it('rejects only with a reason, which the form asks for before sending', async () => {
    signInWith(Permission.Users);
    serveRequests([pending]);
    renderApp('/admin/erasure-requests');
    fireEvent.click(await screen.findByRole('button', { name: 'Reject erasure for Anna Jónsdóttir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the request of Anna Jónsdóttir' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByRole('alert')).toBeTruthy();
    expect(callsTo('PersonalData/RejectErasure')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/Reason for rejecting/), { target: { value: 'You hold an open case.' } });
    await expectNoAxeViolations(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(callsTo('PersonalData/RejectErasure')).toHaveLength(1));
    expect(bodyOf('PersonalData/RejectErasure')).toEqual({ id: 31, reason: 'You hold an open case.' });
    expect(await screen.findByText('The request of Anna Jónsdóttir has been rejected.')).toBeTruthy();
  });

  it('filters by state, and shows decided requests without actions', async () => {
    signInWith(Permission.Users);
    serveRequests([erasureRequest({ status: ErasureStatus.Rejected, decisionTime: '2026-05-06T12:00:00Z', decisionReason: 'Open case.' })]);
    renderApp('/admin/erasure-requests');
    fireEvent.change(await screen.findByLabelText('State'), { target: { value: '' } });
    await waitFor(() => expect(callsTo('PersonalData/GetErasureRequests').length).toBeGreaterThan(1));
    const table = await screen.findByRole('table', { name: 'Requests for erasure' });
    expect(within(table).getByText(/Open case\./)).toBeTruthy();
    expect(within(table).queryByRole('button')).toBeNull();
  });
});
