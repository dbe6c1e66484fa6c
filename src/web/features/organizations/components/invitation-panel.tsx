import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { organizationsEndpoints } from '../../../../shared/contracts/client/organizations';
import { confirmAction } from '../../../components/confirm-action';
import { routePath } from '../../../lib/routes';
import { useOrganizationChange } from '../api';

/**
 * An organisation's invitation to the pilot, answered here: accepting lets its contact persons see
 * the pilot's certificates; declining (after confirming) ends the link and takes the pilot home.
 */
export function InvitationPanel({ linkId, organizationId, name }: { linkId: number; organizationId: number; name: string }) {
  const { t } = useTranslation('organizations');
  const navigate = useNavigate();
  const accept = useOrganizationChange(organizationsEndpoints.updateAcceptPilotRecruitment);
  const reject = useOrganizationChange(organizationsEndpoints.updateRejectPilotRecruitment, { leaves: () => organizationId });

  // The answer changes the person's roles, and this panel goes with the old ones: what follows an
  // answer hangs on its promise, which holds when the panel is gone, not on this panel's callbacks.
  const onAccept = () =>
    void accept
      .mutateAsync({ id: linkId })
      .then(() => notifications.show({ color: 'green', message: t('organizations:mySite.invitation.accepted', { name }) }))
      .catch(() => undefined);
  const onReject = () =>
    confirmAction({
      title: t('organizations:mySite.invitation.rejectTitle'),
      message: t('organizations:mySite.invitation.rejectMessage', { name }),
      confirmLabel: t('organizations:mySite.invitation.reject'),
      danger: true,
      onConfirm: () =>
        void reject
          .mutateAsync({ id: linkId })
          .then(() => {
            notifications.show({ color: 'green', message: t('organizations:mySite.invitation.rejected', { name }) });
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
      <Group>
        <Button onClick={onAccept} loading={accept.isPending} disabled={reject.isPending}>
          {t('organizations:mySite.invitation.accept')}
        </Button>
        <Button variant="outline" color="red.9" onClick={onReject} loading={reject.isPending} disabled={accept.isPending}>
          {t('organizations:mySite.invitation.reject')}
        </Button>
      </Group>
    </Paper>
  );
}
