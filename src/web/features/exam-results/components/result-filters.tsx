import { Group, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-fields';
import { SearchField } from '../../../components/search-field';
import type { ResultFilters } from '../api';

const boolOf = (value: string): boolean | null => (value === 'true' ? true : value === 'false' ? false : null);
const numberOf = (value: string): number | null => (value === '' ? null : Number(value));

/** Type, outcome, status, a date range and a keyword; every change starts again from the first page. */
export function ResultFiltersBar({ filters, onChange }: { filters: ResultFilters; onChange: (filters: ResultFilters) => void }) {
  const { t } = useTranslation('exam-results');
  const set = (changes: Partial<ResultFilters>) => onChange({ ...filters, ...changes });
  return (
    <Group align="flex-end" mb="md" wrap="wrap">
      <SearchField label={t('exam-results:filters.keyword')} initial={filters.keyword} onSearch={(keyword) => set({ keyword })} />
      <NativeSelect
        label={t('exam-results:filters.type')}
        value={filters.certificateType === null ? '' : String(filters.certificateType)}
        onChange={(e) => set({ certificateType: numberOf(e.currentTarget.value) })}
        data={[
          { value: '', label: t('exam-results:filters.all') },
          { value: '1', label: t('exam-results:types.A1A3') },
          { value: '2', label: t('exam-results:types.A2') },
        ]}
      />
      <NativeSelect
        label={t('exam-results:filters.outcome')}
        value={filters.isPassed === null ? '' : String(filters.isPassed)}
        onChange={(e) => set({ isPassed: boolOf(e.currentTarget.value) })}
        data={[
          { value: '', label: t('exam-results:filters.all') },
          { value: 'true', label: t('exam-results:results.passed') },
          { value: 'false', label: t('exam-results:results.failed') },
        ]}
      />
      <NativeSelect
        label={t('exam-results:filters.status')}
        value={filters.status === null ? '' : String(filters.status)}
        onChange={(e) => set({ status: numberOf(e.currentTarget.value) })}
        data={[
          { value: '', label: t('exam-results:filters.all') },
          ...[3, 2, 1, 0].map((s) => ({ value: String(s), label: t(`exam-results:status.${s}`) })),
        ]}
      />
      <DateField
        label={t('exam-results:filters.from')}
        value={filters.from}
        maxDate={filters.to}
        onChange={(from) => set({ from })}
        maw={170}
      />
      <DateField label={t('exam-results:filters.to')} value={filters.to} minDate={filters.from} onChange={(to) => set({ to })} maw={170} />
    </Group>
  );
}
