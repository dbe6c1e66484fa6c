import { Badge, Button, Group, Paper, Stack, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrganizationPilotDto } from '../../../../shared/contracts/organization-members';
import { organizationsEndpoints } from '../../../../shared/contracts/client/organizations';
import { CertificateType, RecruitmentStatus } from '../../../../shared/enums';
import { confirmAction } from '../../../components/confirm-action';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { SearchField } from '../../../components/search-field';
import { formatDate } from '../../../lib/dates';
import { formatNumber } from '../../../lib/numbers';
import { useLanguage } from '../../../lib/use-language';
import { organizationPilotsQuery, useOrganizationChange, type OrganizationPilotParams } from '../api';
import { certificateOfType, standingOf, type CertificateStanding, type MemberCertificate } from './certificate-standing';
import { DataTable, type Column } from '../../../components/data-table';

const certificateTypes = [CertificateType.A1A3, CertificateType.A2] as const;

/** The words carry the standing; the colour and the mark only repeat them. */
const standingLook: Record<CertificateStanding, { color: string; mark: string }> = {
  valid: { color: 'green.9', mark: '✓' },
  expiringSoon: { color: 'yellow.9', mark: '!' },
  expired: { color: 'red.9', mark: '✕' },
  invalid: { color: 'red.9', mark: '✕' },
};

const pilotNameId = (pilot: OrganizationPilotDto) => `organization-pilot-${pilot.id}`;

/**
 * The organisation's pilots with their A1/A3 and A2 certificates, searched by name, e-mail or ID
 * number and sorted by the next expiry (on the server), so an operator sees who must renew first.
 */
export function OrganizationPilotsSection({ organizationId, organizationName }: { organizationId: number; organizationName: string }) {
  const { t } = useTranslation(['organizations', 'common']);
  const language = useLanguage();
  const [params, setParams] = useState<OrganizationPilotParams>({ keyword: '', sortDirection: 'asc' });
  const pilots = useQuery(organizationPilotsQuery(organizationId, params));
  const disconnect = useOrganizationChange(organizationsEndpoints.updateDisconnectPilotOrganization);
  const approved = (pilots.data ?? []).filter((p) => p.recruitmentStatusId === RecruitmentStatus.Approved);
  const ascending = params.sortDirection === 'asc';

  const askDisconnect = (pilot: OrganizationPilotDto) =>
    confirmAction({
      title: t('organizations:mySite.pilots.disconnectTitle'),
      message: t('organizations:mySite.pilots.disconnectMessage', { name: pilot.fullName, organization: organizationName }),
      confirmLabel: t('organizations:mySite.pilots.disconnect'),
      danger: true,
      onConfirm: () =>
        disconnect.mutate(
          { id: pilot.id },
          {
            onSuccess: () =>
              notifications.show({ color: 'green', message: t('organizations:mySite.pilots.disconnected', { name: pilot.fullName }) }),
          },
        ),
    });

  const columns: Column<OrganizationPilotDto>[] = [
    {
      header: t('organizations:common.fields.fullName'),
      key: true,
      cellId: pilotNameId,
      cell: (pilot) => (
        <>
          <Text fw={600} size="sm">
            {pilot.fullName}
          </Text>
          <Text size="sm">{pilot.emailAddress}</Text>
          {pilot.phoneNumber ? <Text size="sm">{pilot.phoneNumber}</Text> : null}
        </>
      ),
    },
    ...certificateTypes.map((type): Column<OrganizationPilotDto> => ({
      header: t(`organizations:common.certificates.${type}`),
      cell: (pilot) => <CertificateCell certificate={certificateOfType(pilot.certificates, type)} />,
    })),
    {
      header: t('organizations:mySite.pilots.nextExpiry'),
      headerProps: { 'aria-sort': ascending ? 'ascending' : 'descending' },
      headerContent: (
        <UnstyledButton fw={700} fz="sm" mih={24} onClick={() => setParams((p) => ({ ...p, sortDirection: ascending ? 'desc' : 'asc' }))}>
          {t('organizations:mySite.pilots.nextExpiry')} <span aria-hidden="true">{ascending ? '▲' : '▼'}</span>
        </UnstyledButton>
      ),
      cell: (pilot) => (pilot.nextExpiry ? formatDate(pilot.nextExpiry, language) : '–'),
    },
    {
      header: t('common:actions.label'),
      hiddenHeader: true,
      cell: (pilot) => (
        // A subtle button draws its text at shade 6 at most (3.1:1 on a striped row); the text colour is set to red.9 itself.
        <Button
          size="xs"
          variant="subtle"
          color="red.9"
          c="red.9"
          aria-describedby={pilotNameId(pilot)}
          disabled={disconnect.isPending}
          onClick={() => askDisconnect(pilot)}
        >
          {t('organizations:mySite.pilots.disconnect')}
        </Button>
      ),
    },
  ];

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="organization-pilots">
      <Title order={2} size="h3" id="organization-pilots" mb="sm">
        {t('organizations:mySite.pilots.title')}
      </Title>
      <Stack>
        <Group align="flex-end">
          <SearchField label={t('organizations:mySite.pilots.search')} onSearch={(keyword) => setParams((p) => ({ ...p, keyword }))} />
        </Group>
        {/* Said when the order changes; aria-sort on the header says it to whoever reaches the table later. */}
        <VisuallyHidden role="status">
          {t(ascending ? 'organizations:mySite.pilots.sortedAscending' : 'organizations:mySite.pilots.sortedDescending')}
        </VisuallyHidden>
        {pilots.isPending ? (
          <LoadingState />
        ) : pilots.isError ? (
          <ErrorState error={pilots.error} onRetry={() => void pilots.refetch()} />
        ) : approved.length === 0 ? (
          <Text>{params.keyword ? t('organizations:mySite.pilots.noneFound') : t('organizations:mySite.pilots.none')}</Text>
        ) : (
          <>
            <Text size="sm">
              {t('organizations:mySite.pilots.count', { count: approved.length, formatted: formatNumber(approved.length, language) })}
            </Text>
            <DataTable
              rows={approved}
              columns={columns}
              caption={t('organizations:mySite.pilots.caption', { name: organizationName })}
              rowKey={(pilot) => pilot.id}
              minWidth={820}
              busy={pilots.isFetching}
            />
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** A certificate's number, its end date and where it stands, in words. */
function CertificateCell({ certificate }: { certificate: MemberCertificate | null }) {
  const { t } = useTranslation('organizations');
  const language = useLanguage();
  if (!certificate) return <Text size="sm">{t('organizations:common.certificateStanding.none')}</Text>;
  const standing = standingOf(certificate);
  const look = standingLook[standing];
  return (
    <Stack gap={2} align="flex-start">
      <Text size="sm">{certificate.certificateNumber}</Text>
      {certificate.expiredDate ? (
        <Text size="sm">{t('organizations:mySite.pilots.validUntil', { date: formatDate(certificate.expiredDate, language) })}</Text>
      ) : null}
      <Badge color={look.color} variant="filled" leftSection={<span aria-hidden="true">{look.mark}</span>}>
        {t(`organizations:common.certificateStanding.${standing}`)}
      </Badge>
    </Stack>
  );
}
