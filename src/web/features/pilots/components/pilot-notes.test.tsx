// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { PilotNoteDto } from '../../../../shared/contracts/pilots';
import { Permission } from '../../../../shared/permissions';
import { i18n } from '../../../lib/i18n';
import { expectNoAxeViolations } from '../../../test/axe';
import { api, bodyOf, callsTo, errorResponse, lastQueryOf, signInWith } from '../../../test/calls';
import { fake, installFakeServer } from '../../../test/harness';
import { PilotNotes } from './pilot-notes';

installFakeServer();

const note = (id: number, description: string, changes: Partial<PilotNoteDto> = {}): PilotNoteDto => ({
  id,
  pilotId: 7,
  description,
  creatorUserName: 'admin',
  creationTime: `2026-03-0${id}T09:30:00Z`,
  lastModificationTime: null,
  ...changes,
});

/** A server keeping the pilot's notes, newest first. */
function serveNotes(initial: PilotNoteDto[]) {
  let notes = [...initial];
  signInWith(Permission.Users);
  fake.overrides[api('Pilot/GetPilotNotesByPilotId')] = () => ({ items: notes, totalCount: notes.length });
  fake.overrides[api('Pilot/CreatePilotNote')] = (_url, init) => {
    const created = note(9, JSON.parse(String(init!.body)).description);
    notes = [created, ...notes];
    return created;
  };
  fake.overrides[api('Pilot/UpdatePilotNote')] = (_url, init) => {
    const { id, description } = JSON.parse(String(init!.body));
    notes = notes.map((n) => (n.id === id ? { ...n, description, lastModificationTime: '2026-03-10T08:00:00Z' } : n));
    return notes.find((n) => n.id === id);
  };
  fake.overrides[api('Pilot/DeletePilotNote')] = (url) => {
    notes = notes.filter((n) => n.id !== Number(url.searchParams.get('id')));
    return null;
  };
}

/**
 * The panel on its own, as the pilot's drawer holds it, with the providers it needs (a feature may
 * not import the app's); `name` is its heading.
 */
function renderNotes(name = 'Notes') {
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MantineProvider env="test">
          <ModalsProvider>
            <PilotNotes pilotId={7} />
          </ModalsProvider>
          <Notifications />
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return screen.findByRole('region', { name });
}

describe('the notes on a pilot', () => {
  it('lists the notes with who wrote them', async () => {
    serveNotes([note(2, 'Önnur', { lastModificationTime: '2026-03-03T10:00:00Z' }), note(1, 'Fyrsta')]);
    const panel = await renderNotes();
    const list = await within(panel).findByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('p')!.textContent)).toEqual(['Önnur', 'Fyrsta']);
    expect(within(items[0]).getByText('admin, 02/03/2026 09:30')).toBeTruthy();
    expect(within(items[0]).getByRole('button', { name: 'Change the note' })).toBeTruthy();
    expect(within(items[0]).getByRole('button', { name: 'Delete the note' })).toBeTruthy();
    expect(Object.fromEntries(lastQueryOf('Pilot/GetPilotNotesByPilotId'))).toEqual({ pilotId: '7', skipCount: '0', maxResultCount: '5' });
    await expectNoAxeViolations(panel);
  });

  it('adds a note, and keeps a refused one with the reason on the field', async () => {
    serveNotes([]);
    const panel = await renderNotes();
    expect(await within(panel).findByText('No notes.')).toBeTruthy();
    const field = within(panel).getByLabelText(/New note/) as HTMLTextAreaElement;

    fireEvent.click(within(panel).getByRole('button', { name: 'Add the note' }));
    expect(await within(panel).findByText('Enter a note')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo('Pilot/CreatePilotNote')).toHaveLength(0);

    fireEvent.change(field, { target: { value: 'Hringdi.' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Add the note' }));
    expect(await within(panel).findByText('Hringdi.')).toBeTruthy();
    expect(bodyOf('Pilot/CreatePilotNote')).toEqual({ pilotId: 7, description: 'Hringdi.' });
    expect(await screen.findByText('The note has been added.')).toBeTruthy();
    await waitFor(() => expect(field.value).toBe(''));

    fake.overrides[api('Pilot/CreatePilotNote')] = () =>
      errorResponse(400, {
        message: 'Invalid request',
        validationErrors: [{ message: 'The text contains a character that cannot be stored.', members: ['description'] }],
      });
    fireEvent.change(field, { target: { value: 'Önnur' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Add the note' }));
    expect(await within(panel).findByText('The text contains a character that cannot be stored.')).toBeTruthy();
    expect(field.value).toBe('Önnur');
  });

  it('changes a note in place and deletes one after confirming', async () => {
    serveNotes([note(2, 'Önnur'), note(1, 'Fyrsta')]);
    const panel = await renderNotes();
    const items = within(await within(panel).findByRole('list')).getAllByRole('listitem');
    fireEvent.click(within(items[1]).getByRole('button', { name: 'Change the note' }));
    const field = within(panel).getByRole('textbox', { name: /^Change the note/ }) as HTMLTextAreaElement;
    expect(field.value).toBe('Fyrsta');
    fireEvent.click(within(panel).getByRole('button', { name: 'Cancel' }));
    expect((within(panel).getByRole('textbox', { name: /^New note/ }) as HTMLTextAreaElement).value).toBe('');

    fireEvent.click(within(items[1]).getByRole('button', { name: 'Change the note' }));
    fireEvent.change(within(panel).getByRole('textbox', { name: /^Change the note/ }), { target: { value: 'Fyrsta, leiðrétt' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Save the note' }));
    expect(await within(panel).findByText('Fyrsta, leiðrétt')).toBeTruthy();
    expect(bodyOf('Pilot/UpdatePilotNote')).toEqual({ id: 1, description: 'Fyrsta, leiðrétt' });
    expect(await screen.findByText('The note has been saved.')).toBeTruthy();

    // Deleting the note being changed leaves the form for a new one.
    fireEvent.click(within(within(panel).getAllByRole('listitem')[0]).getByRole('button', { name: 'Change the note' }));
    fireEvent.click(within(within(panel).getAllByRole('listitem')[0]).getByRole('button', { name: 'Delete the note' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete the note?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(panel).queryByText('Önnur')).toBeNull());
    expect(Object.fromEntries(lastQueryOf('Pilot/DeletePilotNote'))).toEqual({ id: '2' });
    expect(await screen.findByText('The note has been deleted.')).toBeTruthy();
    expect((within(panel).getByRole('textbox', { name: /^New note/ }) as HTMLTextAreaElement).value).toBe('');
  });

  it('speaks Icelandic', async () => {
    serveNotes([note(1, 'Fyrsta')]);
    await i18n.changeLanguage('is');
    const panel = await renderNotes('Athugasemdir');
    expect(await within(panel).findByText('admin, 01.03.2026 09:30')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Breyta athugasemd' })).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Bæta athugasemdinni við' }));
    expect(await within(panel).findByText('Sláðu inn athugasemd')).toBeTruthy();
    await expectNoAxeViolations(panel);
  });
});
