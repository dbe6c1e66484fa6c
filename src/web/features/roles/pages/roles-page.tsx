import { Badge, Button, Group, Paper, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoleDto } from '../../../../shared/contracts/roles';
import { confirmDelete } from '../../../components/confirm';
import { EditIcon, TrashIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { PagedTable, RowAction } from '../../../components/paged-table';
import { SearchField } from '../../../components/search-field';
import { defaultPageSize } from '../../../components/table-pager';
import { rolesQuery, useDeleteRole } from '../api';
import { useEditModal } from '../../../components/use-edit-modal';
import { RoleFormModal } from '../components/role-form-modal';
import { roleLabel } from '../../../lib/roles';

/** `/admin/roles`: roles and their permissions; static roles cannot be deleted or renamed. */
export function RolesPage() {
  // The permissions' names are the role dialog's; asked for here, they are in before it opens.
  const { t } = useTranslation(['roles', 'common', 'routes', 'permissions']);
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const editing = useEditModal<number>();
  const remove = useDeleteRole();
  const roles = useQuery(rolesQuery({ keyword, skipCount: (page - 1) * defaultPageSize, maxResultCount: defaultPageSize }));

  const askDelete = (role: RoleDto) =>
    confirmDelete({
      title: t('roles:delete.title'),
      message: t('roles:delete.message', { name: roleLabel(t, role) }),
      onConfirm: () =>
        remove.mutate(role.id, {
          onSuccess: () => notifications.show({ color: 'green', message: t('roles:delete.done', { name: roleLabel(t, role) }) }),
        }),
    });

  return (
    <>
      <PageHeader
        title={t('routes:adminRoles')}
        description={t('roles:lead')}
        actions={<Button onClick={() => editing.open()}>{t('roles:create')}</Button>}
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
        <PagedTable
          query={roles}
          caption={t('roles:caption')}
          minWidth={640}
          page={page}
          onPageChange={setPage}
          columns={[
            {
              header: t('roles:fields.name'),
              key: true,
              cell: (role) => (
                <Group gap="xs">
                  <Text>{role.name}</Text>
                  {role.isStatic ? (
                    <Badge variant="outline" color="portal.7">
                      {t('roles:static')}
                    </Badge>
                  ) : null}
                </Group>
              ),
            },
            { header: t('roles:fields.displayName'), cell: (role) => roleLabel(t, role) },
            { header: t('roles:fields.description'), cell: (role) => role.description },
            {
              header: t('roles:fields.permissions'),
              cell: (role) => t('roles:permissionCount', { count: role.grantedPermissions.length }),
            },
            {
              header: t('common:actions.label'),
              hiddenHeader: true,
              cell: (role) => (
                <Group gap={4} wrap="nowrap" justify="flex-end">
                  <RowAction
                    tooltip={t('common:actions.edit')}
                    label={t('roles:editRole', { name: roleLabel(t, role) })}
                    icon={<EditIcon />}
                    onClick={() => editing.open(role.id)}
                  />
                  <RowAction
                    tooltip={role.isStatic ? t('roles:staticCannotDelete') : t('common:actions.delete')}
                    label={t('roles:deleteRole', { name: roleLabel(t, role) })}
                    icon={<TrashIcon />}
                    danger
                    disabled={role.isStatic}
                    onClick={() => askDelete(role)}
                  />
                </Group>
              ),
            },
          ]}
        />
      </Paper>
      <RoleFormModal roleId={editing.record} opened={editing.opened} onClose={editing.close} />
    </>
  );
}
