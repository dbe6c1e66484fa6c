// @vitest-environment happy-dom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CreatedOperatorLookupClient, OperatorLookupClientDto } from '../../../../shared/contracts/operator-lookup';
import { i18n } from '../../../lib/i18n';
import { expectNoAxeViolations } from '../../../test/axe';
import { api, bodyOf, callsTo, signInWith } from '../../../test/calls';
import { fake, installFakeServer, renderApp } from '../../../test/harness';

installFakeServer();

const getAll = 'OperatorLookupClient/GetAll';
const create = 'OperatorLookupClient/Create';
const revoke = 'OperatorLookupClient/Revoke';

const client = (changes: Partial<OperatorLookupClientDto> = {}): OperatorLookupClientDto => ({
  id: 1,
  name: 'Lögreglan – vettvangur',
  clientId: 'lookup-Qm9sa2V0',
  scopes: ['operator-lookup:status', 'operator-lookup:identity'],
  requestsPerMinute: 60,
  creationTime: '2026-11-20T10:00:00Z',
  lastUsedTime: '2026-11-28T14:30:00Z',
  revokedTime: null,
  ...changes,
});

/** The fake server's clients, as the calls change them. */
function serve(clients: OperatorLookupClientDto[]) {
  fake.overrides[api(getAll)] = () => ({ items: clients });
  fake.overrides[api(create)] = (_url, init) => {
    const input = JSON.parse(String(init?.body)) as { name: string; scopes: OperatorLookupClientDto['scopes']; requestsPerMinute: number };
    const made: CreatedOperatorLookupClient = {
      ...client({ id: clients.length + 1, ...input, clientId: 'lookup-TmV3Y2xp', lastUsedTime: null }),
      clientSecret: 'c2VjcmV0LXNob3duLW9uY2UtYW5kLW5ldmVyLWFnYWlu',
    };
    clients.unshift(made);
    return made;
  };
  fake.overrides[api(revoke)] = (_url, init) => {
    const { id } = JSON.parse(String(init?.body)) as { id: number };
    const found = clients.find((c) => c.id === id)!;
    found.revokedTime = '2026-11-29T09:00:00Z';
    return found;
  };
}

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

describe('/admin/operator-lookup-clients', () => {
  it('lists the clients, makes one and shows its secret once, in English and in Icelandic', async () => {
    signInWith();
    serve([client()]);
    renderApp('/admin/operator-lookup-clients');
    expect(await screen.findByRole('heading', { level: 1, name: 'Operator-number lookup clients' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Lookup clients, newest first' });
    expect(within(table).getByText('Lögreglan – vettvangur')).toBeTruthy();
    expect(within(table).getByText('lookup-Qm9sa2V0')).toBeTruthy();
    expect(within(table).getByText('Status, kind and validity, Name and contact')).toBeTruthy();
    expect(within(table).getByText('Active')).toBeTruthy();
    await expectNoAxeViolations();

    fireEvent.change(screen.getByRole('textbox', { name: /^Name/ }), { target: { value: 'Landhelgisgæslan' } });
    fireEvent.change(screen.getByLabelText('Requests per minute'), { target: { value: '120' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create client' }));
    expect(await screen.findByText('Client Landhelgisgæslan created')).toBeTruthy();
    expect(bodyOf(create)).toEqual({ name: 'Landhelgisgæslan', scopes: ['operator-lookup:status'], requestsPerMinute: 120 });
    expect(screen.getByTestId('created-client-secret').textContent).toBe('c2VjcmV0LXNob3duLW9uY2UtYW5kLW5ldmVyLWFnYWlu');
    expect(screen.getByText(/The secret is shown only this once/)).toBeTruthy();
    await waitFor(() => expect(within(screen.getByRole('table')).getByText('Landhelgisgæslan')).toBeTruthy());
    await expectNoAxeViolations();

    fireEvent.click(screen.getByTestId('language-switcher'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Uppflettiaðilar skráningarnúmera' })).toBeTruthy();
    expect(screen.getByText('Uppflettiaðilinn Landhelgisgæslan var stofnaður')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ég hef geymt leyniorðið' }));
    expect(screen.queryByTestId('created-client-secret')).toBeNull();
    expect(screen.queryByText('c2VjcmV0LXNob3duLW9uY2UtYW5kLW5ldmVyLWFnYWlu')).toBeNull();
    expect(screen.getByRole('button', { name: 'Stofna uppflettiaðila' })).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('asks before revoking a client, and then shows it revoked', async () => {
    signInWith();
    serve([client()]);
    renderApp('/admin/operator-lookup-clients');
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke Lögreglan – vettvangur?' });
    expect(within(dialog).getByText(/stop working at once/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(callsTo(revoke)).toHaveLength(1));
    expect(bodyOf(revoke)).toEqual({ id: 1 });
    expect(await screen.findByText(/^Revoked /)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Revoke' })).toBeNull();
  });

  it('refuses a client without a name or a scope before sending it', async () => {
    signInWith();
    serve([]);
    renderApp('/admin/operator-lookup-clients');
    expect(await screen.findByText('No clients yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Status, kind and validity' }));
    fireEvent.click(screen.getByRole('button', { name: 'Create client' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Name/ }).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('Enter the client’s name').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Enter what the client may read').length).toBeGreaterThan(0);
    expect(callsTo(create)).toHaveLength(0);
  });
});
