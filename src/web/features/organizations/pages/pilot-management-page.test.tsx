// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CertificateType } from '../../../../shared/enums';
import { ErrorCode } from '../../../../shared/errors';
import { i18n } from '../../../lib/i18n';
import { fake, installFakeServer, renderApp } from '../../../test/harness';
import {
  api,
  bodyOf,
  callsTo,
  certificate,
  errorResponse,
  organizationPilot,
  queryOf,
  recruitment,
  request,
  signInAs,
} from '../my-site-organizations.test-support';

installFakeServer();

const page = '/my-site/pilot-management/5';
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const dmy = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

const soon = inDays(30);
const later = inDays(700);
const pilots = [
  organizationPilot(61, 'Dagur Fjarflugmaður', [certificate(CertificateType.A1A3, 'ISL-A1A3-000001', '2024-02-01')], null),
  organizationPilot(
    62,
    'Edda Drónadóttir',
    [certificate(CertificateType.A1A3, 'ISL-A1A3-000002', soon), certificate(CertificateType.A2, 'ISL-A2-000003', later)],
    soon,
  ),
];

function serve() {
  signInAs('contact');
  fake.overrides[api('Organization/GetInvitationsByOrganizationId')] = () => ({
    items: [request(71, 'frida@example.is', '2026-03-15T10:30:00Z'), request(73, 'anna@example.is', '2026-03-15T11:00:00Z', 2)],
  });
  fake.overrides[api('Organization/GetPilotByOrganizationId')] = (url) => ({
    items: url.searchParams.get('sortDirection') === 'desc' ? [...pilots].reverse() : pilots,
  });
}

describe('the pilots of an organisation, kept by its contact persons', () => {
  it('lists the pilots who asked to join, and accepts or declines each (decision 0028)', async () => {
    serve();
    let waiting = [
      { ...recruitment(81, 'Hanna Spyrjandi', '2026-03-14T08:00:00Z'), userId: 9, emailAddress: 'hanna@example.is' },
      { ...recruitment(82, 'Ívar Biðjandi', '2026-03-14T09:00:00Z'), userId: 10, emailAddress: 'ivar@example.is' },
    ];
    fake.overrides[api('Organization/GetPilotsRecruitmentByOrganizationId')] = () => ({ items: waiting });
    fake.overrides[api('Organization/UpdateAcceptPilotRecruitment')] = () => {
      waiting = waiting.filter((r) => r.id !== 81);
      return { ...recruitment(81, 'Hanna Spyrjandi', '2026-03-14T08:00:00Z'), recruitmentStatusId: 2 };
    };
    fake.overrides[api('Organization/UpdateRejectPilotRecruitment')] = () => {
      waiting = waiting.filter((r) => r.id !== 82);
      return true;
    };
    renderApp(page);
    const asked = await screen.findByRole('region', { name: 'Pilots asking to join' });
    expect(queryOf('Organization/GetPilotsRecruitmentByOrganizationId').get('orgId')).toBe('5');
    const hanna = (await within(asked).findByRole('rowheader', { name: /Hanna Spyrjandi/ })).closest('tr')!;
    fireEvent.click(within(hanna).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(bodyOf('Organization/UpdateAcceptPilotRecruitment')).toEqual({ id: 81 }));
    expect(await screen.findByText('Hanna Spyrjandi now flies for the organisation.')).toBeTruthy();
    await waitFor(() => expect(within(asked).queryByRole('rowheader', { name: /Hanna Spyrjandi/ })).toBeNull());

    const ivar = within(asked)
      .getByRole('rowheader', { name: /Ívar Biðjandi/ })
      .closest('tr')!;
    fireEvent.click(within(ivar).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the request?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(bodyOf('Organization/UpdateRejectPilotRecruitment')).toEqual({ id: 82 }));
    expect(await within(asked).findByText('No pilot is waiting for an answer.')).toBeTruthy();
  });

  it('asks a pilot by e-mail and lists the requests still unanswered as they were typed, with when they went', async () => {
    serve();
    fake.overrides[api('UserOrganization/Create')] = () => recruitment(72, 'gunnar@example.is', '2026-03-16T09:00:00Z');
    renderApp(page);
    const waiting = await screen.findByRole('region', { name: 'Requests waiting for an answer' });
    const frida = (await within(waiting).findByRole('rowheader', { name: 'frida@example.is' })).closest('tr')!;
    expect(within(frida).getByText('15/03/2026 10:30')).toBeTruthy();
    // A request to speak for the organisation belongs on the contact persons' page.
    expect(within(waiting).queryByRole('rowheader', { name: 'anna@example.is' })).toBeNull();
    expect(queryOf('Organization/GetInvitationsByOrganizationId').get('organizationId')).toBe('5');

    const form = screen.getByRole('region', { name: 'Invite a pilot' });
    fireEvent.change(within(form).getByRole('textbox', { name: /^E-mail address/ }), { target: { value: 'Gunnar@Example.is ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(callsTo('UserOrganization/Create')).toHaveLength(1));
    expect(bodyOf('UserOrganization/Create')).toEqual({ organizationId: 5, emailAddress: 'gunnar@example.is', organizationRoleId: 1 });
    expect(
      await screen.findByText(
        'A request has been recorded for gunnar@example.is. If it belongs to a pilot in the register, they answer it on their own pages.',
      ),
    ).toBeTruthy();
    // The unanswered requests are read again.
    await waitFor(() => expect(callsTo('Organization/GetInvitationsByOrganizationId').length).toBeGreaterThan(1));
  });

  it('withdraws a request after asking', async () => {
    serve();
    fake.overrides[api('Organization/DeleteInvitation')] = () => true;
    renderApp(page);
    const waiting = await screen.findByRole('region', { name: 'Requests waiting for an answer' });
    fireEvent.click(await within(waiting).findByRole('button', { name: 'Withdraw the request to frida@example.is' }));
    const confirm = await screen.findByRole('dialog', { name: 'Withdraw the request?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(callsTo('Organization/DeleteInvitation')).toHaveLength(1));
    expect(queryOf('Organization/DeleteInvitation').get('id')).toBe('71');
    expect(await screen.findByText('The request to frida@example.is has been withdrawn.')).toBeTruthy();
  });

  it('invites by ID number, checks its shape first, and says the server’s refusals on the field', async () => {
    serve();
    let tries = 0;
    fake.overrides[api('UserOrganization/Create')] = () =>
      ++tries === 1
        ? errorResponse(404, { message: 'No pilot has this ID number.' })
        : errorResponse(400, { code: ErrorCode.Duplicate, message: 'This pilot has already been invited.' });
    renderApp(page);
    const form = await screen.findByRole('region', { name: 'Invite a pilot' });
    fireEvent.click(within(form).getByRole('radio', { name: 'ID number (kennitala)' }));
    const field = await within(form).findByRole('textbox', { name: /^ID number/ });
    fireEvent.change(field, { target: { value: '0101902939' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    const summary = await within(form).findByRole('alert');
    expect(within(summary).getByRole('link').getAttribute('href')).toBe('#recruit-pilot-idNumber');
    expect(callsTo('UserOrganization/Create')).toHaveLength(0);

    fireEvent.change(within(form).getByRole('textbox', { name: /^ID number/ }), { target: { value: '010190-2939' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(callsTo('UserOrganization/Create')).toHaveLength(1));
    expect(bodyOf('UserOrganization/Create')).toEqual({ organizationId: 5, idNumber: '010190-2939', organizationRoleId: 1 });
    expect(await within(form).findAllByText('No pilot has this ID number.')).toHaveLength(2);
    expect(
      within(form)
        .getByRole('textbox', { name: /^ID number/ })
        .getAttribute('aria-invalid'),
    ).toBe('true');

    fireEvent.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await within(form).findAllByText('This pilot has already been invited.')).toHaveLength(2);
    // Said on the field only, never in an error dialog.
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows each pilot’s certificates with their standing in words, sorted by the next expiry either way', async () => {
    serve();
    renderApp(page);
    const table = await screen.findByRole('table', { name: 'Pilots of Norðurljósamyndir hf. and their certificates' });
    expect(screen.getByText('2 pilots')).toBeTruthy();
    const dagur = within(table)
      .getByRole('rowheader', { name: /Dagur Fjarflugmaður/ })
      .closest('tr')!;
    expect(within(dagur).getByText('ISL-A1A3-000001')).toBeTruthy();
    expect(within(dagur).getByText('Valid until 01/02/2024')).toBeTruthy();
    expect(within(dagur).getByText('Expired')).toBeTruthy();
    expect(within(dagur).getByText('None')).toBeTruthy();
    const edda = within(table)
      .getByRole('rowheader', { name: /Edda Drónadóttir/ })
      .closest('tr')!;
    expect(within(edda).getByText('Expires soon')).toBeTruthy();
    expect(within(edda).getByText('Valid')).toBeTruthy();
    expect(within(edda).getAllByText(dmy(soon))).toHaveLength(1);

    const header = within(table).getByRole('columnheader', { name: /Next expiry/ });
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(queryOf('Organization/GetPilotByOrganizationId').get('organizationId')).toBe('5');
    expect(queryOf('Organization/GetPilotByOrganizationId').get('sortDirection')).toBe('asc');
    fireEvent.click(within(header).getByRole('button', { name: /Next expiry/ }));
    await waitFor(() => expect(header.getAttribute('aria-sort')).toBe('descending'));
    await waitFor(() => {
      const names = within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
      expect(names[0]).toMatch(/^Edda/);
    });
    const calls = callsTo('Organization/GetPilotByOrganizationId');
    expect(queryOf('Organization/GetPilotByOrganizationId', calls.length - 1).get('sortDirection')).toBe('desc');
    expect(screen.getByText('Sorted by next expiry, latest first.')).toBeTruthy();
  });

  it('searches the pilots by a keyword', async () => {
    serve();
    renderApp(page);
    await screen.findByRole('table', { name: /Pilots of/ });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by name, e-mail or ID number' }), { target: { value: ' Edda ' } });
    await waitFor(() => {
      const calls = callsTo('Organization/GetPilotByOrganizationId');
      expect(queryOf('Organization/GetPilotByOrganizationId', calls.length - 1).get('keyword')).toBe('Edda');
    });
  });

  it('disconnects a pilot after confirming', async () => {
    serve();
    fake.overrides[api('Organization/UpdateDisconnectPilotOrganization')] = () => true;
    renderApp(page);
    const table = await screen.findByRole('table', { name: /Pilots of/ });
    const edda = within(table)
      .getByRole('rowheader', { name: /Edda Drónadóttir/ })
      .closest('tr')!;
    fireEvent.click(within(edda).getByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect pilot?' });
    expect(within(dialog).getByText(/Edda Drónadóttir will no longer fly for Norðurljósamyndir hf./)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(callsTo('Organization/UpdateDisconnectPilotOrganization')).toHaveLength(1));
    expect(bodyOf('Organization/UpdateDisconnectPilotOrganization')).toEqual({ id: 62 });
    expect(queryOf('Organization/UpdateDisconnectPilotOrganization').get('id')).toBe('62');
    expect(await screen.findByText('Edda Drónadóttir has been disconnected.')).toBeTruthy();
  });

  it('says when the pilots cannot be read', async () => {
    serve();
    fake.overrides[api('Organization/GetPilotByOrganizationId')] = () => errorResponse(500, { message: 'Down.' });
    renderApp(page);
    const section = await screen.findByRole('region', { name: 'Pilots' });
    expect(await within(section).findByText('The data could not be loaded')).toBeTruthy();
  });

  it('is closed to the organisation’s pilots', async () => {
    signInAs('pilot');
    const router = renderApp(page);
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/exception?type=401'));
  });

  it('speaks Icelandic', async () => {
    serve();
    await i18n.changeLanguage('is');
    renderApp(page);
    const table = await screen.findByRole('table', { name: 'Fjarflugmenn og skírteini þeirra – Norðurljósamyndir hf.' });
    expect(within(table).getByText('Útrunnið')).toBeTruthy();
    expect(within(table).getByText('Rennur brátt út')).toBeTruthy();
    expect(within(table).getByText(`Gildir til ${dmy(later).replace(/\//g, '.')}`)).toBeTruthy();
    expect(screen.getByText('15.03.2026 10:30')).toBeTruthy();
    expect(screen.getByText('2 fjarflugmenn')).toBeTruthy();
  });
});

describe('a contact person’s notice to the organisation’s members', () => {
  it('sends the members the message with words of its own and says how many it reached', async () => {
    serve();
    fake.overrides[api('Organization/GetPilotsRecruitmentByOrganizationId')] = () => ({ items: [] });
    fake.overrides[api('Notification/PushNotificationDynamicMesByOrganizationId')] = () => ({ count: 2 });
    renderApp(page);
    const section = await screen.findByRole('region', { name: 'Send a notice to the organisation’s members' });
    fireEvent.click(within(section).getByRole('button', { name: 'Review before sending' }));
    expect(await within(section).findByText('Choose a message.', { selector: 'a' })).toBeTruthy();
    fireEvent.click(section.querySelector('#members-notice-messageId')!);
    fireEvent.click(await screen.findByRole('option', { name: /^A pilot’s connection accepted/, hidden: true }));
    fireEvent.change(within(section).getByLabelText(/^Your own words/), { target: { value: 'Fundur á mánudag.' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Review before sending' }));
    fireEvent.click(await within(section).findByRole('button', { name: 'Send the notice' }));
    expect(await within(section).findByText('It reached 2 recipients.')).toBeTruthy();
    expect(bodyOf(api('Notification/PushNotificationDynamicMesByOrganizationId'))).toEqual({
      organizationId: 5,
      messageId: 2,
      dynamicMessage: 'Fundur á mánudag.',
    });
  });
});
