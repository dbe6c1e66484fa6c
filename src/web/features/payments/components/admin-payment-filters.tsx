import { Group, NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PaymentKind, paymentStatusIds } from '../../../../shared/enums';
import { DateField } from '../../../components/date-fields';
import { SearchField } from '../../../components/search-field';
import type { AdminPaymentFilter } from '../admin-api';

const numberOf = (value: string): number | null => (value === '' ? null : Number(value));

/** A keyword, a period of creation, a status and a kind; every change starts again from the first page. */
export function AdminPaymentFilters({ filter, onChange }: { filter: AdminPaymentFilter; onChange: (filter: AdminPaymentFilter) => void }) {
  const { t } = useTranslation('payments');
  const set = (changes: Partial<AdminPaymentFilter>) => onChange({ ...filter, ...changes });
  return (
    <Group align="flex-end" mb="md" wrap="wrap">
      <SearchField label={t('payments:admin.filters.keyword')} initial={filter.keyword} onSearch={(keyword) => set({ keyword })} />
      <DateField
        label={t('payments:admin.filters.from')}
        value={filter.from}
        maxDate={filter.to}
        onChange={(from) => set({ from })}
        maw={170}
      />
      <DateField label={t('payments:admin.filters.to')} value={filter.to} minDate={filter.from} onChange={(to) => set({ to })} maw={170} />
      <NativeSelect
        label={t('payments:admin.filters.status')}
        value={filter.status === null ? '' : String(filter.status)}
        onChange={(e) => set({ status: numberOf(e.currentTarget.value) })}
        data={[
          { value: '', label: t('payments:admin.filters.any') },
          ...paymentStatusIds.map((id) => ({ value: String(id), label: t(`payments:status.${id}`) })),
        ]}
      />
      <NativeSelect
        label={t('payments:admin.filters.kind')}
        value={filter.kind === null ? '' : String(filter.kind)}
        onChange={(e) => set({ kind: numberOf(e.currentTarget.value) })}
        data={[
          { value: '', label: t('payments:admin.filters.any') },
          ...[PaymentKind.Private, PaymentKind.Organization].map((id) => ({ value: String(id), label: t(`payments:kind.${id}`) })),
        ]}
      />
    </Group>
  );
}
