import { Alert, Button, Group, Paper, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { organizationProofsEndpoints } from '../../../../shared/contracts/client/organization-proofs';
import type { OrganizationClaimDto } from '../../../../shared/contracts/organization-proofs';
import { confirmAction } from '../../../components/confirm-action';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { formatDateTime } from '../../../lib/dates';
import { useLanguage } from '../../../lib/use-language';
import { claimQueueQuery, useOrganizationChange } from '../admin-api';
import { DataTable, type Column } from '../../../components/data-table';
import { useProblem, refusalOf } from '../../../lib/use-problem';

/**
 * The claims to organisation numbers still waiting for proof (decision 0023): an administrator
 * approves one, which makes the number its own and refuses the number's other claims, or refuses
 * it. Both close the claim for good and tell its people, so each asks first and says so.
 */
export function AdminClaimQueue() {
  const { t } = useTranslation(['organizations', 'common', 'errors']);
  const language = useLanguage();
  const claims = useQuery(claimQueueQuery());
  const [refusal, setRefusal] = useProblem();
  const approve = useOrganizationChange(organizationProofsEndpoints.approveClaim, { silent: true });
  const refuse = useOrganizationChange(organizationProofsEndpoints.refuseClaim, { silent: true });
  const busy = approve.isPending || refuse.isPending;

  const decide = (mutation: typeof approve, claim: OrganizationClaimDto, done: string) => {
    setRefusal(null);
    mutation.mutate(
      { id: claim.id },
      {
        onSuccess: () => notifications.show({ color: 'green', message: done }),
        onError: (error) => setRefusal(refusalOf(error)),
      },
    );
  };
  const names = (claim: OrganizationClaimDto) => ({ name: claim.name, number: claim.organizationNumber });
  const askApprove = (claim: OrganizationClaimDto) =>
    confirmAction({
      title: t('organizations:admin.claims.approveTitle'),
      message: t('organizations:admin.claims.approveMessage', names(claim)),
      details: claim.claimsOfNumber > 1 ? [t('organizations:admin.claims.othersRefused', { count: claim.claimsOfNumber - 1 })] : [],
      confirmLabel: t('organizations:admin.claims.approve'),
      onConfirm: () => decide(approve, claim, t('organizations:admin.claims.approved', names(claim))),
    });
  const askRefuse = (claim: OrganizationClaimDto) =>
    confirmAction({
      title: t('organizations:admin.claims.refuseTitle'),
      message: t('organizations:admin.claims.refuseMessage', names(claim)),
      confirmLabel: t('organizations:admin.claims.refuse'),
      danger: true,
      onConfirm: () => decide(refuse, claim, t('organizations:admin.claims.refusedDone', names(claim))),
    });

  const columns: Column<OrganizationClaimDto>[] = [
    { header: t('organizations:admin.fields.name'), key: true, cell: (claim) => claim.name },
    {
      header: t('organizations:admin.fields.organizationNumber'),
      cell: (claim) => (
        <>
          {claim.organizationNumber}
          {claim.claimsOfNumber > 1 ? (
            <Text size="xs">{t('organizations:admin.claims.claimsOfNumber', { count: claim.claimsOfNumber })}</Text>
          ) : null}
          {claim.isNumberHeld ? <Text size="xs">{t('organizations:admin.claims.held')}</Text> : null}
        </>
      ),
    },
    {
      header: t('organizations:admin.claims.source'),
      cell: (claim) => t(claim.isManualRegistration ? 'organizations:admin.claims.manual' : 'organizations:admin.claims.registry'),
    },
    {
      header: t('organizations:admin.fields.mainContact'),
      cell: (claim) => (
        <>
          {claim.mainContactName ?? '—'}
          {claim.mainContactEmailAddress ? <Text size="xs">{claim.mainContactEmailAddress}</Text> : null}
        </>
      ),
    },
    { header: t('organizations:admin.claims.registered'), cell: (claim) => formatDateTime(claim.creationTime, language) },
    {
      header: t('common:actions.label'),
      hiddenHeader: true,
      cell: (claim) => (
        <Group gap={4} wrap="wrap">
          <Button
            size="xs"
            disabled={busy || claim.isNumberHeld}
            aria-label={t('organizations:admin.claims.approveFor', names(claim))}
            onClick={() => askApprove(claim)}
          >
            {t('organizations:admin.claims.approve')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            disabled={busy}
            aria-label={t('organizations:admin.claims.refuseFor', names(claim))}
            onClick={() => askRefuse(claim)}
          >
            {t('organizations:admin.claims.refuse')}
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Paper withBorder p="md" radius="md" mb="md" component="section" aria-labelledby="organization-claims">
      <Title order={2} size="h3" id="organization-claims" mb="xs">
        {t('organizations:admin.claims.title')}
      </Title>
      <Text size="sm" mb="sm">
        {t('organizations:admin.claims.lead')}
      </Text>
      {refusal ? (
        <Alert color="red" role="alert" title={t('organizations:admin.claims.failed')} mb="sm">
          {refusal}
        </Alert>
      ) : null}
      {claims.isPending ? (
        <LoadingState />
      ) : claims.isError ? (
        <ErrorState error={claims.error} onRetry={() => void claims.refetch()} />
      ) : claims.data.items.length === 0 ? (
        <Text>{t('organizations:admin.claims.empty')}</Text>
      ) : (
        <DataTable
          rows={claims.data.items}
          columns={columns}
          caption={t('organizations:admin.claims.caption')}
          rowKey={(claim) => claim.id}
          minWidth={900}
          busy={claims.isFetching}
        />
      )}
    </Paper>
  );
}
