import { Code, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { referenceTables, rowsOf, type ReferenceTable } from '../reference-tables';
import { ScrollTable } from '../../../components/scroll-table';

function CodeTable({ table }: { table: ReferenceTable }) {
  const { t } = useTranslation('reference');
  const headingId = `reference-${table.id}`;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {t(`reference:tables.${table.id}.title`)}
      </Title>
      <Text size="sm" mb="sm">
        {t(`reference:tables.${table.id}.note`)}
      </Text>
      <ScrollTable minWidth={560}>
        <Table striped withTableBorder aria-labelledby={headingId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col" w={90}>
                {t('reference:columns.value')}
              </Table.Th>
              <Table.Th scope="col">{t('reference:columns.code')}</Table.Th>
              <Table.Th scope="col">{t('reference:columns.is')}</Table.Th>
              <Table.Th scope="col">{t('reference:columns.en')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rowsOf(table).map((row) => (
              <Table.Tr key={row.code}>
                <Table.Th scope="row" ta="right">
                  {row.value}
                </Table.Th>
                <Table.Td>
                  <Code>{row.code}</Code>
                </Table.Td>
                <Table.Td lang="is">{row.names.is ?? '—'}</Table.Td>
                <Table.Td lang="en">{row.names.en ?? '—'}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </Paper>
  );
}

/** `/admin/reference`: the codes administrators and integrators meet, with their numbers and names in both languages. */
export function ReferencePage() {
  const { t } = useTranslation(['reference', 'routes']);
  return (
    <>
      <PageHeader title={t('routes:adminReference')} description={t('reference:lead')} />
      <Stack gap="lg">
        {referenceTables.map((table) => (
          <CodeTable key={table.id} table={table} />
        ))}
      </Stack>
    </>
  );
}
