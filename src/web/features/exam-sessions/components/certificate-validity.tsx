import { Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { fieldErrorsOf } from '../../../lib/errors';
import { filterDataQuery, useUpdateCertificateValidity, type FilterDataDto } from '../settings-api';
import { typeKey } from '../format';
import { useProblem, refusalOf } from '../../../lib/use-problem';

const minYears = 1;
const maxYears = 20;

function ValidityField({ certificate }: { certificate: FilterDataDto['certificates'][number] }) {
  const { t } = useTranslation(['exam-sessions', 'common', 'errors']);
  const [years, setYears] = useState<number | string>(certificate.validityYears);
  const [error, setError] = useProblem();
  const update = useUpdateCertificateValidity();
  const type = t(typeKey(certificate.id));
  const label = t('exam-sessions:validity.label', { type });

  const save = () => {
    const n = Number(years);
    if (years === '' || !Number.isInteger(n) || n < minYears || n > maxYears)
      return setError({ key: 'exam-sessions:settings.range', params: { min: minYears, max: maxYears } });
    update.mutate(
      { certificateType: certificate.id, validityYears: n },
      {
        onSuccess: () => notifications.show({ color: 'green', message: t('exam-sessions:validity.saved', { type, count: n }) }),
        onError: (e) => setError(fieldErrorsOf(e).validityYears ?? refusalOf(e)),
      },
    );
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <NumberInput
          label={label}
          description={t('exam-sessions:validity.help', { type })}
          value={years}
          onChange={(v) => {
            setYears(v);
            setError(null);
          }}
          min={minYears}
          max={maxYears}
          allowDecimal={false}
          clampBehavior="none"
          suffix={` ${t('exam-sessions:units.years')}`}
          error={error}
          maw={280}
        />
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {t('exam-sessions:settings.range', { min: minYears, max: maxYears })}
          </Text>
          <Button
            size="xs"
            onClick={save}
            loading={update.isPending}
            disabled={Number(years) === certificate.validityYears}
            aria-label={t('exam-sessions:settings.saveKey', { name: label })}
          >
            {t('common:actions.save')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** How many years a newly issued certificate of each type is valid (Certificate/UpdateCertificateValidity). */
export function CertificateValidity() {
  const filterData = useQuery(filterDataQuery());
  if (filterData.isPending) return <LoadingState />;
  if (filterData.isError) return <ErrorState error={filterData.error} onRetry={() => void filterData.refetch()} />;
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      {filterData.data.certificates.map((c) => (
        <ValidityField key={`${c.id}:${c.validityYears}`} certificate={c} />
      ))}
    </SimpleGrid>
  );
}
