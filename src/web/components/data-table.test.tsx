// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { afterAll, describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n';
import { installFakeServer } from '../test/harness';
import { stubMatchMedia } from '../test/match-media';
import { DataTable, type Column } from './data-table';

installFakeServer();

interface Payment {
  id: number;
  description: string;
  amount: string;
  status: string;
}

const payments: Payment[] = [
  { id: 1, description: 'A1/A3 certificate', amount: 'ISK 5,000', status: 'Paid' },
  { id: 2, description: 'Organisation fee', amount: 'ISK 25,000', status: 'Failed' },
];

const columns: Column<Payment>[] = [
  { header: 'Amount', cell: (p) => p.amount },
  { header: 'Description', key: true, cellId: (p) => `payment-${p.id}`, cell: (p) => p.description },
  { header: 'Status', cell: (p) => p.status },
  { header: 'Actions', hiddenHeader: true, cell: (p) => <button type="button">{`Receipt ${p.id}`}</button> },
];

const tableOf = (rows: Payment[]) => (
  <MantineProvider>
    <I18nextProvider i18n={i18n}>
      <DataTable rows={rows} columns={columns} caption="Payments" rowKey={(p) => p.id} emptyText="Nothing found." />
    </I18nextProvider>
  </MantineProvider>
);
const table = (rows = payments) => render(tableOf(rows));

afterAll(() => stubMatchMedia());

describe('a table on a wide screen', () => {
  it('is a table with its key column first, as the row header, in a box that scrolls', () => {
    stubMatchMedia(1280);
    table();
    const grid = screen.getByRole('table', { name: 'Payments' });
    expect(grid.classList.contains('data-table-stacked')).toBe(false);
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Description', 'Amount', 'Status', 'Actions']);
    const row = within(grid).getAllByRole('row')[1]!;
    expect(within(row).getByRole('rowheader').textContent).toBe('A1/A3 certificate');
    expect(within(row).getByRole('rowheader').id).toBe('payment-1');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['ISK 5,000', 'Paid', 'Receipt 1']);
    expect(screen.getByRole('group', { name: 'Payments' }).getAttribute('tabindex')).toBe('0');
  });

  it('says so in one row when it has none', () => {
    stubMatchMedia(1280);
    table([]);
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('cell', { name: 'Nothing found.' })).toBeTruthy();
  });
});

describe('a table on a phone', () => {
  it('is a card a row, titled by the key column, each cell under its column name, nothing to scroll', () => {
    stubMatchMedia(320);
    table();
    const grid = screen.getByRole('table', { name: 'Payments' });
    expect(grid.classList.contains('data-table-stacked')).toBe(true);
    // Laid out as blocks, the rows and cells say what they are, so a screen reader still reads a table.
    const rows = within(grid).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const card = rows[2]!;
    expect(card.firstElementChild).toBe(within(card).getByRole('rowheader'));
    expect(within(card).getByRole('rowheader').textContent).toBe('Organisation fee');
    const [amount, status, actions] = within(card).getAllByRole('cell');
    expect(within(amount!).getByText('Amount').getAttribute('aria-hidden')).toBe('true');
    expect(within(amount!).getByText('ISK 25,000')).toBeTruthy();
    expect(within(status!).getByText('Status')).toBeTruthy();
    expect(within(status!).getByText('Failed')).toBeTruthy();
    // An actions column has no visible name, only its buttons.
    expect(actions!.textContent).toBe('Receipt 2');
    // The column headers stay in the table for screen readers, out of sight.
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(4);
    expect(grid.querySelector('thead')!.classList.contains('data-table-head')).toBe(true);
    // No box of its own to scroll sideways in, and so no hint that it does.
    expect(document.querySelector('.scroll-table')).toBeNull();
    expect(screen.queryByText(i18n.t('common:table.scrollHint'))).toBeNull();
  });

  it('is drawn as cards from its first render, before any effect, so a phone never sees the wide table first', () => {
    stubMatchMedia(320);
    expect(renderToString(tableOf(payments))).toContain('data-table-stacked');
    stubMatchMedia(1280);
    expect(renderToString(tableOf(payments))).not.toContain('data-table-stacked');
  });
});
