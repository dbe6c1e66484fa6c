import { Anchor, Group, NativeSelect, Paper } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DroneOperatorDto } from '../../../../shared/contracts/organization-members';
import { PageHeader } from '../../../components/page-header';
import { PagedTable } from '../../../components/paged-table';
import { SearchField } from '../../../components/search-field';
import { droneOperatorsQuery, organizationDetailPath, pageSizes, type OperatorKind, type OperatorValidity } from '../admin-api';
import { AdminPageSizeSelect, AdminValidity } from '../components/admin-list-parts';

const kinds: readonly OperatorKind[] = ['organization', 'pilot'];
const validities: readonly OperatorValidity[] = ['valid', 'expired'];

/** An organisation opens its own page; a person who operates alone is found under pilots. */
function OperatorName({ operator }: { operator: DroneOperatorDto }) {
  if (operator.kind !== 'organization') return <>{operator.name}</>;
  return (
    <Anchor component={Link} to={organizationDetailPath(operator)}>
      {operator.name}
    </Anchor>
  );
}

/**
 * `/admin/drone-operator`: everyone holding an operator registration number, organisations and
 * pilots alike, with the public part of the number and whether it still holds.
 */
export function AdminDroneOperatorsPage() {
  const { t } = useTranslation(['organizations', 'common', 'routes']);
  const [keyword, setKeyword] = useState('');
  const [kind, setKind] = useState<OperatorKind | null>(null);
  const [validity, setValidity] = useState<OperatorValidity | null>(null);
  const [pageSize, setPageSize] = useState<number>(pageSizes[0]);
  const [page, setPage] = useState(1);
  const operators = useQuery(droneOperatorsQuery({ keyword, kind, validity, skipCount: (page - 1) * pageSize, maxResultCount: pageSize }));
  const firstPage =
    <V,>(set: (value: V) => void) =>
    (value: V) => {
      set(value);
      setPage(1);
    };

  return (
    <>
      <PageHeader title={t('routes:adminDroneOperator')} description={t('organizations:admin.operators.lead')} />
      <Paper withBorder p="md" radius="md">
        <Group align="flex-end" mb="md" wrap="wrap">
          <SearchField label={t('organizations:admin.operators.search')} onSearch={firstPage(setKeyword)} />
          <NativeSelect
            label={t('organizations:admin.operators.kind')}
            value={kind ?? ''}
            onChange={(e) => firstPage(setKind)((e.currentTarget.value || null) as OperatorKind | null)}
            data={[
              { value: '', label: t('organizations:admin.operators.anyKind') },
              ...kinds.map((k) => ({ value: k, label: t(`organizations:admin.operators.kinds.${k}`) })),
            ]}
          />
          <NativeSelect
            label={t('organizations:admin.operators.validity')}
            value={validity ?? ''}
            onChange={(e) => firstPage(setValidity)((e.currentTarget.value || null) as OperatorValidity | null)}
            data={[
              { value: '', label: t('organizations:admin.operators.anyValidity') },
              ...validities.map((v) => ({ value: v, label: t(`organizations:admin.operators.validities.${v}`) })),
            ]}
          />
          <AdminPageSizeSelect value={pageSize} onChange={firstPage(setPageSize)} />
        </Group>
        <PagedTable
          query={operators}
          caption={t('organizations:admin.operators.caption')}
          emptyText={t('organizations:admin.operators.empty')}
          minWidth={860}
          page={page}
          pageSize={pageSize}
          onPageChange={setPage}
          rowKey={(o) => `${o.kind}-${o.id}`}
          columns={[
            { header: t('organizations:admin.operators.name'), key: true, cell: (o) => <OperatorName operator={o} /> },
            { header: t('organizations:admin.operators.kind'), cell: (o) => t(`organizations:admin.operators.kinds.${o.kind}`) },
            { header: t('organizations:admin.operators.idNumber'), cell: (o) => o.idNumber ?? '—' },
            { header: t('organizations:admin.operators.registrationNumber'), cell: (o) => o.operatorRegistrationNumber ?? '—' },
            {
              header: t('organizations:admin.operators.validity'),
              cell: (o) => <AdminValidity until={o.validUntil} isValid={o.isValid} />,
            },
          ]}
        />
      </Paper>
    </>
  );
}
