import { Badge, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, todayIso } from '../../../lib/dates';
import { useLanguage } from '../../../lib/use-language';
import { pageSizes } from '../admin-api';

/** How many rows a page of an administrators' list holds. */
export function AdminPageSizeSelect({ value, onChange }: { value: number; onChange: (size: number) => void }) {
  const { t } = useTranslation('organizations');
  return (
    <NativeSelect
      label={t('organizations:admin.pageSize')}
      value={String(value)}
      onChange={(e) => onChange(Number(e.currentTarget.value))}
      data={pageSizes.map((size) => ({ value: String(size), label: String(size) }))}
    />
  );
}

/**
 * Whether a number or certificate still holds, said in words beside its colour (WCAG 1.4.1): valid
 * until a date, expired on one, or a dash when there is no date. `isValid` is the server's word
 * where it gives one; otherwise the date decides, a day counting to its end.
 */
export function AdminValidity({ until, isValid }: { until: string | null; isValid?: boolean }) {
  const { t } = useTranslation('organizations');
  const language = useLanguage();
  const valid = isValid ?? (until === null ? null : until.slice(0, 10) >= todayIso());
  if (until === null && valid === null) return <>{'—'}</>;
  const date = until ? formatDate(until, language) : '';
  const text = valid
    ? date
      ? t('organizations:admin.validity.validUntil', { date })
      : t('organizations:admin.validity.valid')
    : date
      ? t('organizations:admin.validity.expiredOn', { date })
      : t('organizations:admin.validity.expired');
  return (
    <Badge color={valid ? 'green.9' : 'red.9'} variant="filled">
      {text}
    </Badge>
  );
}
