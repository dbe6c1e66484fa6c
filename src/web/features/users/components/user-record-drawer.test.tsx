// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UserDto } from '../../../../shared/contracts/users';
import { Permission } from '../../../../shared/permissions';
import { fullRecord } from '../../../components/person-record.test-support';
import { i18n } from '../../../lib/i18n';
import { expectNoAxeViolations } from '../../../test/axe';
import { api, callsTo, lastQueryOf, signInWith } from '../../../test/calls';
import { fake, installFakeServer, renderApp } from '../../../test/harness';

installFakeServer();

const user: UserDto = {
  id: 42,
  userName: 'sigga',
  name: 'Sigríður',
  surname: 'Jónsdóttir',
  fullName: 'Sigríður Jónsdóttir',
  emailAddress: 'sigga@example.is',
  isActive: true,
  isEmailConfirmed: true,
  country: null,
  countryCode: null,
  dateOfBirth: null,
  lastLoginTime: null,
  creationTime: '2026-01-01T10:00:00Z',
  roleNames: [],
  customerNumber: null,
  userTypeId: 3,
  statusId: 0,
  language: 'is',
  isLockedOut: false,
};

function serve() {
  signInWith(Permission.Users);
  fake.overrides[api('User/GetAll')] = () => ({ items: [user], totalCount: 1 });
  fake.overrides[api('User/GetUserRecord')] = () => fullRecord;
  fake.overrides[api('User/GetUserNotesByUserId')] = () => ({ items: [], totalCount: 0 });
}

describe('a user’s record from the list of users', () => {
  it('opens beside the list from the user’s row, and the notes still open from theirs', async () => {
    serve();
    renderApp('/admin/users');
    fireEvent.click(await screen.findByRole('button', { name: 'The record of the user sigga' }));
    const drawer = await screen.findByRole('dialog', { name: 'Record of the user sigga' });
    for (const name of ['Certificates', 'Course progress', 'Exam attempts', 'Payments', 'Organisations', 'Notes on the user']) {
      expect(await within(drawer).findByRole('region', { name })).toBeTruthy();
    }
    expect(within(within(drawer).getByRole('region', { name: 'Certificates' })).getByText('A1A3-2026-0001')).toBeTruthy();
    expect(Object.fromEntries(lastQueryOf('User/GetUserRecord'))).toEqual({ id: '42' });
    await expectNoAxeViolations();

    fireEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Record of the user sigga' })).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Notes on the user sigga' }));
    const notes = await screen.findByRole('dialog', { name: 'Notes on sigga' });
    expect(await within(notes).findByText('No notes yet.')).toBeTruthy();
    expect(callsTo('User/GetUserRecord')).toHaveLength(1);
  });

  it('speaks Icelandic', async () => {
    serve();
    await i18n.changeLanguage('is');
    renderApp('/admin/users');
    fireEvent.click(await screen.findByRole('button', { name: 'Yfirlit yfir notandann sigga' }));
    const drawer = await screen.findByRole('dialog', { name: 'Yfirlit yfir notandann sigga' });
    expect(await within(drawer).findByRole('region', { name: 'Próftilraunir' })).toBeTruthy();
    await expectNoAxeViolations();
  });
});
