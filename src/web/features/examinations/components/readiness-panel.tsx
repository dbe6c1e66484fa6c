import { Badge, Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CategoryDto } from '../../../../shared/contracts/examinations';
import { ErrorState, LoadingState } from '../../../components/query-state';
import type { ExaminationTotals } from '../api';
import { categoryTitle } from '../../../lib/known-categories';
import { isReady, readinessOf, type ReadinessCheck } from '../readiness';

function StatusIcon({ ok }: { ok: boolean }) {
  return (
    <ThemeIcon color={ok ? 'green.8' : 'red.8'} radius="xl" size="sm" aria-hidden="true">
      <svg
        width={12}
        height={12}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={3}
        strokeLinecap="round"
        focusable="false"
      >
        {ok ? <path d="M5 12l5 5 9-10" /> : <path d="M6 6l12 12M18 6L6 18" />}
      </svg>
    </ThemeIcon>
  );
}

/** Colour backs up the words "In order" / "Needs fixing"; it never carries the meaning alone. */
function StatusBadge({ ok }: { ok: boolean }) {
  const { t } = useTranslation('examinations');
  return (
    <Badge color={ok ? 'green.8' : 'red.8'} variant="filled" leftSection={<StatusIcon ok={ok} />} style={{ flexShrink: 0 }}>
      {ok ? t('readiness.ok') : t('readiness.problem')}
    </Badge>
  );
}

function CheckItem({ check, names }: { check: ReadinessCheck; names: string }) {
  const { t } = useTranslation('examinations');
  const state = check.ok
    ? t(`readiness.rules.${check.rule}.ok`, check.values)
    : t(`readiness.rules.${check.rule}.problem`, { ...check.values, names });
  return (
    <List.Item>
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <StatusBadge ok={check.ok} />
        <Stack gap={2}>
          <Text fw={600}>{t(`readiness.rules.${check.rule}.rule`, check.values)}</Text>
          <Text size="sm">{state}</Text>
        </Stack>
      </Group>
    </List.Item>
  );
}

/**
 * Whether an exam can be drawn from the bank, rule by rule, in plain words: what each rule says,
 * and how the bank stands against it now.
 */
export function ReadinessPanel({
  certificateType,
  categories,
  totals,
}: {
  certificateType: number;
  categories: CategoryDto[];
  totals: { data?: ExaminationTotals; isPending: boolean; error: unknown; refetch: () => unknown };
}) {
  const { t, i18n } = useTranslation('examinations');
  const heading = (
    <Title order={2} size="h3" id="readiness-title">
      {t('readiness.title')}
    </Title>
  );
  if (totals.isPending || !totals.data) {
    return (
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="readiness-title">
        {heading}
        {totals.error ? <ErrorState error={totals.error} onRetry={() => void totals.refetch()} /> : <LoadingState />}
      </Paper>
    );
  }
  const checks = readinessOf({ certificateType, categories, ...totals.data });
  const ready = isReady(checks);
  const nameOf = new Map(categories.map((c) => [c.id, categoryTitle(c, i18n.language)]));
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="readiness-title">
      <Stack>
        {heading}
        <Text>{t('readiness.lead')}</Text>
        <Group gap="sm" wrap="nowrap" role="status">
          <StatusIcon ok={ready} />
          <Text fw={700} c={ready ? undefined : 'red.9'}>
            {ready ? t('readiness.ready') : t('readiness.notReady')}
          </Text>
        </Group>
        <List listStyleType="none" spacing="md" aria-label={t('readiness.listLabel')}>
          {checks.map((check) => (
            <CheckItem key={check.rule} check={check} names={check.offenders.map((id) => nameOf.get(id) ?? String(id)).join(', ')} />
          ))}
        </List>
      </Stack>
    </Paper>
  );
}
