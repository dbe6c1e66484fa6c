import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { DownloadSection } from '../components/download-section';
import { ErasureSection } from '../components/erasure-section';

/** `/my-site/my-data`: everything the portal holds about the person, to download, and their request for erasure. */
export function MyDataPage() {
  const { t } = useTranslation(['personal-data', 'routes']);
  return (
    <>
      <PageHeader title={t('routes:mySiteMyData')} description={t('personal-data:page.lead')} />
      <Stack gap="lg">
        <DownloadSection />
        <ErasureSection />
      </Stack>
    </>
  );
}
