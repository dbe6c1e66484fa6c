import { Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { overallResultQuery } from '../api';
import { formatPercent, typeKey, useLanguage } from '../format';

/** One card per exam type: attempts, passed, failed and the pass rate of the attempts that were scored. */
export function ResultOverview() {
  const { t } = useTranslation('exam-results');
  const language = useLanguage();
  const overall = useQuery(overallResultQuery());
  if (overall.isPending) return <LoadingState />;
  if (overall.isError) return <ErrorState error={overall.error} onRetry={() => void overall.refetch()} />;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {overall.data.items.map((item) => {
        const decided = item.passed + item.failed;
        const headingId = `overview-${item.certificateType}`;
        const figures = [
          [t('exam-results:overview.attempts'), String(item.attempts)],
          [t('exam-results:overview.passed'), String(item.passed)],
          [t('exam-results:overview.failed'), String(item.failed)],
          [
            t('exam-results:overview.passRate'),
            decided > 0 ? formatPercent(Math.round((item.passed / decided) * 1000) / 10, language) : '—',
          ],
        ] as const;
        return (
          <li key={item.certificateType}>
            <Card withBorder padding="md" radius="md" component="section" aria-labelledby={headingId}>
              <Title order={2} size="h4" id={headingId} mb="xs">
                {t(typeKey(item.certificateType))}
              </Title>
              {/* Two by two on a phone: four figures in a row leave a pass rate such as "33.3 %" no room. */}
              <SimpleGrid cols={{ base: 2, xs: 4 }} component="dl" m={0} spacing="xs">
                {figures.map(([label, value]) => (
                  <Stack key={label} gap={0}>
                    <Text component="dt" size="sm">
                      {label}
                    </Text>
                    <Text component="dd" m={0} fz="xl" fw={700}>
                      {value}
                    </Text>
                  </Stack>
                ))}
              </SimpleGrid>
              {item.inProgress > 0 ? (
                <Text size="sm" mt="xs">
                  {t('exam-results:overview.inProgress', { count: item.inProgress })}
                </Text>
              ) : null}
            </Card>
          </li>
        );
      })}
    </SimpleGrid>
  );
}
