import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { exportSections, personalDataFileName } from '../../../../shared/contracts/personal-data';
import { personalDataEndpoints } from '../../../../shared/contracts/client/personal-data';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { todayIso } from '../../../lib/dates';
import { downloadFile } from '../../../lib/downloads';
import { useLanguage } from '../../../lib/use-language';
import { downloadMyDataJson, myDataPdfUrl, myDataQuery } from '../api';
import { useProblem, refusalOf } from '../../../lib/use-problem';

/**
 * The person's data as a JSON file and as a PDF, and a table of what each section holds. The PDF
 * link is a real address (it opens with the sign-in cookie), but a click fetches it with the
 * session's bearer token and says plainly when it cannot, as the receipt link does.
 */
export function DownloadSection() {
  const { t } = useTranslation(['personal-data', 'errors']);
  const language = useLanguage();
  const data = useQuery(myDataQuery());
  const [problem, setProblem] = useProblem();
  const [busy, setBusy] = useState<'json' | 'pdf' | null>(null);
  const pdfName = personalDataFileName(todayIso(), 'pdf');

  const done = (file: string) => notifications.show({ color: 'green', message: t('personal-data:page.downloaded', { file }) });
  const failed = (error: unknown) => setProblem(refusalOf(error));
  const downloadJson = () => {
    setProblem(null);
    setBusy('json');
    downloadMyDataJson()
      .then(done, failed)
      .finally(() => setBusy(null));
  };
  const downloadPdf = (event: MouseEvent) => {
    event.preventDefault();
    setProblem(null);
    setBusy('pdf');
    downloadFile(personalDataEndpoints.getMyDataPdf, undefined, pdfName)
      .then(() => done(pdfName), failed)
      .finally(() => setBusy(null));
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="personal-data-download">
      <Stack gap="sm">
        <Title order={2} size="h3" id="personal-data-download">
          {t('personal-data:page.downloadTitle')}
        </Title>
        <Text>{t('personal-data:page.downloadLead')}</Text>
        <Group>
          <Button onClick={downloadJson} loading={busy === 'json'}>
            {t('personal-data:page.downloadJson')}
          </Button>
          <Button
            component="a"
            variant="default"
            href={myDataPdfUrl(language)}
            download={pdfName}
            onClick={downloadPdf}
            loading={busy === 'pdf'}
          >
            {t('personal-data:page.downloadPdf')}
          </Button>
        </Group>
        {problem ? (
          <Text role="alert" c="red.8">
            {problem}
          </Text>
        ) : null}
        {data.isPending ? (
          <LoadingState />
        ) : data.isError ? (
          <ErrorState error={data.error} onRetry={() => void data.refetch()} />
        ) : (
          <Table striped withTableBorder maw={560}>
            <Table.Caption>{t('personal-data:page.summaryCaption')}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('personal-data:page.section')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('personal-data:page.rows')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {exportSections.map((section) => (
                <Table.Tr key={section}>
                  <Table.Th scope="row" fw={400}>
                    {t(`personal-data:sections.${section}`)}
                  </Table.Th>
                  <Table.Td ta="right">{data.data.sections[section].length}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
    </Paper>
  );
}
