import { Anchor, Button, Group, NativeSelect, Paper } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { organizationUserTypeIds } from '../../../../shared/contracts/organizations';
import { PageHeader } from '../../../components/page-header';
import { PagedTable } from '../../../components/paged-table';
import { SearchField } from '../../../components/search-field';
import { formatNumber } from '../../../lib/numbers';
import { useLanguage } from '../../../lib/use-language';
import { adminOrganizationsQuery, organizationDetailPath, pageSizes } from '../admin-api';
import { AdminClaimQueue } from '../components/admin-claim-queue';
import { AdminPageSizeSelect, AdminValidity } from '../components/admin-list-parts';
import { AdminRegisterOrganizationModal } from '../components/admin-register-organization-modal';

/**
 * `/admin/organization`: the registrations waiting for proof of their numbers, then every
 * organisation, searched, filtered by size and paged; each opens its own page.
 */
export function AdminOrganizationsPage() {
  const { t } = useTranslation(['organizations', 'common', 'routes']);
  const language = useLanguage();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [userTypeId, setUserTypeId] = useState<number | null>(null);
  const [pageSize, setPageSize] = useState<number>(pageSizes[0]);
  const [page, setPage] = useState(1);
  const [registering, setRegistering] = useState(false);
  const organizations = useQuery(
    adminOrganizationsQuery({ keyword, userTypeId, skipCount: (page - 1) * pageSize, maxResultCount: pageSize }),
  );

  return (
    <>
      <PageHeader
        title={t('routes:adminOrganization')}
        description={t('organizations:admin.list.lead')}
        actions={<Button onClick={() => setRegistering(true)}>{t('organizations:admin.register.open')}</Button>}
      />
      <AdminClaimQueue />
      <Paper withBorder p="md" radius="md">
        <Group align="flex-end" mb="md" wrap="wrap">
          <SearchField
            label={t('organizations:admin.list.search')}
            onSearch={(k) => {
              setKeyword(k);
              setPage(1);
            }}
          />
          <NativeSelect
            label={t('organizations:admin.fields.userTypeId')}
            value={userTypeId === null ? '' : String(userTypeId)}
            onChange={(e) => {
              setUserTypeId(e.currentTarget.value === '' ? null : Number(e.currentTarget.value));
              setPage(1);
            }}
            data={[
              { value: '', label: t('organizations:admin.list.anyType') },
              ...organizationUserTypeIds.map((id) => ({ value: String(id), label: t(`organizations:admin.type.${id}`) })),
            ]}
          />
          <AdminPageSizeSelect
            value={pageSize}
            onChange={(size) => {
              setPageSize(size);
              setPage(1);
            }}
          />
        </Group>
        <PagedTable
          query={organizations}
          caption={t('organizations:admin.list.caption')}
          emptyText={t('organizations:admin.list.empty')}
          minWidth={1200}
          page={page}
          pageSize={pageSize}
          onPageChange={setPage}
          columns={[
            {
              header: t('organizations:admin.fields.name'),
              key: true,
              cell: (o) => (
                <Anchor component={Link} to={organizationDetailPath(o)}>
                  {o.name}
                </Anchor>
              ),
            },
            { header: t('organizations:admin.fields.organizationNumber'), cell: (o) => o.organizationNumber },
            { header: t('organizations:admin.fields.userTypeId'), cell: (o) => t(`organizations:admin.type.${o.userTypeId}`) },
            { header: t('organizations:admin.fields.email'), cell: (o) => o.email },
            { header: t('organizations:admin.fields.phoneNumber'), cell: (o) => o.phoneNumber },
            { header: t('organizations:admin.fields.operatingNumber'), cell: (o) => o.operatingNumber ?? '—' },
            {
              header: t('organizations:admin.fields.operatingNumberExpiry'),
              cell: (o) => <AdminValidity until={o.operatingNumberExpiry} />,
            },
            { header: t('organizations:admin.fields.pilotCount'), cell: (o) => formatNumber(o.pilotCount, language) },
            { header: t('organizations:admin.fields.contactPersonCount'), cell: (o) => formatNumber(o.contactPersonCount, language) },
            { header: t('organizations:admin.fields.mainContact'), cell: (o) => o.mainContactName ?? '—' },
          ]}
        />
      </Paper>
      <AdminRegisterOrganizationModal
        opened={registering}
        onClose={() => setRegistering(false)}
        onRegistered={(created) => void navigate(organizationDetailPath(created))}
      />
    </>
  );
}
