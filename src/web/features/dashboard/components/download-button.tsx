import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadDashboard, type Period } from '../api';
import { useProblem, refusalOf } from '../../../lib/use-problem';

/**
 * Downloads the period's workbook. While the file is being made the button is busy and cannot be
 * pressed again, and a status line says so; a failure is said plainly until dismissed.
 */
export function DownloadButton({ period }: { period: Period }) {
  const { t } = useTranslation(['dashboard', 'errors']);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useProblem();

  const download = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await downloadDashboard(period);
    } catch (error) {
      setProblem(refusalOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="xs" align="flex-end">
      <Button variant="default" onClick={() => void download()} loading={busy} disabled={busy}>
        {t('dashboard:download.button')}
      </Button>
      <Text size="sm" role="status" aria-live="polite">
        {busy ? t('dashboard:download.preparing') : ''}
      </Text>
      {problem ? (
        <Alert
          color="red"
          role="alert"
          title={t('dashboard:download.failed')}
          withCloseButton
          closeButtonLabel={t('dashboard:download.dismiss')}
          onClose={() => setProblem(null)}
        >
          {problem}
        </Alert>
      ) : null}
    </Stack>
  );
}
