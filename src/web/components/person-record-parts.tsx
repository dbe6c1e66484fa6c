import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from './data-table';

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

/**
 * A list of the record as a table captioned with its section's title (cards on a phone), or `empty`
 * when there is nothing. When the server cut the list (`total` beyond the rows), it says how much is shown.
 */
export function RecordTable<T>({
  rows,
  columns,
  rowKey,
  empty,
  caption,
  total = rows.length,
}: {
  rows: readonly T[];
  columns: Column<T>[];
  rowKey: (row: T) => number;
  empty: string;
  caption: string;
  total?: number;
}) {
  const { t } = useTranslation('users');
  if (rows.length === 0) return <Text>{empty}</Text>;
  return (
    <Stack gap="xs">
      <DataTable rows={[...rows]} columns={columns} caption={caption} rowKey={rowKey} minWidth={560} />
      {total > rows.length ? <Text size="sm">{t('users:record.latest', { shown: rows.length, total })}</Text> : null}
    </Stack>
  );
}
