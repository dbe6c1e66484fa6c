import { Alert, Anchor, Button, Paper, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { OrganizationDto } from '../../../../shared/contracts/organizations';
import { organizationsEndpoints } from '../../../../shared/contracts/client/organizations';
import { OrganizationRole } from '../../../../shared/enums';
import { Permission } from '../../../../shared/permissions';
import { useBreadcrumbTitle } from '../../../components/breadcrumbs';
import { confirmAction } from '../../../components/confirm-action';
import { FactList } from '../../../components/fact-list';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { useCountries } from '../../../lib/countries';
import { formatDate } from '../../../lib/dates';
import { routePath } from '../../../lib/routes';
import { useLanguage } from '../../../lib/use-language';
import { useSession } from '../../../lib/use-session';
import { adminContactPersonsQuery, adminOrganizationQuery, useOrganizationChange } from '../admin-api';
import { AdminContactPersonsSection } from '../components/admin-contact-persons-section';
import { numberFact } from '../components/organization-facts';
import { AdminValidity } from '../components/admin-list-parts';
import { AdminOrganizationFormModal } from '../components/admin-organization-form-modal';
import { AdminOrganizationPilotsSection } from '../components/admin-organization-pilots-section';
import { InsuranceSection } from '../components/insurance-section';

/** `/admin/organization/:orgName/:orgId`: one organisation, its insurance, contact persons and pilots, its edit and its deletion. */
export function AdminOrganizationDetailPage() {
  const { t } = useTranslation(['organizations', 'common', 'routes']);
  const params = useParams();
  const id = Number(params.orgId);
  const known = Number.isInteger(id) && id > 0;
  const organization = useQuery({ ...adminOrganizationQuery(id), enabled: known });
  const name = organization.data?.name ?? null;
  useBreadcrumbTitle(name);
  const appName = t('common:appName');
  useEffect(() => {
    if (!name) return;
    // The layout sets the route's own title in the same commit, after this (effects run child
    // first); the organisation's name goes in once it has.
    queueMicrotask(() => {
      document.title = `${name} | ${appName}`;
    });
  }, [name, appName]);

  if (!known)
    return (
      <Alert color="red" role="alert" title={t('organizations:admin.detail.notFound')}>
        <Anchor component={Link} to={routePath('adminOrganization')}>
          {t('organizations:admin.detail.backToList')}
        </Anchor>
      </Alert>
    );
  if (organization.isPending) return <LoadingState />;
  if (organization.isError) return <ErrorState error={organization.error} onRetry={() => void organization.refetch()} />;
  return <OrganizationPage organization={organization.data} />;
}

function OrganizationPage({ organization }: { organization: OrganizationDto }) {
  const { t } = useTranslation(['organizations', 'common', 'bulk-mail']);
  // Writing to the members is user administration (bulk e-mail), offered to those who hold it.
  const mayEmail = useSession().granted.has(Permission.Users);
  const [editing, setEditing] = useState(false);
  const contacts = useQuery(adminContactPersonsQuery(organization.id));
  const mainContact = contacts.data?.items.find((person) => person.organizationRoleId === OrganizationRole.MainContactPerson) ?? null;

  return (
    <>
      <PageHeader
        title={organization.name}
        description={t('organizations:admin.detail.lead', {
          number: organization.organizationNumber,
          type: t(`organizations:admin.type.${organization.userTypeId}`),
        })}
        actions={
          <>
            {mayEmail ? (
              <Button variant="default" component={Link} to={routePath('adminMailingToOrganization', { orgId: organization.id })}>
                {t('bulk-mail:links.organization')}
              </Button>
            ) : null}
            <Button variant="default" onClick={() => setEditing(true)}>
              {t('organizations:admin.edit.open')}
            </Button>
            <DeleteOrganization organization={organization} />
          </>
        }
      />
      <Stack gap="lg">
        <Paper withBorder p="md" radius="md">
          <OrganizationFacts organization={organization} />
        </Paper>
        <InsuranceSection organization={organization} audience="admin" />
        <AdminContactPersonsSection organization={organization} />
        <AdminOrganizationPilotsSection organization={organization} />
      </Stack>
      <AdminOrganizationFormModal
        organization={organization}
        mainContact={mainContact}
        opened={editing}
        onClose={() => setEditing(false)}
      />
    </>
  );
}

function OrganizationFacts({ organization }: { organization: OrganizationDto }) {
  const { t } = useTranslation(['organizations']);
  const language = useLanguage();
  const countries = useCountries();
  const country = countries.find((c) => c.code === organization.countryCode)?.name ?? organization.countryCode;
  return (
    <FactList
      cols={3}
      facts={[
        [t('organizations:admin.fields.organizationNumber'), numberFact(t, organization)],
        [t('organizations:admin.fields.userTypeId'), t(`organizations:admin.type.${organization.userTypeId}`)],
        [t('organizations:admin.fields.address'), `${organization.address}, ${organization.postCode}, ${country}`],
        [t('organizations:admin.fields.email'), organization.email],
        [t('organizations:admin.fields.phoneNumber'), organization.phoneNumber],
        [t('organizations:admin.fields.operatingNumber'), organization.operatingNumber ?? '—'],
        [t('organizations:admin.fields.operatingNumberExpiry'), <AdminValidity key="expiry" until={organization.operatingNumberExpiry} />],
        [
          t('organizations:admin.fields.registration'),
          organization.isManualRegistration ? t('organizations:admin.detail.manual') : t('organizations:admin.detail.fromRegistry'),
        ],
        [t('organizations:admin.fields.creationTime'), formatDate(organization.creationTime, language)],
      ]}
    />
  );
}

/** Deletion names the organisation, since it takes its insurance and its people's links with it. */
function DeleteOrganization({ organization }: { organization: OrganizationDto }) {
  const { t } = useTranslation(['organizations']);
  const navigate = useNavigate();
  const remove = useOrganizationChange(organizationsEndpoints.delete, { deletes: (input) => input.id });
  const ask = () =>
    confirmAction({
      title: t('organizations:admin.delete.title'),
      message: t('organizations:admin.delete.message', { name: organization.name }),
      details: [t('organizations:admin.delete.details')],
      confirmLabel: t('organizations:admin.delete.confirm', { name: organization.name }),
      danger: true,
      onConfirm: () =>
        remove.mutate(
          { id: organization.id },
          {
            onSuccess: () => {
              notifications.show({ color: 'green', message: t('organizations:admin.delete.done', { name: organization.name }) });
              void navigate(routePath('adminOrganization'));
            },
          },
        ),
    });
  // Mantine's red outline is 3.3:1 on white; shade 9 reaches AA.
  return (
    <Button color="red.9" variant="outline" onClick={ask} loading={remove.isPending}>
      {t('organizations:admin.delete.open')}
    </Button>
  );
}
