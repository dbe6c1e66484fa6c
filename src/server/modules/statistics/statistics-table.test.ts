import { describe, expect, it } from 'vitest';
import { monthsBetween, publishStatistics, type MonthCounts } from './statistics-table';
import { grid, suppressComplements } from './suppression';

const month = (counts: Partial<MonthCounts>): MonthCounts => ({
  personOperators: 0,
  organisationOperators: 0,
  pilots: 0,
  certificates: {},
  exams: {},
  passed: {},
  ...counts,
});

describe('cell suppression', () => {
  it('hides a second cell wherever one hidden cell stands alone on a line, a non-zero one before a total', () => {
    // Rows: two months and their total; columns: two kinds and their total.
    const table = grid(
      [
        [7, 2, 9],
        [10, 6, 16],
        [0, 0, 0],
        [17, 8, 25],
      ],
      { totalRow: true, totalColumn: true },
      (_r, _c, value) => value > 0 && value < 5,
    );
    suppressComplements(table.cells, table.lines);
    const hidden = [0, 1, 2, 3].map((r) => [0, 1, 2].map((c) => table.at(r, c).hidden));
    expect(hidden).toEqual([
      [true, true, false],
      [true, true, false],
      [false, false, false],
      [false, false, false],
    ]);
    // No line holds one hidden cell alone, so no total gives one back.
    for (const line of table.lines) expect(line.filter((i) => table.cells[i].hidden).length).not.toBe(1);
  });

  it('takes the total when the hidden cell is the only count of its line', () => {
    const table = grid([[0], [3], [0], [3]], { totalRow: true, totalColumn: false }, (_r, _c, value) => value > 0 && value < 5);
    suppressComplements(table.cells, table.lines);
    expect(table.cells.map((cell) => cell.hidden)).toEqual([false, true, false, true]);
  });
});

describe('the published figures', () => {
  it('numbers every month from the first to the last, across a year’s end', () => {
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
  });

  it('gives a total only for a year that has ended, and hides a rate that would give away who passed', () => {
    const counts = new Map<string, MonthCounts>([
      ['2025-11', month({ pilots: 12, exams: { A1A3: 20 }, passed: { A1A3: 10 } })],
      ['2025-12', month({ pilots: 8, exams: { A1A3: 12 }, passed: { A1A3: 8 } })],
      ['2026-01', month({ pilots: 6, exams: { A1A3: 40 }, passed: { A1A3: 40 } })],
    ]);
    const { months, years } = publishStatistics(counts, '2026-02', 5);
    expect(months.map((m) => m.month)).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(years.map((y) => y.year)).toEqual([2025]);
    // December: 4 failed, so its rate is hidden; November's too, or the year's rate would give December's back.
    expect(months[1].values.passRateA1A3).toBeNull();
    expect(months[1].suppressed).toContain('passRateA1A3');
    expect(months[0].values.passRateA1A3).toBeNull();
    expect(months[0].suppressed).toContain('passRateA1A3');
    expect(years[0].values).toMatchObject({ examsA1A3: 32, passRateA1A3: 56.3, pilots: 20 });
    // All 40 passed in January: a rate of 100 % says of each of them that they passed.
    expect(months[2].values.passRateA1A3).toBeNull();
    expect(months[2].values.examsA1A3).toBe(40);
    // February had no attempts: no rate, and nothing hidden.
    expect(months[3].values.passRateA1A3).toBeNull();
    expect(months[3].suppressed).toEqual([]);
  });

  it('publishes nothing before the register’s first record', () => {
    expect(publishStatistics(new Map(), '2026-02', 5)).toEqual({ months: [], years: [] });
  });
});
