import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { IssueToPerson } from '../components/issue-to-person';
import { IssueToQualified } from '../components/issue-to-qualified';

/** `/admin/exam/certificates`: certificates by hand, to one person or to everyone who qualifies for a type. */
export function IssueCertificatesPage() {
  const { t } = useTranslation(['certificates-web', 'routes']);
  return (
    <>
      <PageHeader title={t('routes:adminIssueCertificates')} description={t('certificates-web:issue.lead')} />
      <Stack gap="xl">
        <IssueToPerson />
        <IssueToQualified />
      </Stack>
    </>
  );
}
