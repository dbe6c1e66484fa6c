import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorSummary, summaryItemsOf } from '../../../components/error-summary';

/** The error summary of one of the my-site organisation forms, its lines leading to the fields `${form}-${field}`. */
export function FieldSummary({ form, errors, ref }: { form: string; errors: Record<string, string>; ref: Ref<HTMLDivElement> }) {
  const { t } = useTranslation('organizations');
  const items = summaryItemsOf(form, errors);
  return <ErrorSummary ref={ref} title={t('organizations:mySite.summaryTitle', { count: items.length })} items={items} />;
}
