import { Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode, ThHTMLAttributes } from 'react';
import { ScrollTable } from './scroll-table';

export interface Column<T> {
  header: string;
  /** Read by screen readers only (an actions column); a card shows the cell without a label. */
  hiddenHeader?: boolean;
  /** What the column's header shows instead of `header` (a sort button); cards still label with `header`. */
  headerContent?: ReactNode;
  /** Attributes of the column's header cell, such as `aria-sort`. */
  headerProps?: Pick<ThHTMLAttributes<HTMLTableCellElement>, 'aria-sort'>;
  /** The key column, which names the row: a row header, put first, and a card's title on a phone. */
  key?: boolean;
  /** A column of figures, aligned right in the wide table so their digits line up. */
  numeric?: boolean;
  /** The id of the column's cell in a row, for buttons that say which row they act on. */
  cellId?: (row: T) => string;
  cell: (row: T) => ReactNode;
}

/**
 * Below Mantine's `xs` breakpoint (576 px) a row is a card: the table's own width would push the
 * status, the receipt or the row's buttons off-screen on a phone.
 */
export const phoneQuery = '(max-width: 35.99em)';

/** Whether the screen is a phone's width, asked at the first render so a phone never draws the wide table first. */
export function usePhoneWidth(): boolean {
  return useMediaQuery(phoneQuery, undefined, { getInitialValueInEffect: false });
}

/** The key columns first, so they lead a row on every screen and title its card on a phone. */
function keyFirst<T>(columns: Column<T>[]): Column<T>[] {
  return [...columns.filter((c) => c.key), ...columns.filter((c) => !c.key)];
}

/**
 * A captioned table of rows, one column definition each. On a wide screen it is a table that scrolls
 * sideways in its own box when it must; on a phone every row becomes a card that shows each cell
 * under its column's name, the key column as the card's title, so nothing is hidden off-screen.
 * A card keeps the table's semantics: the visible names repeat the column headers, which stay in the
 * table for screen readers, and the rows and cells keep their roles although they are laid out as
 * blocks (a browser drops them for a table drawn with `display: block`).
 */
export function DataTable<T>({
  rows,
  columns,
  caption,
  rowKey,
  emptyText,
  minWidth = 760,
  busy,
}: {
  rows: T[];
  columns: Column<T>[];
  caption: string;
  rowKey: (row: T) => string | number;
  /** What an empty table says in its one row; without it, the caller says so instead of drawing a table. */
  emptyText?: string;
  minWidth?: number;
  busy?: boolean;
}) {
  const stacked = usePhoneWidth();
  const ordered = keyFirst(columns);
  const role = (name: string) => (stacked ? { role: name } : {});

  const cellOf = (column: Column<T>, row: T, i: number) => {
    const content = column.cell(row);
    const id = column.cellId?.(row);
    if (column.key)
      return (
        <Table.Th key={i} scope="row" id={id} {...role('rowheader')} className="data-table-title">
          {content}
        </Table.Th>
      );
    return (
      <Table.Td key={i} id={id} ta={column.numeric && !stacked ? 'right' : undefined} {...role('cell')}>
        {stacked && !column.hiddenHeader ? (
          // The column's header is in the table for screen readers already; this is its visible copy.
          <Text component="span" size="sm" fw={700} className="data-table-label" aria-hidden="true">
            {column.header}
          </Text>
        ) : null}
        {stacked ? <div className="data-table-value">{content}</div> : content}
      </Table.Td>
    );
  };

  const table = (
    <Table
      striped={!stacked}
      highlightOnHover={!stacked}
      verticalSpacing="sm"
      aria-busy={busy}
      className={stacked ? 'data-table data-table-stacked' : 'data-table'}
      {...role('table')}
    >
      <Table.Caption>
        <VisuallyHidden>{caption}</VisuallyHidden>
      </Table.Caption>
      <Table.Thead className={stacked ? 'data-table-head' : undefined} {...role('rowgroup')}>
        <Table.Tr {...role('row')}>
          {ordered.map((column, i) => (
            <Table.Th
              scope="col"
              key={i}
              ta={column.numeric && !stacked ? 'right' : undefined}
              {...column.headerProps}
              {...role('columnheader')}
            >
              {column.hiddenHeader ? <VisuallyHidden>{column.header}</VisuallyHidden> : (column.headerContent ?? column.header)}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody {...role('rowgroup')}>
        {rows.length === 0 && emptyText ? (
          <Table.Tr {...role('row')}>
            <Table.Td colSpan={ordered.length} {...role('cell')}>
              <Text ta="center" py="md">
                {emptyText}
              </Text>
            </Table.Td>
          </Table.Tr>
        ) : (
          rows.map((row) => (
            <Table.Tr key={rowKey(row)} {...role('row')}>
              {ordered.map((column, i) => cellOf(column, row, i))}
            </Table.Tr>
          ))
        )}
      </Table.Tbody>
    </Table>
  );

  // Cards are as wide as the screen: only the wide table needs a box of its own to scroll in.
  return stacked ? (
    <div className="data-table-cards" role="group" aria-label={caption}>
      {table}
    </div>
  ) : (
    <ScrollTable minWidth={minWidth} label={caption}>
      {table}
    </ScrollTable>
  );
}
