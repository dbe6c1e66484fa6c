import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { ExtraTimeGrantForm } from '../components/extra-time-grant-form';
import { PendingExtraTimeTable } from '../components/pending-extra-time-table';

/** `/admin/exam/accommodations`: extra exam time granted to candidates for their next attempt (WCAG 2.2.1). */
export function ExamAccommodationsPage() {
  const { t } = useTranslation(['exam-results', 'routes']);
  return (
    <>
      <PageHeader title={t('routes:adminExamAccommodations')} description={t('exam-results:accommodations.lead')} />
      <Stack gap="xl">
        <ExtraTimeGrantForm />
        <PendingExtraTimeTable />
      </Stack>
    </>
  );
}
