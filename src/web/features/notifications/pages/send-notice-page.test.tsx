// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Permission } from '../../../../shared/permissions';
import { expectNoAxeViolations } from '../../../test/axe';
import { bodyOf, callsTo, signInWith } from '../../../test/calls';
import { fake, installFakeServer, renderApp } from '../../../test/harness';

installFakeServer();

function serve() {
  signInWith(Permission.Organizations, Permission.Pilots);
  fake.overrides['/api/services/app/Pilot/GetAll'] = () => ({
    items: [{ id: 3, userId: 44, userName: 'anna', fullName: 'Anna Fjarflugmaður', email: 'anna@example.is' }],
    totalCount: 1,
  });
  fake.overrides['/api/services/app/Organization/GetPaggedList'] = () => ({
    items: [{ id: 7, name: 'Flug & fjör ehf.', organizationNumber: '5501012345' }],
    totalCount: 1,
  });
}

const chooseMessage = async (name: RegExp) => {
  fireEvent.click(document.getElementById('notice-messageId')!);
  fireEvent.click(await screen.findByRole('option', { name, hidden: true }));
};

describe('an in-app notice by hand', () => {
  it('says what is missing, then sends a person the message with words of its own', async () => {
    serve();
    fake.overrides['/api/services/app/Notification/PushNotificationByUserIdAndDynamicMes'] = () => ({ count: 1 });
    renderApp('/admin/notices');
    fireEvent.click(await screen.findByRole('button', { name: 'Review before sending' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText('Choose a recipient.')).toBeTruthy();
    expect(within(summary).getByText('Choose a message.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(summary));

    fireEvent.change(screen.getByLabelText(/^Find a person/), { target: { value: 'Anna' } });
    fireEvent.click(await screen.findByRole('radio', { name: /Anna Fjarflugmaður/ }));
    await chooseMessage(/^Registration type changed/);
    fireEvent.change(screen.getByLabelText(/^Your own words/), { target: { value: '  Hafðu samband.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review before sending' }));
    expect(await screen.findByRole('heading', { name: 'This notice will be sent' })).toBeTruthy();
    expect(screen.getByText('Hafðu samband.')).toBeTruthy();
    await expectNoAxeViolations();
    fireEvent.click(screen.getByRole('button', { name: 'Send the notice' }));
    expect(await screen.findByText('It reached 1 recipient.')).toBeTruthy();
    expect(bodyOf('Notification/PushNotificationByUserIdAndDynamicMes')).toEqual({
      userId: 44,
      messageId: 6,
      dynamicMessage: 'Hafðu samband.',
    });
  });

  it('sends an organisation’s members the message alone by the call without words', async () => {
    serve();
    fake.overrides['/api/services/app/Notification/PushNotificationByOrganizationId'] = () => ({ count: 3 });
    renderApp('/admin/notices');
    fireEvent.click(await screen.findByRole('radio', { name: 'An organisation’s members' }));
    fireEvent.change(screen.getByLabelText(/^Find an organisation/), { target: { value: 'Flug' } });
    fireEvent.click(await screen.findByRole('radio', { name: /Flug & fjör ehf\./ }));
    await chooseMessage(/^A pilot disconnected/);
    fireEvent.click(screen.getByRole('button', { name: 'Review before sending' }));
    expect(await screen.findByText('Members of Flug & fjör ehf.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send the notice' }));
    expect(await screen.findByText('It reached 3 recipients.')).toBeTruthy();
    expect(bodyOf('Notification/PushNotificationByOrganizationId')).toEqual({ organizationId: 7, messageId: 5 });
    expect(callsTo('Notification/PushNotificationDynamicMesByOrganizationId')).toHaveLength(0);
  });

  it('offers no notice to everyone to a sender who does not administer users', async () => {
    serve();
    renderApp('/admin/notices');
    await screen.findByRole('radio', { name: 'An organisation’s members' });
    expect(screen.queryByRole('radio', { name: 'Everyone' })).toBeNull();
  });

  it('reaches everyone by the call for everyone, with the words of one’s own', async () => {
    signInWith(Permission.Organizations, Permission.Pilots, Permission.Users);
    fake.overrides['/api/services/app/Notification/PushNotificationToEveryone'] = () => ({ count: 52 });
    renderApp('/admin/notices');
    fireEvent.click(await screen.findByRole('radio', { name: 'Everyone' }));
    expect(screen.getByText('Every active person registered on the portal, but you.')).toBeTruthy();
    await chooseMessage(/^A pilot disconnected/);
    fireEvent.change(screen.getByLabelText(/^Your own words/), { target: { value: 'Viðhald í kvöld.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Review before sending' }));
    expect(await screen.findByText('Everyone registered on the portal')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send the notice' }));
    expect(await screen.findByText('It reached 52 recipients.')).toBeTruthy();
    expect(bodyOf('Notification/PushNotificationToEveryone')).toEqual({ messageId: 5, dynamicMessage: 'Viðhald í kvöld.' });
  });
});
