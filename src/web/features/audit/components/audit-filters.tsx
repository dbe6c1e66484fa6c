import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DateField } from '../../../components/date-fields';
import { SearchField } from '../../../components/search-field';
import type { AuditFilter } from '../api';

/**
 * Who, which record, which call and when. Each field reports only its own change: the text fields
 * report theirs a moment after typing stops, when the others may have changed since.
 */
export function AuditFilters({ filter, onChange }: { filter: AuditFilter; onChange: (changes: Partial<AuditFilter>) => void }) {
  const { t } = useTranslation('audit');
  const set = onChange;
  return (
    <Group align="flex-end" mb="md" wrap="wrap">
      <SearchField label={t('audit:filters.user')} initial={filter.user} onSearch={(user) => set({ user })} />
      <SearchField label={t('audit:filters.call')} initial={filter.call} onSearch={(call) => set({ call })} />
      <SearchField label={t('audit:filters.entityType')} initial={filter.entityType} onSearch={(entityType) => set({ entityType })} />
      <SearchField label={t('audit:filters.entityId')} initial={filter.entityId} onSearch={(entityId) => set({ entityId })} />
      <DateField label={t('audit:filters.from')} value={filter.from} maxDate={filter.to} onChange={(from) => set({ from })} maw={170} />
      <DateField label={t('audit:filters.to')} value={filter.to} minDate={filter.from} onChange={(to) => set({ to })} maw={170} />
    </Group>
  );
}
