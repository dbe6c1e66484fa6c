import { Badge, Button, Group, NativeSelect, Paper } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { UserDto } from '../../../../shared/contracts/users';
import { confirmDelete } from '../../../components/confirm';
import { EditIcon, Icon, TrashIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { PagedTable, RowAction } from '../../../components/paged-table';
import { SearchField } from '../../../components/search-field';
import { defaultPageSize } from '../../../components/table-pager';
import { formatDateTime } from '../../../lib/dates';
import { routePath } from '../../../lib/routes';
import { confirmAction } from '../../../components/confirm-action';
import { assignableRolesQuery, useDeleteUser, useResetSecondFactor, usersQuery } from '../api';
import { useEditModal } from '../../../components/use-edit-modal';
import { UserFormModal } from '../components/user-form-modal';
import { NotesIcon, UserNotesDrawer } from '../components/user-notes-drawer';
import { RecordIcon, UserRecordDrawer } from '../components/user-record-drawer';
import { roleLabel } from '../../../lib/roles';
import { useLanguage } from '../../../lib/use-language';

type ActiveFilter = 'all' | 'active' | 'inactive';

/** `/admin/users`: a paged, searchable list with create, edit and delete. */
export function UsersPage() {
  const { t } = useTranslation(['users', 'common', 'routes', 'bulk-mail']);
  const navigate = useNavigate();
  const language = useLanguage();
  const [keyword, setKeyword] = useState('');
  const [active, setActive] = useState<ActiveFilter>('all');
  const [page, setPage] = useState(1);
  const editing = useEditModal<number>();
  const [notesOf, setNotesOf] = useState<UserDto | null>(null);
  const [recordOf, setRecordOf] = useState<UserDto | null>(null);
  const remove = useDeleteUser();
  const resetFactors = useResetSecondFactor();
  // Their display names (a user's roles come named as ABP names them); without them, the names stand.
  const roles = useQuery({ ...assignableRolesQuery(), meta: { silent: true } });
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

  const askResetFactors = (user: UserDto) =>
    confirmAction({
      title: t('users:resetSecondFactor.title'),
      message: t('users:resetSecondFactor.message', { name: user.fullName || user.userName }),
      confirmLabel: t('users:resetSecondFactor.confirm'),
      danger: true,
      onConfirm: () =>
        resetFactors.mutate(user.id, {
          onSuccess: () => notifications.show({ color: 'green', message: t('users:resetSecondFactor.done', { name: user.userName }) }),
        }),
    });

  return (
    <>
      <PageHeader
        title={t('routes:adminUsers')}
        description={t('users:lead')}
        actions={
          <>
            <Button variant="default" component={Link} to={routePath('adminMailingToAllUsers')}>
              {t('bulk-mail:links.allUsers')}
            </Button>
            <Button onClick={() => editing.open()}>{t('users:create')}</Button>
          </>
        }
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
        <PagedTable
          query={users}
          caption={t('users:caption')}
          minWidth={800}
          page={page}
          onPageChange={setPage}
          columns={[
            { header: t('users:fields.userName'), key: true, cell: (user) => user.userName },
            { header: t('users:fields.fullName'), cell: (user) => user.fullName },
            { header: t('users:fields.emailAddress'), cell: (user) => user.emailAddress },
            {
              header: t('users:fields.roles'),
              cell: (user) => user.roleNames.map((name) => roleLabel(t, { name }, roles.data?.items)).join(', '),
            },
            {
              header: t('users:fields.state'),
              cell: (user) => (
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
              ),
            },
            { header: t('users:fields.lastLoginTime'), cell: (user) => formatDateTime(user.lastLoginTime, language) || '—' },
            {
              header: t('common:actions.label'),
              hiddenHeader: true,
              cell: (user) => (
                <Group gap={4} wrap="nowrap" justify="flex-end">
                  <RowAction
                    tooltip={t('bulk-mail:links.user', { name: user.fullName || user.userName })}
                    label={t('bulk-mail:links.user', { name: user.fullName || user.userName })}
                    icon={<MailIcon />}
                    onClick={() => navigate(routePath('adminMailingToUser', { userId: user.id }))}
                  />
                  <RowAction
                    tooltip={t('users:record.tooltip')}
                    label={t('users:record.open', { name: user.userName })}
                    icon={<RecordIcon />}
                    onClick={() => setRecordOf(user)}
                  />
                  <RowAction
                    tooltip={t('users:notes.title')}
                    label={t('users:notes.open', { name: user.userName })}
                    icon={<NotesIcon />}
                    onClick={() => setNotesOf(user)}
                  />
                  <RowAction
                    tooltip={t('common:actions.edit')}
                    label={t('users:editUser', { name: user.userName })}
                    icon={<EditIcon />}
                    onClick={() => editing.open(user.id)}
                  />
                  <RowAction
                    tooltip={t('users:resetSecondFactor.title')}
                    label={t('users:resetSecondFactor.label', { name: user.userName })}
                    icon={<KeyIcon />}
                    onClick={() => askResetFactors(user)}
                  />
                  <RowAction
                    tooltip={t('common:actions.delete')}
                    label={t('users:deleteUser', { name: user.userName })}
                    icon={<TrashIcon />}
                    danger
                    onClick={() => askDelete(user)}
                  />
                </Group>
              ),
            },
          ]}
        />
      </Paper>
      <UserFormModal userId={editing.record} opened={editing.opened} onClose={editing.close} />
      <UserNotesDrawer user={notesOf} onClose={() => setNotesOf(null)} />
      <UserRecordDrawer user={recordOf} onClose={() => setRecordOf(null)} />
    </>
  );
}

/** A key, for the user's second factor. */
function KeyIcon() {
  return (
    <Icon>
      <circle cx="8" cy="15" r="4" />
      <path d="M11 12l9-9M17 6l3 3M15 8l2 2" />
    </Icon>
  );
}

/** An envelope, for writing to the user (bulk e-mail). */
function MailIcon() {
  return (
    <Icon>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 7l9 6 9-6" />
    </Icon>
  );
}
