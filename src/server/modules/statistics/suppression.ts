/**
 * Cell suppression of a published table (decision 0044). A table is its cells and the lines
 * along which they add up (a month's person and organisation operators to its operators, a
 * year's months to the year's total). A cell a reader must not learn is hidden first (primary);
 * then, wherever a line holds exactly one hidden cell, the line's total and its other cells would
 * give that cell back, so one more of the line is hidden (secondary), until no line holds one
 * hidden cell alone. Pure, so the rule is tested apart from the database.
 */

export interface Cell {
  value: number;
  /** A total of other cells: hidden only when no cell it totals can be. */
  margin: boolean;
  hidden: boolean;
}

/**
 * Hides, on each line that has exactly one hidden cell, its smallest other cell, until none has.
 * A zero is taken last: every count is at least zero, so a hidden zero whose line adds up to zero
 * gives itself away, and with it the cell it was to cover. A total is taken after the cells it totals.
 */
export function suppressComplements(cells: Cell[], lines: readonly (readonly number[])[]): void {
  let changed = true;
  while (changed) {
    changed = false;
    for (const line of lines) {
      if (line.filter((i) => cells[i].hidden).length !== 1) continue;
      const candidates = line.filter((i) => !cells[i].hidden);
      if (candidates.length === 0) continue;
      const zero = (i: number) => Number(cells[i].value === 0);
      candidates.sort(
        (a, b) => zero(a) - zero(b) || Number(cells[a].margin) - Number(cells[b].margin) || cells[a].value - cells[b].value || a - b,
      );
      cells[candidates[0]].hidden = true;
      changed = true;
    }
  }
}

/** A count from 1 to `threshold` less one: few enough to point at people. */
export const isSmallCount = (value: number, threshold: number) => value > 0 && value < threshold;

/**
 * A grid of rows (months, then perhaps a total row) by columns (perhaps with a total column), as
 * cells and lines: each row adds up to its total column when there is one, each column to its
 * total row when there is one.
 */
export function grid(
  values: readonly (readonly number[])[],
  shape: { totalRow: boolean; totalColumn: boolean },
  primary: (row: number, column: number, value: number) => boolean,
): { cells: Cell[]; at: (row: number, column: number) => Cell; lines: number[][] } {
  const rows = values.length;
  const columns = rows > 0 ? values[0].length : 0;
  const cells: Cell[] = [];
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      const margin = (shape.totalRow && r === rows - 1) || (shape.totalColumn && c === columns - 1);
      cells.push({ value: values[r][c], margin, hidden: primary(r, c, values[r][c]) });
    }
  }
  const index = (r: number, c: number) => r * columns + c;
  const lines: number[][] = [];
  if (shape.totalColumn) for (let r = 0; r < rows; r++) lines.push(Array.from({ length: columns }, (_, c) => index(r, c)));
  if (shape.totalRow) for (let c = 0; c < columns; c++) lines.push(Array.from({ length: rows }, (_, r) => index(r, c)));
  return { cells, at: (r, c) => cells[index(r, c)], lines };
}
