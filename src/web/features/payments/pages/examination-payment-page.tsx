import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { UserType } from '../../../../shared/enums';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { formatDate } from '../../../lib/dates';
import { useLanguage } from '../../../lib/use-language';
import { standingQuery } from '../api';
import { checkoutPath } from '../checkout-context';
import { formatAmount } from '../format';
import { AuthCard } from '../../../components/auth-card';

/** `/ExaminationPayment`: before the exams, whether the pilot's fee is paid, and the way on either way. */
export function ExaminationPaymentPage() {
  const { t } = useTranslation(['payments', 'routes']);
  const language = useLanguage();
  const standing = useQuery(standingQuery(null));
  return (
    <AuthCard size={640} title={t('routes:examinationPayment')} lead={t('payments:examination.lead')}>
      {standing.isPending ? (
        <LoadingState />
      ) : standing.isError ? (
        <ErrorState error={standing.error} onRetry={() => void standing.refetch()} />
      ) : standing.data.isValid ? (
        <Stack gap="md" align="flex-start">
          <Alert color="green" role="status">
            {t('payments:examination.paid', { date: formatDate(standing.data.validUntil, language) || '—' })}
          </Alert>
          <Button component={Link} to="/examination-prepare/A1A3">
            {t('payments:examination.toExams')}
          </Button>
        </Stack>
      ) : (
        <Stack gap="md" align="flex-start">
          <Text>
            {t('payments:examination.fee', {
              amount: formatAmount(standing.data.amount, standing.data.currency, language),
              description: standing.data.description,
            })}
          </Text>
          <Group>
            <Button component={Link} to={checkoutPath({ type: UserType.Pilot, orgId: null })}>
              {t('payments:examination.pay')}
            </Button>
          </Group>
        </Stack>
      )}
    </AuthCard>
  );
}
