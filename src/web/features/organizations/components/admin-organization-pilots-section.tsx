import { Badge, Group, Paper, Stack, Text, Title, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrganizationPilotDto } from '../../../../shared/contracts/organization-members';
import type { OrganizationDto } from '../../../../shared/contracts/organizations';
import { RecruitmentStatus } from '../../../../shared/enums';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { SearchField } from '../../../components/search-field';
import { formatDate } from '../../../lib/dates';
import { useLanguage } from '../../../lib/use-language';
import { adminOrganizationPilotsQuery, type SortDirection } from '../admin-api';
import { AdminValidity } from './admin-list-parts';
import { DataTable, type Column } from '../../../components/data-table';

/**
 * The organisation's pilots with their certificates and how long each holds, searched and sorted
 * by the next expiry, so that an administrator sees who must renew first.
 */
export function AdminOrganizationPilotsSection({ organization }: { organization: OrganizationDto }) {
  const { t } = useTranslation(['organizations', 'common']);
  const language = useLanguage();
  const [keyword, setKeyword] = useState('');
  const [direction, setDirection] = useState<SortDirection>('asc');
  const pilots = useQuery(adminOrganizationPilotsQuery(organization.id, keyword, direction));
  const nextDirection: SortDirection = direction === 'asc' ? 'desc' : 'asc';

  const field = (name: string) => t(`organizations:admin.fields.${name}`);
  const columns: Column<OrganizationPilotDto>[] = [
    { header: field('personName'), key: true, cell: (pilot) => pilot.fullName },
    { header: field('email'), cell: (pilot) => pilot.emailAddress },
    { header: field('phoneNumber'), cell: (pilot) => pilot.phoneNumber ?? '—' },
    {
      header: field('recruitmentStatus'),
      cell: (pilot) =>
        pilot.recruitmentStatusId === RecruitmentStatus.Approved
          ? t('organizations:admin.recruitment.approved')
          : t('organizations:admin.recruitment.waiting'),
    },
    {
      header: field('certificates'),
      cell: (pilot) =>
        pilot.certificates.length === 0 ? (
          t('organizations:admin.pilots.noCertificates')
        ) : (
          <Stack gap={4} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {pilot.certificates.map((certificate) => (
              <Group component="li" key={certificate.userCertificateId} gap="xs" wrap="wrap">
                <Badge color="gray.8" variant="outline">
                  {t(`organizations:admin.certificate.${certificate.certificateId}`, {
                    defaultValue: t('organizations:admin.certificate.other'),
                  })}
                </Badge>
                <Text size="sm">{certificate.certificateNumber}</Text>
                <AdminValidity until={certificate.expiredDate} isValid={certificate.isValid} />
              </Group>
            ))}
          </Stack>
        ),
    },
    {
      header: field('nextExpiry'),
      headerProps: { 'aria-sort': direction === 'asc' ? 'ascending' : 'descending' },
      headerContent: (
        <UnstyledButton onClick={() => setDirection(nextDirection)} fw={700} fz="sm" mih={24}>
          {field('nextExpiry')}
          <span aria-hidden="true">{direction === 'asc' ? ' ▲' : ' ▼'}</span>
          <VisuallyHidden>{t(`organizations:admin.pilots.sortTo.${nextDirection}`)}</VisuallyHidden>
        </UnstyledButton>
      ),
      cell: (pilot) => (pilot.nextExpiry ? formatDate(pilot.nextExpiry, language) : '—'),
    },
  ];

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="organization-pilots">
      <Title order={2} size="h3" id="organization-pilots" mb="sm">
        {t('organizations:admin.pilots.title')}
      </Title>
      <Group mb="md">
        <SearchField label={t('organizations:admin.pilots.search')} onSearch={setKeyword} />
      </Group>
      {pilots.isPending ? (
        <LoadingState />
      ) : pilots.isError ? (
        <ErrorState error={pilots.error} onRetry={() => void pilots.refetch()} />
      ) : pilots.data.items.length === 0 ? (
        <Text>{keyword ? t('organizations:admin.pilots.noneFound') : t('organizations:admin.pilots.none')}</Text>
      ) : (
        <DataTable
          rows={pilots.data.items}
          columns={columns}
          caption={t('organizations:admin.pilots.caption', { name: organization.name })}
          rowKey={(pilot) => pilot.id}
          minWidth={900}
          busy={pilots.isFetching}
        />
      )}
    </Paper>
  );
}
