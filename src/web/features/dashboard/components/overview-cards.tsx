import { Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { expiryWarningDays, type DashboardOverviewDto } from '../../../../shared/contracts/dashboard';
import { formatIsk, formatNumber } from '../../../lib/numbers';
import { useLanguage } from '../../../lib/use-language';
import { certificateTypeName, userTypeName } from './names';
import { StatCard, StatList } from './stat-card';

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
      <StatList>
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
      </StatList>
    </section>
  );
}
