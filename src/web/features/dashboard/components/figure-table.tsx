import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { ScrollTable } from '../../../components/scroll-table';

/** A table of figures with its caption: the first column names the row, the rest are numbers, set right. */
export function FigureTable({ caption, head, rows, foot }: { caption: string; head: string[]; rows: ReactNode[][]; foot?: ReactNode[] }) {
  const cells = (row: ReactNode[], header = false) =>
    row.map((cell, i) =>
      i === 0 ? (
        <Table.Th key={i} scope="row" fw={header ? 700 : 400}>
          {cell}
        </Table.Th>
      ) : (
        <Table.Td key={i} ta="right" fw={header ? 700 : undefined}>
          {cell}
        </Table.Td>
      ),
    );
  return (
    // As wide as its figures need; on a phone it scrolls in its own box rather than widen the page.
    <ScrollTable minWidth={0} label={caption}>
      <Table captionSide="top" striped withTableBorder>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {head.map((label, i) => (
              <Table.Th key={label} scope="col" ta={i === 0 ? undefined : 'right'}>
                {label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, i) => (
            <Table.Tr key={i}>{cells(row)}</Table.Tr>
          ))}
        </Table.Tbody>
        {foot ? (
          <Table.Tfoot>
            <Table.Tr>{cells(foot, true)}</Table.Tr>
          </Table.Tfoot>
        ) : null}
      </Table>
    </ScrollTable>
  );
}
