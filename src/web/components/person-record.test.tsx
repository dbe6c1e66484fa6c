// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import type { UserRecordDto } from '../../shared/contracts/users';
import { Permission } from '../../shared/permissions';
import { i18n } from '../lib/i18n';
import { expectNoAxeViolations } from '../test/axe';
import { api, lastQueryOf, signInWith } from '../test/calls';
import { fake, installFakeServer } from '../test/harness';
import { PersonRecord } from './person-record';
import { emptyRecord, fullRecord } from './person-record.test-support';

installFakeServer();

const nbsp = '\u00a0';

function serveRecord(record: UserRecordDto) {
  signInWith(Permission.Users);
  fake.overrides[api('User/GetUserRecord')] = () => record;
}

function renderRecord() {
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MantineProvider env="test">
          <PersonRecord userId={42} />
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const section = (name: string) => screen.findByRole('region', { name });
/** The body rows of a section's table, each as the text of its cells, the row's header first. */
const rowsOf = (region: HTMLElement) =>
  within(region)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...within(row).getAllByRole('rowheader'), ...within(row).getAllByRole('cell')].map((cell) => cell.textContent));

describe('a person’s record', () => {
  it('shows each list in its section, and says when the server shows only the latest', async () => {
    serveRecord(fullRecord);
    renderRecord();

    const certificates = await section('Certificates');
    expect(within(certificates).getByRole('table', { name: 'Certificates' })).toBeTruthy();
    expect(rowsOf(certificates)).toEqual([
      ['A1/A3 proof of completion of online training', 'A1A3-2026-0001', '01/03/2026', '01/03/2031', '✓Valid'],
      ['A2 remote pilot certificate of competency', 'A2-2026-0002', '01/02/2026', '01/02/2031', '✕RevokedRevoked on 05/03/2026'],
    ]);

    expect(rowsOf(await section('Course progress'))).toEqual([['A1/A3 basics', '5 of 12 pages read', 'In progress']]);

    const attempts = await section('Exam attempts');
    expect(rowsOf(attempts)).toEqual([
      ['A1/A3', '01/03/2026 09:30', '90%', 'Passed', 'Finished', 'A1A3-2026-0001'],
      ['A1/A3', '20/02/2026 10:00', '50%', 'Failed', 'Time ran out', '—'],
    ]);
    expect(within(attempts).getByText('Showing the latest 2 of 60.')).toBeTruthy();

    const payments = await section('Payments');
    expect(rowsOf(payments)).toEqual([
      ['04/03/2026', 'Árgjald fyrirtækisFor Flugdrekar ehf.', `ISK${nbsp}25,000`, 'Cancelled', '—', '—'],
      ['02/03/2026', 'Skráningargjald fjarflugmanns', `ISK${nbsp}5,000`, 'Declined', '—', '—'],
      ['01/03/2026', 'Skráningargjald fjarflugmanns', `ISK${nbsp}5,000`, 'Paid', '01/03/2026', '01/03/2031'],
    ]);
    expect(within(payments).queryByText(/Showing the latest/)).toBeNull();

    expect(rowsOf(await section('Organisations'))).toEqual([
      ['Loftmyndir ehf.', 'Pilot', 'Approved'],
      ['Flugdrekar ehf.', 'Main contact person', 'Waiting for an answer'],
    ]);

    const notes = await section('Notes on the user');
    expect(within(notes).getByRole('list', { name: 'Notes on the user' })).toBeTruthy();
    expect(within(notes).getByText('Hringdi vegna skírteinis.')).toBeTruthy();
    expect(within(notes).getByText('Written by admin, 06/03/2026 09:30')).toBeTruthy();
    expect(within(notes).getByText('Showing the latest 1 of 7.')).toBeTruthy();

    expect(Object.fromEntries(lastQueryOf('User/GetUserRecord'))).toEqual({ id: '42' });
    await expectNoAxeViolations();
  });

  it('speaks Icelandic', async () => {
    serveRecord(fullRecord);
    await i18n.changeLanguage('is');
    renderRecord();

    expect(rowsOf(await section('Skírteini'))[1]).toEqual([
      'Hæfnisskírteini fjarflugmanns A2',
      'A2-2026-0002',
      '01.02.2026',
      '01.02.2031',
      '✕AfturkallaðAfturkallað 05.03.2026',
    ]);
    expect(rowsOf(await section('Framvinda í námskeiðum'))).toEqual([['Grunnnámskeið A1/A3', '5 af 12 síðum lesnar', 'Í gangi']]);
    const attempts = await section('Próftilraunir');
    expect(rowsOf(attempts)[1]).toEqual(['A1/A3', '20.02.2026 10:00', `50${nbsp}%`, 'Fallið', 'Tíminn rann út', '—']);
    expect(within(attempts).getByText('Hér eru nýjustu 2 af 60.')).toBeTruthy();
    expect(rowsOf(await section('Greiðslur')).map((row) => [row[1], row[2], row[3]])).toEqual([
      ['Árgjald fyrirtækisFyrir Flugdrekar ehf.', `25.000${nbsp}kr.`, 'Hætt við'],
      ['Skráningargjald fjarflugmanns', `5.000${nbsp}kr.`, 'Hafnað'],
      ['Skráningargjald fjarflugmanns', `5.000${nbsp}kr.`, 'Greitt'],
    ]);
    expect(rowsOf(await section('Fyrirtæki'))).toEqual([
      ['Loftmyndir ehf.', 'Fjarflugmaður', 'Samþykkt'],
      ['Flugdrekar ehf.', 'Aðaltengiliður', 'Bíður svars'],
    ]);
    const notes = await section('Athugasemdir um notandann');
    expect(within(notes).getByText('Skrifað af admin, 06.03.2026 09:30')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('says of every empty list that it is empty, in both languages', async () => {
    serveRecord(emptyRecord);
    renderRecord();
    const english: [string, string][] = [
      ['Certificates', 'No certificates.'],
      ['Course progress', 'No course material has been published.'],
      ['Exam attempts', 'No exam attempts.'],
      ['Payments', 'No payments.'],
      ['Organisations', 'Not in any organisation.'],
      ['Notes on the user', 'No notes.'],
    ];
    for (const [name, empty] of english) {
      const region = await section(name);
      expect(within(region).getByText(empty)).toBeTruthy();
      expect(within(region).queryByRole('table')).toBeNull();
    }
    await expectNoAxeViolations();

    await i18n.changeLanguage('is');
    const icelandic: [string, string][] = [
      ['Skírteini', 'Engin skírteini.'],
      ['Framvinda í námskeiðum', 'Ekkert námsefni hefur verið birt.'],
      ['Próftilraunir', 'Engar próftilraunir.'],
      ['Greiðslur', 'Engar greiðslur.'],
      ['Fyrirtæki', 'Engin tengsl við fyrirtæki.'],
      ['Athugasemdir um notandann', 'Engar athugasemdir.'],
    ];
    for (const [name, empty] of icelandic) expect(within(await section(name)).getByText(empty)).toBeTruthy();
  });

  it('says when the course platform could not answer, and leaves the notes to those whose they are', async () => {
    serveRecord({ ...emptyRecord, courses: null, notes: null });
    renderRecord();
    expect(
      within(await section('Course progress')).getByText(
        'The course platform could not be reached, so the course progress is not known just now.',
      ),
    ).toBeTruthy();
    expect(within(await section('Notes on the user')).getByText('Only administrators of users see the notes on a user.')).toBeTruthy();
  });
});
