import { ActionIcon, Badge, Button, Group, NativeSelect, Paper, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserDto } from '../../../../shared/contracts/users';
import { isLanguage } from '../../../../shared/enums';
import { confirmDelete } from '../../../components/confirm';
import { EditIcon, TrashIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { SearchField } from '../../../components/search-field';
import { TablePager, defaultPageSize } from '../../../components/table-pager';
import { formatDateTime } from '../../../lib/dates';
import { useDeleteUser, usersQuery } from '../api';
import { UserFormModal } from '../components/user-form-modal';

type ActiveFilter = 'all' | 'active' | 'inactive';

/** `/admin/users`: a paged, searchable list with create, edit and delete. */
export function UsersPage() {
  const { t, i18n } = useTranslation(['users', 'common', 'routes']);
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'is';
  const [keyword, setKeyword] = useState('');
  const [active, setActive] = useState<ActiveFilter>('all');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const remove = useDeleteUser();
  const users = useQuery(
    usersQuery({
      keyword,
      isActive: active === 'all' ? null : active === 'active',
      skipCount: (page - 1) * defaultPageSize,
      maxResultCount: defaultPageSize,
    }),
  );

  const askDelete = (user: UserDto) =>
    confirmDelete({
      title: t('users:delete.title'),
      message: t('users:delete.message', { name: user.fullName || user.userName }),
      onConfirm: () =>
        remove.mutate(user.id, {
          onSuccess: () => notifications.show({ color: 'green', message: t('users:delete.done', { name: user.userName }) }),
        }),
    });

  return (
    <>
      <PageHeader
        title={t('routes:adminUsers')}
        description={t('users:lead')}
        actions={<Button onClick={() => setEditing({ id: null })}>{t('users:create')}</Button>}
      />
      <Paper withBorder p="md" radius="md">
        <Group align="flex-end" mb="md" wrap="wrap">
          <SearchField
            label={t('users:search')}
            onSearch={(k) => {
              setKeyword(k);
              setPage(1);
            }}
          />
          <NativeSelect
            label={t('users:filter.label')}
            value={active}
            onChange={(e) => {
              setActive(e.currentTarget.value as ActiveFilter);
              setPage(1);
            }}
            data={[
              { value: 'all', label: t('users:filter.all') },
              { value: 'active', label: t('users:filter.active') },
              { value: 'inactive', label: t('users:filter.inactive') },
            ]}
          />
        </Group>
        {users.isPending ? (
          <LoadingState />
        ) : users.isError ? (
          <ErrorState error={users.error} onRetry={() => void users.refetch()} />
        ) : (
          <>
            <Table.ScrollContainer minWidth={800}>
              <Table striped highlightOnHover verticalSpacing="sm" aria-busy={users.isFetching}>
                <Table.Caption>
                  <VisuallyHidden>{t('users:caption')}</VisuallyHidden>
                </Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t('users:fields.userName')}</Table.Th>
                    <Table.Th scope="col">{t('users:fields.fullName')}</Table.Th>
                    <Table.Th scope="col">{t('users:fields.emailAddress')}</Table.Th>
                    <Table.Th scope="col">{t('users:fields.roles')}</Table.Th>
                    <Table.Th scope="col">{t('users:fields.state')}</Table.Th>
                    <Table.Th scope="col">{t('users:fields.lastLoginTime')}</Table.Th>
                    <Table.Th scope="col">
                      <VisuallyHidden>{t('common:actions.label')}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {users.data.items.length === 0 ? (
                    <Table.Tr>
                      <Table.Td colSpan={7}>
                        <Text ta="center" py="md">
                          {t('common:table.empty')}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ) : (
                    users.data.items.map((user) => (
                      <Table.Tr key={user.id}>
                        <Table.Td>{user.userName}</Table.Td>
                        <Table.Td>{user.fullName}</Table.Td>
                        <Table.Td>{user.emailAddress}</Table.Td>
                        <Table.Td>{user.roleNames.join(', ')}</Table.Td>
                        <Table.Td>
                          <Group gap={4}>
                            <Badge color={user.isActive ? 'green.8' : 'gray.7'} variant="filled">
                              {user.isActive ? t('users:state.active') : t('users:state.inactive')}
                            </Badge>
                            {user.isLockedOut ? (
                              <Badge color="orange.9" variant="filled">
                                {t('users:state.locked')}
                              </Badge>
                            ) : null}
                            {!user.isEmailConfirmed ? (
                              <Badge color="gray.7" variant="outline">
                                {t('users:state.unconfirmed')}
                              </Badge>
                            ) : null}
                          </Group>
                        </Table.Td>
                        <Table.Td>{formatDateTime(user.lastLoginTime, language) || '—'}</Table.Td>
                        <Table.Td>
                          <Group gap={4} wrap="nowrap" justify="flex-end">
                            <Tooltip label={t('common:actions.edit')}>
                              <ActionIcon variant="subtle" aria-label={t('users:editUser', { name: user.userName })} onClick={() => setEditing({ id: user.id })}>
                                <EditIcon />
                              </ActionIcon>
                            </Tooltip>
                            <Tooltip label={t('common:actions.delete')}>
                              <ActionIcon variant="subtle" color="red" aria-label={t('users:deleteUser', { name: user.userName })} onClick={() => askDelete(user)}>
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
            <TablePager page={page} total={users.data.totalCount} onChange={setPage} />
          </>
        )}
      </Paper>
      <UserFormModal userId={editing?.id ?? null} opened={editing !== null} onClose={() => setEditing(null)} />
    </>
  );
}
