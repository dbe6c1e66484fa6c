// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AuditLogDto } from '../../../../shared/contracts/audit';
import { Permission } from '../../../../shared/permissions';
import { i18n } from '../../../lib/i18n';
import { expectNoAxeViolations } from '../../../test/axe';
import { api, errorResponse, lastQueryOf, queryOf, signInWith } from '../../../test/calls';
import { fake, installFakeServer, renderApp } from '../../../test/harness';

installFakeServer();

const getAll = 'Audit/GetAll';

const entry = (changes: Partial<AuditLogDto>): AuditLogDto => ({
  id: 1,
  executionTime: '2026-04-02T13:45:00Z',
  userId: 7,
  userName: 'stjornandi',
  actorKind: 'administrator',
  clientIp: '10.1.2.3',
  service: 'User',
  method: 'Update',
  entityType: 'User',
  entityId: '42',
  changedFields: ['emailAddress', 'isActive', 'statusId'],
  keptValues: { id: 42, isActive: false, statusId: 2 },
  ...changes,
});

function serveLog(items: AuditLogDto[]) {
  signInWith(Permission.Log, Permission.AuditLog);
  fake.overrides[api(getAll)] = () => ({ items, totalCount: items.length });
}

describe('the audit log', () => {
  it('shows each change: when, who, the call, the record and the fields changed in words', async () => {
    serveLog([
      entry({ id: 2 }),
      entry({
        id: 1,
        userId: 9,
        userName: null,
        actorKind: 'organization',
        service: 'Organization',
        method: 'UpdateOrganizationRegister',
        entityType: 'Organization',
        entityId: '5',
        changedFields: ['email', 'name'],
        keptValues: { id: 5 },
      }),
      entry({
        id: 0,
        userId: 0,
        userName: null,
        actorKind: 'lookupClient',
        service: 'OperatorLookup',
        method: 'Lookup',
        entityType: 'OperatorNumber',
        entityId: 'ISL87astrdge12k8',
        changedFields: ['lookupClientId', 'status'],
        keptValues: { lookupClientId: 3, status: 'valid' },
      }),
    ]);
    renderApp('/admin/audit-log');
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Audit log, newest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Time', 'User', 'Call', 'Record', 'Fields changed', 'Address']);
    const [, admin, organisation, lookup] = within(table).getAllByRole('row');
    expect(within(admin).getByText('02/04/2026 13:45')).toBeTruthy();
    expect(within(admin).getByText('stjornandi')).toBeTruthy();
    expect(within(admin).getByText('Administrator')).toBeTruthy();
    expect(within(admin).getByText('User/Update')).toBeTruthy();
    expect(within(admin).getByText('User no. 42')).toBeTruthy();
    expect(
      within(admin)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['e-mail address', 'active: no', 'status: 2']);
    expect(within(admin).getByText('10.1.2.3')).toBeTruthy();
    expect(within(organisation).getByText('User no. 9 (removed)')).toBeTruthy();
    expect(within(organisation).getByText('Organisation')).toBeTruthy();
    // An authority's system looked a number up: the client is named, never a user 0 "removed".
    expect(within(lookup).getByText('Lookup client no. 3')).toBeTruthy();
    expect(within(lookup).getByText('Lookup client')).toBeTruthy();
    expect(Object.fromEntries(queryOf(getAll))).toEqual({ skipCount: '0', maxResultCount: '10' });
    await expectNoAxeViolations();
  });

  it('searches by user number or name, call, record and period', async () => {
    serveLog([entry({})]);
    renderApp('/admin/audit-log');
    await screen.findByRole('table', { name: 'Audit log, newest first' });
    const user = screen.getByLabelText('User (name or number)');
    fireEvent.change(user, { target: { value: ' 7 ' } });
    await waitFor(() => expect(lastQueryOf(getAll).get('userId')).toBe('7'));
    fireEvent.change(user, { target: { value: 'stjorn' } });
    await waitFor(() => expect(lastQueryOf(getAll).get('userName')).toBe('stjorn'));
    fireEvent.change(screen.getByLabelText('Call'), { target: { value: 'User/Update' } });
    fireEvent.change(screen.getByLabelText('Record type'), { target: { value: 'User' } });
    fireEvent.change(screen.getByLabelText('Record number'), { target: { value: '42' } });
    const from = screen.getByLabelText('From') as HTMLInputElement;
    fireEvent.change(from, { target: { value: '01/04/2026' } });
    fireEvent.blur(from);
    await waitFor(() =>
      expect(Object.fromEntries(lastQueryOf(getAll))).toEqual({
        userName: 'stjorn',
        call: 'User/Update',
        entityType: 'User',
        entityId: '42',
        from: '2026-04-01',
        skipCount: '0',
        maxResultCount: '10',
      }),
    );
  });

  it('says what went wrong when the search is refused', async () => {
    serveLog([]);
    fake.overrides[api(getAll)] = () => errorResponse(403, { message: 'You are not allowed to read the audit log.' });
    renderApp('/admin/audit-log');
    expect(await screen.findByText('You are not allowed to read the audit log.')).toBeTruthy();
  });

  it('names in Icelandic the record and members the texts once left in English', async () => {
    serveLog([
      entry({
        service: 'Payment',
        method: 'Verify',
        entityType: 'Organization',
        entityId: '3',
        changedFields: ['checkoutId', 'pilotId', 'token'],
        keptValues: { pilotId: 7 },
      }),
    ]);
    await i18n.changeLanguage('is');
    renderApp('/admin/audit-log');
    const table = await screen.findByRole('table', { name: 'Atvikaskrá, nýjast fyrst' });
    expect(within(table).getByText('Fyrirtæki nr. 3')).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['tilvísun greiðslu', 'fjarflugmaður: 7', 'lykill hlekks']);
  });

  it('speaks Icelandic', async () => {
    serveLog([entry({})]);
    await i18n.changeLanguage('is');
    renderApp('/admin/audit-log');
    expect(await screen.findByRole('heading', { level: 1, name: 'Atvikaskrá' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Atvikaskrá, nýjast fyrst' });
    expect(within(table).getByText('02.04.2026 13:45')).toBeTruthy();
    expect(within(table).getByText('Stjórnandi')).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['netfang', 'virkur: nei', 'staða: 2']);
    expect(within(table).getByText('Notandi nr. 42')).toBeTruthy();
    expect(screen.getByLabelText('Notandi (nafn eða númer)')).toBeTruthy();
    await expectNoAxeViolations();
  });
});
