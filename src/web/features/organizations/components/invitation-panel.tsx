import { Button, Paper, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { userOrganizationsEndpoints } from '../../../../shared/contracts/client/organizations';
import { confirmAction } from '../../../components/confirm-action';
import { routePath } from '../../../lib/routes';
import { useOrganizationChange } from '../api';

/**
 * The pilot's own request to fly for the organisation, waiting for its contact persons' answer
 * (decision 0028): the organisation opens its details once it accepts. The pilot may withdraw it.
 */
export function InvitationPanel({ organizationId, name }: { organizationId: number; name: string }) {
  const { t } = useTranslation('organizations');
  const navigate = useNavigate();
  const withdraw = useOrganizationChange(userOrganizationsEndpoints.removeCurrentUserFromOrganization, {
    leaves: (input) => input.organizationId,
  });

  // Withdrawing takes the person's place away, and this panel with it: what follows hangs on the promise.
  const onWithdraw = () =>
    confirmAction({
      title: t('organizations:mySite.invitation.withdrawTitle'),
      message: t('organizations:mySite.invitation.withdrawMessage', { name }),
      confirmLabel: t('organizations:mySite.invitation.withdraw'),
      danger: true,
      onConfirm: () =>
        void withdraw
          .mutateAsync({ organizationId })
          .then(() => {
            notifications.show({ color: 'green', message: t('organizations:mySite.invitation.withdrawn', { name }) });
            return navigate(routePath('mySiteDefault'));
          })
          .catch(() => undefined),
    });

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="organization-invitation" bg="blue.0">
      <Title order={2} size="h3" id="organization-invitation" mb="xs">
        {t('organizations:mySite.invitation.title', { name })}
      </Title>
      <Text mb="sm">{t('organizations:mySite.invitation.lead', { name })}</Text>
      <Button variant="outline" color="red.9" onClick={onWithdraw} loading={withdraw.isPending}>
        {t('organizations:mySite.invitation.withdraw')}
      </Button>
    </Paper>
  );
}
