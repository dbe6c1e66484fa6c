import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from './scroll-table';

/** One section of a person's record: a titled region; `children` is given the title's id to name what it holds. */
export function RecordSection({ title, children }: { title: string; children: (labelledBy: string) => ReactNode }) {
  const titleId = useId();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={titleId}>
      <Title order={3} size="h4" id={titleId} mb="sm">
        {title}
      </Title>
      {children(titleId)}
    </Paper>
  );
}

export interface RecordColumn<T> {
  header: string;
  cell: (row: T) => ReactNode;
}

/**
 * A list of the record as a table named by its section's title, or `empty` when there is nothing.
 * When the server cut the list (`total` beyond the rows), it says how much is shown.
 */
export function RecordTable<T>({
  rows,
  columns,
  rowKey,
  empty,
  labelledBy,
  total = rows.length,
}: {
  rows: readonly T[];
  columns: RecordColumn<T>[];
  rowKey: (row: T) => number;
  empty: string;
  labelledBy: string;
  total?: number;
}) {
  const { t } = useTranslation('users');
  if (rows.length === 0) return <Text>{empty}</Text>;
  return (
    <Stack gap="xs">
      <ScrollTable minWidth={560}>
        <Table striped verticalSpacing="xs" aria-labelledby={labelledBy}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th scope="col" key={column.header}>
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((column) => (
                  <Table.Td key={column.header}>{column.cell(row)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
      {total > rows.length ? <Text size="sm">{t('users:record.latest', { shown: rows.length, total })}</Text> : null}
    </Stack>
  );
}
