import { ActionIcon, Badge, Button, Group, Paper, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoleDto } from '../../../../shared/contracts/roles';
import { confirmDelete } from '../../../components/confirm';
import { EditIcon, TrashIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { SearchField } from '../../../components/search-field';
import { TablePager, defaultPageSize } from '../../../components/table-pager';
import { rolesQuery, useDeleteRole } from '../api';
import { RoleFormModal } from '../components/role-form-modal';

/** `/admin/roles`: roles and their permissions; static roles cannot be deleted or renamed. */
export function RolesPage() {
  const { t } = useTranslation(['roles', 'common', 'routes']);
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const remove = useDeleteRole();
  const roles = useQuery(rolesQuery({ keyword, skipCount: (page - 1) * defaultPageSize, maxResultCount: defaultPageSize }));

  const askDelete = (role: RoleDto) =>
    confirmDelete({
      title: t('roles:delete.title'),
      message: t('roles:delete.message', { name: role.displayName || role.name }),
      onConfirm: () =>
        remove.mutate(role.id, { onSuccess: () => notifications.show({ color: 'green', message: t('roles:delete.done', { name: role.name }) }) }),
    });

  return (
    <>
      <PageHeader
        title={t('routes:adminRoles')}
        description={t('roles:lead')}
        actions={<Button onClick={() => setEditing({ id: null })}>{t('roles:create')}</Button>}
      />
      <Paper withBorder p="md" radius="md">
        <Group align="flex-end" mb="md">
          <SearchField
            label={t('roles:search')}
            onSearch={(k) => {
              setKeyword(k);
              setPage(1);
            }}
          />
        </Group>
        {roles.isPending ? (
          <LoadingState />
        ) : roles.isError ? (
          <ErrorState error={roles.error} onRetry={() => void roles.refetch()} />
        ) : (
          <>
            <Table.ScrollContainer minWidth={640}>
              <Table striped highlightOnHover verticalSpacing="sm" aria-busy={roles.isFetching}>
                <Table.Caption>
                  <VisuallyHidden>{t('roles:caption')}</VisuallyHidden>
                </Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('roles:fields.name')}</Table.Th>
                    <Table.Th scope="col">{t('roles:fields.displayName')}</Table.Th>
                    <Table.Th scope="col">{t('roles:fields.description')}</Table.Th>
                    <Table.Th scope="col">{t('roles:fields.permissions')}</Table.Th>
                    <Table.Th scope="col">
                      <VisuallyHidden>{t('common:actions.label')}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {roles.data.items.length === 0 ? (
                    <Table.Tr>
                      <Table.Td colSpan={5}>
                        <Text ta="center" py="md">
                          {t('common:table.empty')}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ) : (
                    roles.data.items.map((role) => (
                      <Table.Tr key={role.id}>
                        <Table.Td>
                          <Group gap="xs">
                            <Text>{role.name}</Text>
                            {role.isStatic ? (
                              <Badge variant="outline" color="portal.7">
                                {t('roles:static')}
                              </Badge>
                            ) : null}
                          </Group>
                        </Table.Td>
                        <Table.Td>{role.displayName}</Table.Td>
                        <Table.Td>{role.description}</Table.Td>
                        <Table.Td>{t('roles:permissionCount', { count: role.grantedPermissions.length })}</Table.Td>
                        <Table.Td>
                          <Group gap={4} wrap="nowrap" justify="flex-end">
                            <Tooltip label={t('common:actions.edit')}>
                              <ActionIcon variant="subtle" aria-label={t('roles:editRole', { name: role.name })} onClick={() => setEditing({ id: role.id })}>
                                <EditIcon />
                              </ActionIcon>
                            </Tooltip>
                            <Tooltip label={role.isStatic ? t('roles:staticCannotDelete') : t('common:actions.delete')}>
                              <ActionIcon
                                variant="subtle"
                                color="red"
                                aria-label={t('roles:deleteRole', { name: role.name })}
                                disabled={role.isStatic}
                                onClick={() => askDelete(role)}
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
            <TablePager page={page} total={roles.data.totalCount} onChange={setPage} />
          </>
        )}
      </Paper>
      <RoleFormModal roleId={editing?.id ?? null} opened={editing !== null} onClose={() => setEditing(null)} />
    </>
  );
}
