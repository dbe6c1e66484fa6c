import { Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { periodInput, periodProblem } from '../../../../shared/contracts/dashboard';
import { DateField } from '../../../components/date-fields';
import { ErrorSummary, summaryItemsOf, useErrorSummary } from '../../../components/error-summary';
import { useContractForm } from '../../../lib/form';
import type { Period } from '../api';
import { Form } from '../../../components/form';

const formName = 'dashboard-period';

/**
 * The period every section shows, checked with the call's own contract before anything is asked;
 * a period out of order or too long is said on the end date, and nothing typed is lost.
 */
export function PeriodForm({ period, onChange }: { period: Period; onChange: (period: Period) => void }) {
  const { t } = useTranslation(['dashboard', 'validation']);
  const form = useContractForm<Period>(period, { askBeforeLeaving: false });
  const [summaryRef, summaryFailed] = useErrorSummary();
  const { from, to } = form.values;

  const submit = () => {
    const problem = periodProblem(from || undefined, to || undefined);
    const extraErrors = {
      ...(from ? {} : { from: { key: 'validation:required', field: 'from' } }),
      ...(to ? {} : { to: { key: 'validation:required', field: 'to' } }),
      ...(problem ? { to: t(problem === 'order' ? 'dashboard:period.toBeforeFrom' : 'dashboard:period.tooLong') } : {}),
    };
    void form.submit({
      schema: periodInput,
      input: { from, to },
      extraErrors,
      call: async (data) => data,
      onSuccess: () => onChange({ from, to }),
      onFieldErrors: summaryFailed,
    });
  };

  return (
    <Form aria-label={t('dashboard:period.legend')} onSubmit={submit}>
      <Stack gap="xs">
        <ErrorSummary ref={summaryRef} title={t('dashboard:period.errorSummary')} items={summaryItemsOf(formName, form.errors)} />
        <Group align="flex-start" wrap="wrap">
          <div id={`${formName}-from`}>
            <DateField
              label={t('dashboard:period.from')}
              value={from}
              onChange={(value) => form.setField('from', value)}
              error={form.errors.from}
              required
              maw={180}
            />
          </div>
          <div id={`${formName}-to`}>
            <DateField
              label={t('dashboard:period.to')}
              value={to}
              onChange={(value) => form.setField('to', value)}
              error={form.errors.to}
              required
              maw={180}
            />
          </div>
          <Button type="submit" mt={25}>
            {t('dashboard:period.show')}
          </Button>
        </Group>
        <Text size="sm">{t('dashboard:period.hint')}</Text>
      </Stack>
    </Form>
  );
}
