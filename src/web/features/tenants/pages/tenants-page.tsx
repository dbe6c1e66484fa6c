import { Button, Group, Paper, Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TenantDto } from '../../../../shared/contracts/tenants';
import { confirmDelete } from '../../../components/confirm';
import { EditIcon, TrashIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { PagedTable, RowAction } from '../../../components/paged-table';
import { SearchField } from '../../../components/search-field';
import { defaultPageSize } from '../../../components/table-pager';
import { formatDate } from '../../../lib/dates';
import { tenantsQuery, useDeleteTenant, useUpdateTenant } from '../api';
import { TenantFormModal } from '../components/tenant-form-modal';
import { useEditModal } from '../../../components/use-edit-modal';
import { tenantLabel } from '../../../lib/tenants';
import { useLanguage } from '../../../lib/use-language';

/** `/admin/tenants`: tenants with create, edit, delete and an active toggle. */
export function TenantsPage() {
  const { t } = useTranslation(['tenants', 'common', 'routes']);
  const language = useLanguage();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const editing = useEditModal<TenantDto>();
  const remove = useDeleteTenant();
  const toggle = useUpdateTenant();
  const tenants = useQuery(tenantsQuery({ keyword, skipCount: (page - 1) * defaultPageSize, maxResultCount: defaultPageSize }));

  const askDelete = (tenant: TenantDto) =>
    confirmDelete({
      title: t('tenants:delete.title'),
      message: t('tenants:delete.message', { name: tenantLabel(t, tenant) }),
      onConfirm: () =>
        remove.mutate(tenant.id, {
          onSuccess: () => notifications.show({ color: 'green', message: t('tenants:delete.done', { name: tenant.tenancyName }) }),
        }),
    });

  const setActive = (tenant: TenantDto, isActive: boolean) =>
    toggle.mutate(
      { id: tenant.id, tenancyName: tenant.tenancyName, name: tenant.name, isActive },
      {
        onSuccess: () =>
          notifications.show({
            color: 'green',
            message: isActive
              ? t('tenants:activated', { name: tenant.tenancyName })
              : t('tenants:deactivated', { name: tenant.tenancyName }),
          }),
      },
    );

  return (
    <>
      <PageHeader
        title={t('routes:adminTenants')}
        description={t('tenants:lead')}
        actions={<Button onClick={() => editing.open()}>{t('tenants:create')}</Button>}
      />
      <Paper withBorder p="md" radius="md">
        <Group align="flex-end" mb="md">
          <SearchField
            label={t('tenants:search')}
            onSearch={(k) => {
              setKeyword(k);
              setPage(1);
            }}
          />
        </Group>
        <PagedTable
          query={tenants}
          caption={t('tenants:caption')}
          minWidth={640}
          page={page}
          onPageChange={setPage}
          columns={[
            { header: t('tenants:fields.tenancyName'), key: true, cell: (tenant) => tenant.tenancyName },
            { header: t('tenants:fields.name'), cell: (tenant) => tenantLabel(t, tenant) },
            {
              header: t('tenants:fields.isActive'),
              cell: (tenant) => (
                <Switch
                  checked={tenant.isActive}
                  onChange={(e) => setActive(tenant, e.currentTarget.checked)}
                  aria-label={t('tenants:activeToggle', { name: tenant.tenancyName })}
                  disabled={toggle.isPending}
                />
              ),
            },
            { header: t('tenants:fields.creationTime'), cell: (tenant) => formatDate(tenant.creationTime, language) },
            {
              header: t('common:actions.label'),
              hiddenHeader: true,
              cell: (tenant) => (
                <Group gap={4} wrap="nowrap" justify="flex-end">
                  <RowAction
                    tooltip={t('common:actions.edit')}
                    label={t('tenants:editTenant', { name: tenant.tenancyName })}
                    icon={<EditIcon />}
                    onClick={() => editing.open(tenant)}
                  />
                  <RowAction
                    tooltip={t('common:actions.delete')}
                    label={t('tenants:deleteTenant', { name: tenant.tenancyName })}
                    icon={<TrashIcon />}
                    danger
                    onClick={() => askDelete(tenant)}
                  />
                </Group>
              ),
            },
          ]}
        />
      </Paper>
      <TenantFormModal tenant={editing.record} opened={editing.opened} onClose={editing.close} />
    </>
  );
}
