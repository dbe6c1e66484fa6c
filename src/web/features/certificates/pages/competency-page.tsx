import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExamSessionStatus } from '../../../../shared/enums';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { competencyQuery } from '../api';
import { CertificateCard } from '../components/certificate-card';
import { ExamHistory } from '../components/exam-history';

/** Where a pilot without a certificate or an exam goes next: the courses and the A1/A3 exam. */
function NextSteps() {
  const { t } = useTranslation('certificates-web');
  return (
    <Group gap="lg" wrap="wrap">
      <Anchor component={Link} to="/my-site/course/1">
        {t('certificates-web:competency.courseA1A3')}
      </Anchor>
      <Anchor component={Link} to="/my-site/course/2">
        {t('certificates-web:competency.courseA2')}
      </Anchor>
      <Anchor component={Link} to="/examination-prepare/A1A3">
        {t('certificates-web:competency.prepareA1A3')}
      </Anchor>
    </Group>
  );
}

/** `/my-site/competency`: the pilot's certificates with their PDFs and verification pages, and their exam history. */
export function CompetencyPage() {
  const { t } = useTranslation(['certificates-web', 'routes']);
  const competency = useQuery(competencyQuery());
  const scored = (competency.data?.results ?? []).filter((r) => r.status !== ExamSessionStatus.Inprogress);
  return (
    <>
      <PageHeader title={t('routes:mySiteCompetency')} description={t('certificates-web:competency.lead')} />
      {competency.isPending ? (
        <LoadingState />
      ) : competency.isError ? (
        <ErrorState error={competency.error} onRetry={() => void competency.refetch()} />
      ) : (
        <Stack gap="xl">
          <section aria-labelledby="competency-certificates">
            <Title order={2} size="h3" id="competency-certificates" mb="sm">
              {t('certificates-web:competency.certificates')}
            </Title>
            {competency.data.certificates.length === 0 ? (
              <Paper withBorder p="md" radius="md">
                <Stack gap="sm">
                  <Text>{t('certificates-web:competency.noCertificates')}</Text>
                  <NextSteps />
                </Stack>
              </Paper>
            ) : (
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
                {competency.data.certificates.map((certificate) => (
                  <CertificateCard key={certificate.id} certificate={certificate} />
                ))}
              </SimpleGrid>
            )}
          </section>
          <section aria-labelledby="competency-history">
            <Title order={2} size="h3" id="competency-history" mb="sm">
              {t('certificates-web:competency.history')}
            </Title>
            {scored.length === 0 ? (
              <Paper withBorder p="md" radius="md">
                <Stack gap="sm">
                  <Text>{t('certificates-web:competency.noResults')}</Text>
                  <Anchor component={Link} to="/examination-prepare/A1A3">
                    {t('certificates-web:competency.prepareA1A3')}
                  </Anchor>
                </Stack>
              </Paper>
            ) : (
              <ExamHistory results={scored} />
            )}
          </section>
        </Stack>
      )}
    </>
  );
}
