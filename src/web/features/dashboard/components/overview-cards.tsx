import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { expiryWarningDays, type DashboardOverviewDto } from '../../../../shared/contracts/dashboard';
import { formatIsk, formatNumber } from '../../../lib/numbers';
import { useLanguage } from '../../../lib/use-language';
import { certificateTypeName, userTypeName } from './names';

function StatCard({ label, value, detail }: { label: string; value: string; detail?: string }) {
  return (
    <Paper withBorder p="md" radius="md" component="li" style={{ listStyle: 'none' }}>
      <Stack gap={2}>
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <Text fz={28} fw={700} lh={1.2}>
          {value}
        </Text>
        {detail ? <Text size="sm">{detail}</Text> : null}
      </Stack>
    </Paper>
  );
}

/** The overview as cards: people, operators, organisations, certificates and payments. */
export function OverviewCards({ overview }: { overview: DashboardOverviewDto }) {
  const { t } = useTranslation(['dashboard', 'users', 'exams']);
  const language = useLanguage();
  const headingId = useId();
  const n = (value: number) => formatNumber(value, language);
  const fresh = (count: number) => t('dashboard:overview.inPeriod', { value: n(count) });
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId} mb="sm">
        {t('dashboard:overview.title')}
      </Title>
      <SimpleGrid component="ul" cols={{ base: 1, xs: 2, md: 4 }} spacing="md" p={0} m={0}>
        <StatCard label={t('dashboard:overview.pilots')} value={n(overview.pilots.total)} detail={fresh(overview.pilots.inPeriod)} />
        <StatCard
          label={t('dashboard:overview.contactPersons')}
          value={n(overview.contactPersons.total)}
          detail={fresh(overview.contactPersons.inPeriod)}
        />
        {overview.operators.map((operator) => (
          <StatCard
            key={operator.userTypeId}
            label={t('dashboard:overview.operators', { type: userTypeName(t, operator.userTypeId) })}
            value={n(operator.total)}
            detail={fresh(operator.inPeriod)}
          />
        ))}
        <StatCard
          label={t('dashboard:overview.organizations')}
          value={n(overview.organizations.total)}
          detail={fresh(overview.organizations.inPeriod)}
        />
        {overview.certificates.map((c) => (
          <StatCard
            key={c.certificateType}
            label={t('dashboard:overview.certificates', { type: certificateTypeName(t, c.certificateType) })}
            value={n(c.valid)}
            detail={`${t('dashboard:overview.expiringSoon', { value: n(c.expiringSoon), days: expiryWarningDays, count: expiryWarningDays })} · ${t(
              'dashboard:overview.issuedInPeriod',
              { value: n(c.issuedInPeriod) },
            )}`}
          />
        ))}
        <StatCard
          label={t('dashboard:overview.payments')}
          value={n(overview.payments.paidCount)}
          detail={t('dashboard:overview.paidAmount', { amount: formatIsk(overview.payments.paidAmount, language) })}
        />
      </SimpleGrid>
    </section>
  );
}
