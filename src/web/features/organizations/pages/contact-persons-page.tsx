import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ContactPersonDto } from '../../../../shared/contracts/organization-members';
import { userOrganizationsEndpoints } from '../../../../shared/contracts/client/organizations';
import { OrganizationRole } from '../../../../shared/enums';
import { confirmAction } from '../../../components/confirm-action';
import { FormProblem } from '../../../components/form-problem';
import { EditIcon, TrashIcon } from '../../../components/icons';
import { RowAction } from '../../../components/paged-table';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { organizationMembershipsQuery, ownOrganizationIn } from '../../../lib/organization-access';
import { routePath } from '../../../lib/routes';
import { useSession } from '../../../lib/use-session';
import { contactPersonsQuery, useOrganizationChange } from '../api';
import { AddContactPersonModal } from '../components/add-contact-person-modal';
import { contactNameId, ContactPersonsTable } from '../components/contact-persons-table';
import { RequestsSection } from '../components/requests-section';
import { DepartmentTitleModal } from '../components/department-title-modal';
import { InviteContactPersonModal } from '../components/invite-contact-person-modal';
import { useOrganizationId } from '../components/use-organization-id';
import { refusalOf, useProblem } from '../../../lib/use-problem';

/**
 * `/my-site/contact-person/:orgId`: the organisation's contact persons. Its contact persons keep
 * departments and titles and add others; its main contact persons also change roles, remove and
 * invite. The server refuses to leave the organisation without a main contact person; its words
 * are shown above the list. Its pilots see the list only.
 */
export function ContactPersonsPage() {
  const { t } = useTranslation(['organizations', 'routes', 'common', 'errors']);
  const organizationId = useOrganizationId();
  const navigate = useNavigate();
  const { userId: ownUserId } = useSession();
  const contacts = useQuery(contactPersonsQuery(organizationId));
  const memberships = useQuery(organizationMembershipsQuery());
  const membership = memberships.data ? ownOrganizationIn(memberships.data, organizationId) : null;
  const isContact = membership?.abilities.manageOrganization ?? false;
  const isMain = membership?.abilities.manageContactRoles ?? false;
  const organizationName = membership?.organizationName ?? '';

  const [problem, setProblem] = useProblem();
  const [editing, setEditing] = useState<ContactPersonDto | null>(null);
  const [dialog, setDialog] = useState<'add' | 'invite' | null>(null);
  // Silent: the server's refusals are said above the list, where the reader acted.
  const makeMain = useOrganizationChange(userOrganizationsEndpoints.updateMainContactPersonRoleByUserId, { silent: true });
  const makeOrdinary = useOrganizationChange(userOrganizationsEndpoints.updateContactPersonRoleByUserId, { silent: true });
  const remove = useOrganizationChange(userOrganizationsEndpoints.removeContactPersonRoleByUserId, {
    silent: true,
    leaves: (input) => (input.userId === ownUserId ? organizationId : null),
  });
  const busy = makeMain.isPending || makeOrdinary.isPending || remove.isPending;
  const onError = (error: unknown) => setProblem(refusalOf(error));

  const changeRole = (person: ContactPersonDto, toMain: boolean) => {
    setProblem(null);
    (toMain ? makeMain : makeOrdinary).mutate(
      { userId: person.userId, organizationId },
      {
        onSuccess: () =>
          notifications.show({
            color: 'green',
            message: t(toMain ? 'organizations:mySite.contacts.madeMain' : 'organizations:mySite.contacts.madeOrdinary', {
              name: person.fullName,
            }),
          }),
        onError,
      },
    );
  };
  const askRemove = (person: ContactPersonDto) =>
    confirmAction({
      title: t('organizations:mySite.contacts.removeTitle'),
      message: t(person.userId === ownUserId ? 'organizations:mySite.contacts.removeSelf' : 'organizations:mySite.contacts.removeMessage', {
        name: person.fullName,
        organization: organizationName,
      }),
      confirmLabel: t('organizations:mySite.contacts.remove'),
      danger: true,
      onConfirm: () => {
        setProblem(null);
        remove.mutate(
          { userId: person.userId, organizationId },
          {
            onSuccess: () => {
              notifications.show({ color: 'green', message: t('organizations:mySite.contacts.removed', { name: person.fullName }) });
              // Without the role the page is no longer theirs to see.
              if (person.userId === ownUserId) void navigate(routePath('mySiteDefault'));
            },
            onError,
          },
        );
      },
    });

  const actions = (person: ContactPersonDto) => {
    const main = person.organizationRoleId === OrganizationRole.MainContactPerson;
    return (
      <>
        {isMain ? (
          <Button
            size="xs"
            variant="subtle"
            disabled={busy}
            onClick={() => changeRole(person, !main)}
            aria-describedby={contactNameId(person)}
          >
            {main ? t('organizations:mySite.contacts.makeOrdinary') : t('organizations:mySite.contacts.makeMain')}
          </Button>
        ) : null}
        <RowAction
          tooltip={t('common:actions.edit')}
          label={t('organizations:mySite.contacts.editItem', { name: person.fullName })}
          icon={<EditIcon />}
          onClick={() => setEditing(person)}
        />
        {isMain ? (
          <RowAction
            tooltip={t('organizations:mySite.contacts.remove')}
            label={t('organizations:mySite.contacts.removeItem', { name: person.fullName })}
            icon={<TrashIcon />}
            danger
            disabled={busy}
            onClick={() => askRemove(person)}
          />
        ) : null}
      </>
    );
  };

  return (
    <>
      <PageHeader
        title={t('routes:mySiteContactPerson')}
        description={organizationName ? t('organizations:mySite.contacts.lead', { name: organizationName }) : undefined}
        actions={
          isContact ? (
            <>
              <Button variant="light" onClick={() => setDialog('add')}>
                {t('organizations:mySite.contacts.add')}
              </Button>
              {isMain ? <Button onClick={() => setDialog('invite')}>{t('organizations:mySite.contacts.invite')}</Button> : null}
            </>
          ) : null
        }
      />
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="contact-persons">
        <Title order={2} size="h3" id="contact-persons" mb="sm">
          {t('organizations:mySite.contacts.title')}
        </Title>
        <Stack>
          {membership && !isContact ? <Text>{t('organizations:mySite.contacts.readOnly')}</Text> : null}
          <FormProblem message={problem} />
          {contacts.isPending ? (
            <LoadingState />
          ) : contacts.isError ? (
            <ErrorState error={contacts.error} onRetry={() => void contacts.refetch()} />
          ) : (
            <ContactPersonsTable
              people={contacts.data}
              caption={t('organizations:mySite.contacts.caption', { name: organizationName })}
              actions={isContact ? actions : undefined}
            />
          )}
        </Stack>
      </Paper>
      {isContact ? <RequestsSection organizationId={organizationId} of="contacts" canAnswer={isMain} /> : null}
      <DepartmentTitleModal organizationId={organizationId} person={editing} onClose={() => setEditing(null)} />
      <AddContactPersonModal organizationId={organizationId} opened={dialog === 'add'} onClose={() => setDialog(null)} />
      <InviteContactPersonModal organizationId={organizationId} opened={dialog === 'invite'} onClose={() => setDialog(null)} />
    </>
  );
}
