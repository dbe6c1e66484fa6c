// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { UserDto, UserNoteDto } from '../../../../shared/contracts/users';
import { Permission } from '../../../../shared/permissions';
import { i18n } from '../../../lib/i18n';
import { expectNoAxeViolations } from '../../../test/axe';
import { api, bodyOf, callsTo, errorResponse, lastQueryOf, signInWith } from '../../../test/calls';
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

const note = (id: number, description: string, changes: Partial<UserNoteDto> = {}): UserNoteDto => ({
  id,
  userId: user.id,
  description,
  creatorUserName: 'admin',
  creationTime: `2026-03-0${id}T09:30:00Z`,
  lastModifierUserName: null,
  lastModificationTime: null,
  ...changes,
});

/** A server keeping the user's notes, newest first, and what was posted to it. */
function serveNotes(initial: UserNoteDto[]) {
  let notes = [...initial];
  signInWith(Permission.Users);
  fake.overrides[api('User/GetAll')] = () => ({ items: [user], totalCount: 1 });
  fake.overrides[api('User/GetUserNotesByUserId')] = () => ({ items: notes, totalCount: notes.length });
  fake.overrides[api('User/CreateUserNote')] = (_url, init) => {
    const created = note(9, JSON.parse(String(init!.body)).description, { creationTime: '2026-03-09T12:00:00Z' });
    notes = [created, ...notes];
    return created;
  };
  fake.overrides[api('User/UpdateUserNote')] = (_url, init) => {
    const { id, description } = JSON.parse(String(init!.body));
    notes = notes.map((n) =>
      n.id === id ? { ...n, description, lastModifierUserName: 'anna', lastModificationTime: '2026-03-10T08:00:00Z' } : n,
    );
    return notes.find((n) => n.id === id);
  };
  fake.overrides[api('User/DeleteUserNote')] = (url) => {
    notes = notes.filter((n) => n.id !== Number(url.searchParams.get('id')));
    return null;
  };
}

async function openNotes(name = 'Notes on the user sigga') {
  renderApp('/admin/users');
  fireEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog');
}

describe('the notes on a user', () => {
  it('lists the notes newest first, with who wrote and changed them', async () => {
    serveNotes([
      note(2, 'Hringdi vegna greiðslu.', { lastModifierUserName: 'anna', lastModificationTime: '2026-03-03T10:00:00Z' }),
      note(1, 'Fyrsta'),
    ]);
    const drawer = await openNotes();
    expect(within(drawer).getByRole('heading', { name: 'Notes on sigga' })).toBeTruthy();
    const list = await within(drawer).findByRole('list', { name: 'Notes, newest first' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('p')!.textContent)).toEqual(['Hringdi vegna greiðslu.', 'Fyrsta']);
    expect(within(items[0]).getByText('Written by admin, 02/03/2026 09:30 · changed by anna, 03/03/2026 10:00')).toBeTruthy();
    expect(Object.fromEntries(lastQueryOf('User/GetUserNotesByUserId'))).toEqual({ userId: '42', skipCount: '0', maxResultCount: '5' });
    await expectNoAxeViolations();
  });

  it('adds a note, and keeps a refused one with the reason on the field', async () => {
    serveNotes([]);
    const drawer = await openNotes();
    expect(await within(drawer).findByText('No notes yet.')).toBeTruthy();
    const field = within(drawer).getByLabelText(/New note/) as HTMLTextAreaElement;

    fireEvent.click(within(drawer).getByRole('button', { name: 'Add the note' }));
    expect(await within(drawer).findByText('Enter a note')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo('User/CreateUserNote')).toHaveLength(0);

    fireEvent.change(field, { target: { value: 'x'.repeat(2001) } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Add the note' }));
    expect(await within(drawer).findByText('Note must be 2000 characters or fewer')).toBeTruthy();
    expect(field.value).toHaveLength(2001);

    fireEvent.change(field, { target: { value: 'Bað um endurgreiðslu.' } });
    expect(within(drawer).getByText('21 of at most 2000 characters.')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Add the note' }));
    expect(await within(drawer).findByText('Bað um endurgreiðslu.')).toBeTruthy();
    expect(bodyOf('User/CreateUserNote')).toEqual({ userId: 42, description: 'Bað um endurgreiðslu.' });
    expect(await screen.findByText('The note has been added.')).toBeTruthy();
    await waitFor(() => expect(field.value).toBe(''));

    fake.overrides[api('User/CreateUserNote')] = () =>
      errorResponse(400, {
        message: 'Invalid request',
        validationErrors: [{ message: 'The text contains a character that cannot be stored.', members: ['description'] }],
      });
    fireEvent.change(field, { target: { value: 'Önnur' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Add the note' }));
    expect(await within(drawer).findByText('The text contains a character that cannot be stored.')).toBeTruthy();
    expect(field.value).toBe('Önnur');
  });

  it('changes a note in place and deletes one after confirming', async () => {
    serveNotes([note(2, 'Önnur'), note(1, 'Fyrsta')]);
    const drawer = await openNotes();
    await within(drawer).findByRole('list', { name: 'Notes, newest first' });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Change the note written 01/03/2026 09:30' }));
    const field = within(drawer).getByRole('textbox', { name: /^Change the note/ }) as HTMLTextAreaElement;
    expect(field.value).toBe('Fyrsta');
    fireEvent.change(field, { target: { value: 'Fyrsta, leiðrétt' } });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Save the note' }));
    expect(await within(drawer).findByText('Fyrsta, leiðrétt')).toBeTruthy();
    expect(bodyOf('User/UpdateUserNote')).toEqual({ id: 1, description: 'Fyrsta, leiðrétt' });

    fireEvent.click(within(drawer).getByRole('button', { name: 'Delete the note written 02/03/2026 09:30' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the note?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(drawer).queryByText('Önnur')).toBeNull());
    expect(Object.fromEntries(lastQueryOf('User/DeleteUserNote'))).toEqual({ id: '2' });
  });

  it('speaks Icelandic', async () => {
    serveNotes([note(1, 'Fyrsta')]);
    await i18n.changeLanguage('is');
    const drawer = await openNotes('Athugasemdir um notandann sigga');
    expect(await within(drawer).findByRole('list', { name: 'Athugasemdir, nýjustu fyrst' })).toBeTruthy();
    expect(within(drawer).getByText('Skrifað af admin, 01.03.2026 09:30')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Bæta athugasemdinni við' }));
    expect(await within(drawer).findByText('Sláðu inn athugasemd')).toBeTruthy();
    await expectNoAxeViolations();
  });
});
