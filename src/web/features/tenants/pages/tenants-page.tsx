import { ActionIcon, Button, Group, Paper, Switch, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TenantDto } from '../../../../shared/contracts/tenants';
import { isLanguage } from '../../../../shared/enums';
import { confirmDelete } from '../../../components/confirm';
import { EditIcon, TrashIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { SearchField } from '../../../components/search-field';
import { TablePager, defaultPageSize } from '../../../components/table-pager';
import { formatDate } from '../../../lib/dates';
import { tenantsQuery, useDeleteTenant, useUpdateTenant } from '../api';
import { TenantFormModal } from '../components/tenant-form-modal';

/** `/admin/tenants`: tenants with create, edit, delete and an active toggle. */
export function TenantsPage() {
  const { t, i18n } = useTranslation(['tenants', 'common', 'routes']);
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'is';
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ tenant: TenantDto | null } | null>(null);
  const remove = useDeleteTenant();
  const toggle = useUpdateTenant();
  const tenants = useQuery(tenantsQuery({ keyword, skipCount: (page - 1) * defaultPageSize, maxResultCount: defaultPageSize }));

  const askDelete = (tenant: TenantDto) =>
    confirmDelete({
      title: t('tenants:delete.title'),
      message: t('tenants:delete.message', { name: tenant.name }),
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
            message: isActive ? t('tenants:activated', { name: tenant.tenancyName }) : t('tenants:deactivated', { name: tenant.tenancyName }),
          }),
      },
    );

  return (
    <>
      <PageHeader
        title={t('routes:adminTenants')}
        description={t('tenants:lead')}
        actions={<Button onClick={() => setEditing({ tenant: null })}>{t('tenants:create')}</Button>}
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
        {tenants.isPending ? (
          <LoadingState />
        ) : tenants.isError ? (
          <ErrorState error={tenants.error} onRetry={() => void tenants.refetch()} />
        ) : (
          <>
            <Table.ScrollContainer minWidth={600}>
              <Table striped highlightOnHover verticalSpacing="sm" aria-busy={tenants.isFetching}>
                <Table.Caption>
                  <VisuallyHidden>{t('tenants:caption')}</VisuallyHidden>
                </Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('tenants:fields.tenancyName')}</Table.Th>
                    <Table.Th scope="col">{t('tenants:fields.name')}</Table.Th>
                    <Table.Th scope="col">{t('tenants:fields.isActive')}</Table.Th>
                    <Table.Th scope="col">{t('tenants:fields.creationTime')}</Table.Th>
                    <Table.Th scope="col">
                      <VisuallyHidden>{t('common:actions.label')}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {tenants.data.items.length === 0 ? (
                    <Table.Tr>
                      <Table.Td colSpan={5}>
                        <Text ta="center" py="md">
                          {t('common:table.empty')}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ) : (
                    tenants.data.items.map((tenant) => (
                      <Table.Tr key={tenant.id}>
                        <Table.Td>{tenant.tenancyName}</Table.Td>
                        <Table.Td>{tenant.name}</Table.Td>
                        <Table.Td>
                          <Switch
                            checked={tenant.isActive}
                            onChange={(e) => setActive(tenant, e.currentTarget.checked)}
                            aria-label={t('tenants:activeToggle', { name: tenant.tenancyName })}
                            disabled={toggle.isPending}
                          />
                        </Table.Td>
                        <Table.Td>{formatDate(tenant.creationTime, language)}</Table.Td>
                        <Table.Td>
                          <Group gap={4} wrap="nowrap" justify="flex-end">
                            <Tooltip label={t('common:actions.edit')}>
                              <ActionIcon
                                variant="subtle"
                                aria-label={t('tenants:editTenant', { name: tenant.tenancyName })}
                                onClick={() => setEditing({ tenant })}
                              >
                                <EditIcon />
                              </ActionIcon>
                            </Tooltip>
                            <Tooltip label={t('common:actions.delete')}>
                              <ActionIcon
                                variant="subtle"
                                color="red"
                                aria-label={t('tenants:deleteTenant', { name: tenant.tenancyName })}
                                onClick={() => askDelete(tenant)}
                              >
                                <TrashIcon />
                              </ActionIcon>
                            </Tooltip>
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                    ))
                  )}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <TablePager page={page} total={tenants.data.totalCount} onChange={setPage} />
          </>
        )}
      </Paper>
      <TenantFormModal tenant={editing?.tenant ?? null} opened={editing !== null} onClose={() => setEditing(null)} />
    </>
  );
}
