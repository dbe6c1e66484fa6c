// @vitest-environment happy-dom
import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as enums from '../../../../shared/enums';
import { PilotStatus } from '../../../../shared/contracts/pilots';
import { i18n } from '../../../lib/i18n';
import { expectNoAxeViolations } from '../../../test/axe';
import { signInWith } from '../../../test/calls';
import { installFakeServer, renderApp } from '../../../test/harness';
import { referenceTables, rowsOf } from '../reference-tables';

installFakeServer();
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

/**
 * Constants of `shared/enums.ts` that are not codes an administrator or integrator reads on this
 * page, each with the reason; any other constant must have a table, so a new one cannot be missed.
 */
const notOnThePage: Record<string, string> = {
  RecruitmentStatus: 'a pilot’s answer to an invitation, shown on the organisation’s pages',
  PaymentStatus: 'a card payment’s progress, shown in the payments register',
  PaymentKind: 'whose fee a payment is, shown in the payments register',
  AccountingExportStatus: 'the nightly accounting file, shown beside it',
};
const codeConstants = Object.entries(enums).filter(
  ([, value]) =>
    value !== null && typeof value === 'object' && !Array.isArray(value) && Object.values(value).every((v) => typeof v === 'number'),
);
const cellsOf = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

describe('the codes reference', () => {
  it('has a table for every constant of codes, but those it leaves out by name', () => {
    const shown = new Set(referenceTables.map((table) => table.constants));
    const missing = codeConstants.filter(([name, value]) => !shown.has(value as never) && !(name in notOnThePage)).map(([name]) => name);
    expect(missing).toEqual([]);
    expect(shown.has(PilotStatus)).toBe(true);
    for (const name of Object.keys(notOnThePage)) expect(codeConstants.map(([n]) => n)).toContain(name);
  });

  it('names every member of every table in both languages, from the code’s own translation files', () => {
    for (const table of referenceTables) {
      const rows = rowsOf(table);
      expect(rows.map((r) => r.value).sort((a, b) => a - b)).toEqual(Object.values(table.constants).sort((a, b) => a - b));
      for (const row of rows) {
        expect(row.names.is, `${table.id} ${row.code} in Icelandic`).toMatch(/\S/);
        expect(row.names.en, `${table.id} ${row.code} in English`).toMatch(/\S/);
      }
    }
  });

  it('shows each code with its number and both names, whatever the reader’s language', async () => {
    signInWith();
    renderApp('/admin/reference');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reference' })).toBeTruthy();
    for (const table of referenceTables) {
      const title = i18n.t(`reference:tables.${table.id}.title`);
      const shown = within(screen.getByRole('table', { name: title }));
      const bodyRows = shown.getAllByRole('row').slice(1);
      expect(bodyRows.map(cellsOf)).toEqual(rowsOf(table).map((r) => [String(r.value), r.code, r.names.is, r.names.en]));
    }
    const userTypes = within(screen.getByRole('table', { name: 'User types' }));
    expect(cellsOf(userTypes.getByText('Pilot', { selector: 'code' }).closest('tr')!)).toEqual(['3', 'Pilot', 'Fjarflugmaður', 'Pilot']);
    const messages = within(screen.getByRole('table', { name: 'Notification messages' }));
    expect(
      messages
        .getAllByRole('row')
        .slice(1)
        .map((row) => cellsOf(row)[0]),
    ).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(cellsOf(messages.getByText('MessageRejectPilot').closest('tr')!)[3]).toBe(
      'A pilot’s connection with an organisation has been declined.',
    );
    const paymentModes = within(screen.getByRole('table', { name: 'Payment modes' }));
    expect(
      paymentModes
        .getAllByRole('row')
        .slice(1)
        .map((row) => cellsOf(row)[0]),
    ).toEqual(['-1', '0', '1', '2']);
    await expectNoAxeViolations();
  });

  it('reads in Icelandic, with the English names still beside the Icelandic', async () => {
    signInWith();
    await act(() => i18n.changeLanguage('is'));
    renderApp('/admin/reference');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tilvísanir' })).toBeTruthy();
    const roles = within(screen.getByRole('table', { name: 'Hlutverk í fyrirtæki' }));
    expect(cellsOf(roles.getAllByRole('row')[0])).toEqual(['Númer', 'Heiti í kóða', 'Íslenska', 'Enska']);
    expect(cellsOf(roles.getByText('MainContactPerson').closest('tr')!)).toEqual([
      '4',
      'MainContactPerson',
      'Aðaltengiliður',
      'Main contact person',
    ]);
    expect(cellsOf(roles.getByText('Unknown', { selector: 'code' }).closest('tr')!)).toEqual(['0', 'Unknown', 'Óþekkt', 'Unknown']);
    await expectNoAxeViolations();
  });
});
