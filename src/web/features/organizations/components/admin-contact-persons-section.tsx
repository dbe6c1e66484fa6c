import { Alert, Badge, Button, Group, Paper, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactPersonDto, ContactRoleInput } from '../../../../shared/contracts/organization-members';
import type { OrganizationDto } from '../../../../shared/contracts/organizations';
import { userOrganizationsEndpoints } from '../../../../shared/contracts/client/organizations';
import { OrganizationRole } from '../../../../shared/enums';
import { confirmAction } from '../../../components/confirm-action';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { adminContactPersonsQuery, useOrganizationChange } from '../admin-api';
import { AdminAddContactPersonModal } from './admin-add-contact-person-modal';
import { DataTable, type Column } from '../../../components/data-table';
import { useProblem, refusalOf } from '../../../lib/use-problem';

/** What the three role changes share: they name a person and an organisation. */
interface RoleChange {
  mutate: (input: ContactRoleInput, options: { onSuccess: () => void; onError: (error: Error) => void }) => void;
}

/**
 * The organisation's contact persons and their roles: an administrator adds an existing account,
 * makes one main or ordinary, or removes one. The server refuses to leave an organisation without
 * a main contact person; that refusal is said here, beside the list it is about.
 */
export function AdminContactPersonsSection({ organization }: { organization: OrganizationDto }) {
  const { t } = useTranslation(['organizations', 'common', 'errors']);
  const people = useQuery(adminContactPersonsQuery(organization.id));
  const [adding, setAdding] = useState(false);
  const [refusal, setRefusal] = useProblem();
  const options = { silent: true } as const;
  const makeMain = useOrganizationChange(userOrganizationsEndpoints.updateMainContactPersonRoleByUserId, options);
  const makeOrdinary = useOrganizationChange(userOrganizationsEndpoints.updateContactPersonRoleByUserId, options);
  const remove = useOrganizationChange(userOrganizationsEndpoints.removeContactPersonRoleByUserId, options);
  const busy = makeMain.isPending || makeOrdinary.isPending || remove.isPending;

  const change = (mutation: RoleChange, person: ContactPersonDto, done: string) => {
    setRefusal(null);
    mutation.mutate(
      { userId: person.userId, organizationId: organization.id },
      {
        onSuccess: () => notifications.show({ color: 'green', message: done }),
        onError: (error) => setRefusal(refusalOf(error)),
      },
    );
  };
  const askRemove = (person: ContactPersonDto) =>
    confirmAction({
      title: t('organizations:admin.contacts.removeTitle'),
      message: t('organizations:admin.contacts.removeMessage', { person: person.fullName, name: organization.name }),
      confirmLabel: t('organizations:admin.contacts.remove'),
      danger: true,
      onConfirm: () => change(remove, person, t('organizations:admin.contacts.removed', { person: person.fullName })),
    });

  const field = (name: string) => t(`organizations:admin.fields.${name}`);
  const isMain = (person: ContactPersonDto) => person.organizationRoleId === OrganizationRole.MainContactPerson;
  const columns: Column<ContactPersonDto>[] = [
    { header: field('personName'), key: true, cell: (person) => person.fullName },
    { header: field('userName'), cell: (person) => person.userName },
    { header: field('email'), cell: (person) => person.emailAddress },
    { header: field('phoneNumber'), cell: (person) => person.phoneNumber ?? '—' },
    { header: field('departmentAndTitle'), cell: (person) => [person.department, person.title].filter(Boolean).join(', ') || '—' },
    {
      header: field('role'),
      cell: (person) => (
        <Badge color={isMain(person) ? 'blue.9' : 'gray.7'} variant={isMain(person) ? 'filled' : 'outline'}>
          {t(`organizations:admin.role.${person.organizationRoleId}`)}
        </Badge>
      ),
    },
    {
      header: t('common:actions.label'),
      hiddenHeader: true,
      cell: (person) => (
        <Group gap={4} wrap="wrap">
          {isMain(person) ? (
            <Button
              size="xs"
              variant="subtle"
              disabled={busy}
              aria-label={t('organizations:admin.contacts.makeOrdinaryFor', { person: person.fullName })}
              onClick={() => change(makeOrdinary, person, t('organizations:admin.contacts.madeOrdinary', { person: person.fullName }))}
            >
              {t('organizations:admin.contacts.makeOrdinary')}
            </Button>
          ) : (
            <Button
              size="xs"
              variant="subtle"
              disabled={busy}
              aria-label={t('organizations:admin.contacts.makeMainFor', { person: person.fullName })}
              onClick={() => change(makeMain, person, t('organizations:admin.contacts.madeMain', { person: person.fullName }))}
            >
              {t('organizations:admin.contacts.makeMain')}
            </Button>
          )}
          <Button
            size="xs"
            variant="subtle"
            color="red"
            disabled={busy}
            onClick={() => askRemove(person)}
            aria-label={t('organizations:admin.contacts.removeFor', { person: person.fullName })}
          >
            {t('organizations:admin.contacts.remove')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="organization-contacts">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h3" id="organization-contacts">
          {t('organizations:admin.contacts.title')}
        </Title>
        <Button variant="light" onClick={() => setAdding(true)}>
          {t('organizations:admin.contacts.add')}
        </Button>
      </Group>
      {refusal ? (
        <Alert color="red" role="alert" title={t('organizations:admin.contacts.refused')} mb="sm">
          {refusal}
        </Alert>
      ) : null}
      {people.isPending ? (
        <LoadingState />
      ) : people.isError ? (
        <ErrorState error={people.error} onRetry={() => void people.refetch()} />
      ) : people.data.items.length === 0 ? (
        <Text>{t('organizations:admin.contacts.none')}</Text>
      ) : (
        <DataTable
          rows={people.data.items}
          columns={columns}
          caption={t('organizations:admin.contacts.caption', { name: organization.name })}
          rowKey={(person) => person.userId}
          minWidth={820}
          busy={people.isFetching}
        />
      )}
      <AdminAddContactPersonModal organization={organization} opened={adding} onClose={() => setAdding(false)} />
    </Paper>
  );
}
