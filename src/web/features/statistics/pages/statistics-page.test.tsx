// @vitest-environment happy-dom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StatisticsDto } from '../../../../shared/contracts/statistics';
import { statisticsColumns, type StatisticsColumn } from '../../../../shared/statistics';
import { i18n } from '../../../lib/i18n';
import { expectNoAxeViolations } from '../../../test/axe';
import { callsTo } from '../../../test/calls';
import { fake, installFakeServer, renderApp } from '../../../test/harness';

installFakeServer();

const path = 'Statistics/GetMonthly';
const values = (given: Partial<Record<StatisticsColumn, number | null>>) =>
  ({ ...Object.fromEntries(statisticsColumns.map((c) => [c, 0])), passRateA1A3: null, passRateA2: null, ...given }) as Record<
    StatisticsColumn,
    number | null
  >;

const figures: StatisticsDto = {
  scope: 'register',
  threshold: 5,
  computedAt: '2027-02-15T12:00:00Z',
  months: [
    {
      month: '2026-12',
      values: values({ personOperators: 1204, organisationOperators: null, operators: 1210, examsA1A3: 1500, passRateA1A3: 72.5 }),
      suppressed: ['organisationOperators'],
    },
    {
      month: '2027-01',
      values: values({
        personOperators: 980,
        organisationOperators: 12,
        operators: 992,
        certificatesA2: null,
        certificatesA1A3: null,
        certificates: 7,
      }),
      suppressed: ['certificatesA1A3', 'certificatesA2'],
    },
  ],
  years: [{ year: 2026, values: values({ personOperators: 1204, organisationOperators: 6, operators: 1210 }), suppressed: [] }],
};

describe('the public statistics page', () => {
  it('shows the figures of the latest year, lets a reader pick another, and says what is hidden and why, in either language', async () => {
    fake.overrides[`/api/services/app/${path}`] = () => figures;
    renderApp('/statistics');
    expect(await screen.findByRole('heading', { level: 1, name: 'Register statistics' })).toBeTruthy();
    const january = await screen.findByRole('table', { name: 'Register statistics by month in 2027' });
    const row = within(january).getByRole('row', { name: /January/ });
    expect(within(row).getByText('980')).toBeTruthy();
    expect(within(row).getAllByText('suppressed')).toHaveLength(2);
    expect(within(row).getAllByTitle('Suppressed to protect individuals')).toHaveLength(2);
    expect(screen.getByText('The year’s total is published when the year has ended.')).toBeTruthy();
    expect(screen.getByText(/Counts from 1 to 4 are never shown/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'CSV file' }).getAttribute('href')).toBe(
      '/api/services/app/Statistics/GetMonthlyCsv?culture=en',
    );
    // No one signs in to read them.
    expect(callsTo(path)[0][1]?.headers).not.toHaveProperty('Authorization');
    await expectNoAxeViolations();

    fireEvent.change(screen.getByRole('combobox', { name: 'Year' }), { target: { value: '2026' } });
    const december = await screen.findByRole('table', { name: 'Register statistics by month in 2026' });
    expect(within(december).getAllByText('1,204')).toHaveLength(2);
    expect(within(december).getByText('72.5%')).toBeTruthy();
    expect(within(december).getByRole('row', { name: /Total 2026/ })).toBeTruthy();

    await act(() => i18n.changeLanguage('is'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Tölfræði skrárinnar' })).toBeTruthy();
    const icelandic = screen.getByRole('table', { name: 'Tölfræði skrárinnar eftir mánuðum árið 2026' });
    expect(within(icelandic).getByRole('row', { name: /desember/ })).toBeTruthy();
    expect(within(icelandic).getAllByText('1.204').length).toBeGreaterThan(0);
    // The matcher reads the non-breaking space as any space.
    expect(within(icelandic).getByText('72,5 %')).toBeTruthy();
    expect(within(icelandic).getByText('falið')).toBeTruthy();
    expect(screen.getByText(/Fjöldi frá 1 til 4 er aldrei birtur/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'CSV-skrá' }).getAttribute('href')).toBe(
      '/api/services/app/Statistics/GetMonthlyCsv?culture=is',
    );
    await expectNoAxeViolations();
  });

  it('says so when the register has no whole month yet', async () => {
    fake.overrides[`/api/services/app/${path}`] = () => ({ ...figures, months: [], years: [] });
    renderApp('/statistics');
    expect(await screen.findByText('There are no figures yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('is linked from every public page’s footer', async () => {
    fake.overrides[`/api/services/app/${path}`] = () => figures;
    renderApp('/privacy');
    const link = await screen.findByRole('link', { name: 'Statistics' });
    expect(link.getAttribute('href')).toBe('/statistics');
  });
});
