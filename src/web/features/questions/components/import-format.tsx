import { Button, Code, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { downloadText, importColumns, sampleCsv } from '../files';

/** The CSV format in brief (docs/question-import.md has it in full), and a sample to start from. */
export function ImportFormat() {
  const { t } = useTranslation('questions');
  return (
    <Stack gap="xs">
      <Text size="sm">{t('import.format.lead')}</Text>
      <Text size="sm" component="div">
        {t('import.format.columns')}{' '}
        {importColumns.map((column, i) => (
          <span key={column}>
            {i > 0 ? ', ' : null}
            <Code>{column}</Code>
          </span>
        ))}
      </Text>
      <List size="sm" spacing={2}>
        <List.Item>{t('import.format.header')}</List.Item>
        <List.Item>{t('import.format.correct')}</List.Item>
        <List.Item>{t('import.format.flags')}</List.Item>
        <List.Item>{t('import.format.encoding')}</List.Item>
        <List.Item>{t('import.format.allOrNothing')}</List.Item>
      </List>
      <div>
        <Button variant="subtle" size="compact-sm" onClick={() => downloadText(t('import.format.sampleFileName'), sampleCsv())}>
          {t('import.format.sample')}
        </Button>
      </div>
    </Stack>
  );
}
