// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Permission } from '../../../../shared/permissions';
import { fullRecord } from '../../../components/person-record.test-support';
import { expectNoAxeViolations } from '../../../test/axe';
import { api, lastQueryOf, signInWith } from '../../../test/calls';
import { fake, installFakeServer, renderApp } from '../../../test/harness';
import { pilotRecord } from '../../../test/pilot-record';

installFakeServer();

const pilot = pilotRecord({
  userId: 42,
  userName: 'sigga',
  name: 'Sigríður',
  surname: 'Jónsdóttir',
  fullName: 'Sigríður Jónsdóttir',
  dateOfBirth: '1990-05-17',
  email: 'sigga@example.is',
  uniqueId: 'p-7',
  orgRole: 1,
  user: {
    id: 42,
    userName: 'sigga',
    name: 'Sigríður',
    surname: 'Jónsdóttir',
    emailAddress: 'sigga@example.is',
    isEmailConfirmed: true,
    isActive: true,
    userTypeId: 3,
    statusId: 0,
    language: 'is',
  },
  creationTime: '2026-01-01T10:00:00Z',
});

describe('a pilot’s record in the register', () => {
  it('shows the person’s certificates, courses, exams, payments and organisations, read by the pilot’s user', async () => {
    // An administrator of pilots alone: the user administrators' notes are not theirs.
    signInWith(Permission.Pilots);
    fake.overrides[api('Pilot/GetAllPaging')] = () => ({ items: [pilot], totalCount: 1 });
    fake.overrides[api('Pilot/getPopulatedPilot')] = () => pilot;
    fake.overrides[api('Pilot/GetPilotNotesByPilotId')] = () => ({ items: [], totalCount: 0 });
    fake.overrides[api('User/GetUserRecord')] = () => ({ ...fullRecord, notes: null });
    renderApp('/admin/pilot');
    fireEvent.click(await screen.findByRole('button', { name: 'Sigríður Jónsdóttir' }));
    const drawer = await screen.findByRole('dialog', { name: 'Sigríður Jónsdóttir' });
    const certificates = await within(drawer).findByRole('region', { name: 'Certificates' });
    expect(within(certificates).getByText('A1/A3 proof of completion of online training')).toBeTruthy();
    for (const name of ['Course progress', 'Exam attempts', 'Payments', 'Organisations']) {
      expect(within(drawer).getByRole('region', { name })).toBeTruthy();
    }
    const userNotes = within(drawer).getByRole('region', { name: 'Notes on the user' });
    expect(within(userNotes).getByText('Only administrators of users see the notes on a user.')).toBeTruthy();
    // The pilot's own notes stay where they were.
    expect(within(drawer).getByRole('region', { name: 'Notes' })).toBeTruthy();
    expect(Object.fromEntries(lastQueryOf('User/GetUserRecord'))).toEqual({ id: '42' });
    await expectNoAxeViolations();
  });
});
