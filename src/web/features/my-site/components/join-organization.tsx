import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@tanstack/react-query';
import { pagedQueryOptions } from '../../../lib/paged-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { organizationsEndpoints, userOrganizationsEndpoints } from '../../../../shared/contracts/client/organizations';
import type { OrganizationToJoinDto } from '../../../../shared/contracts/organization-members';
import { OrganizationRole, UserType } from '../../../../shared/enums';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { SearchField } from '../../../components/search-field';
import { call } from '../../../lib/api-client';
import { sessionKeys } from '../../../lib/app-session';
import { useSession } from '../../../lib/use-session';
import { useRequestsRefresh } from './organization-requests';

/**
 * A person finds an organisation by name or number and asks to join it (decision 0028): a pilot to
 * fly for it, which its contact persons accept; a contact person to speak for it, which its main
 * contact person accepts.
 */
export function JoinOrganization() {
  const { t } = useTranslation('my-site');
  const session = useSession();
  const refresh = useRequestsRefresh();
  const [keyword, setKeyword] = useState('');
  const role = session.userTypeId === UserType.ContactPerson ? OrganizationRole.ContactPerson : OrganizationRole.Pilot;
  const found = useQuery({
    ...pagedQueryOptions({
      queryKey: [...sessionKeys.all, 'organizations-to-join', keyword],
      queryFn: async ({ signal }) => (await call(organizationsEndpoints.findToJoin, { keyword }, signal)).items,
    }),
    enabled: keyword.length >= 2,
  });
  const ask = useMutation({
    mutationFn: (organization: OrganizationToJoinDto) =>
      call(userOrganizationsEndpoints.create, { organizationId: organization.id, organizationRoleId: role }),
    onSuccess: refresh,
  });
  const onAsk = (organization: OrganizationToJoinDto) =>
    void ask
      .mutateAsync(organization)
      .then(() => notifications.show({ color: 'green', message: t(`my-site:join.asked.${role}`, { name: organization.name }) }))
      .catch(() => undefined);

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="my-site-join">
      <Title order={2} size="h3" id="my-site-join" mb="xs">
        {t('my-site:join.title')}
      </Title>
      <Text size="sm" mb="sm">
        {t(`my-site:join.lead.${role}`)}
      </Text>
      <Stack>
        <SearchField label={t('my-site:join.search')} onSearch={setKeyword} />
        {keyword.length < 2 ? null : found.isPending ? (
          <LoadingState />
        ) : found.isError ? (
          <ErrorState error={found.error} onRetry={() => void found.refetch()} />
        ) : found.data.length === 0 ? (
          <Text role="status">{t('my-site:join.none', { keyword })}</Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-busy={found.isFetching}>
            {found.data.map((organization) => {
              const nameId = `my-site-join-${organization.id}`;
              return (
                <Group component="li" key={organization.id} justify="space-between" wrap="nowrap">
                  <Text id={nameId}>
                    {organization.name} <Text span size="sm">{`(${organization.organizationNumber})`}</Text>
                  </Text>
                  <Button size="xs" onClick={() => onAsk(organization)} loading={ask.isPending} aria-describedby={nameId}>
                    {t('my-site:join.ask')}
                  </Button>
                </Group>
              );
            })}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
