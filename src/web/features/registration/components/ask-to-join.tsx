import { Alert, Button, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { dropRegistrationToken } from '../../../lib/registration-token';
import { registrationApi } from '../api';

/**
 * A contact person whose organisation is registered already asks its main contact person to let
 * them speak for it (decision 0028). The registration ends with the request: the organisation's
 * fee covers its contact persons, so the person signs in and sees the request wait on My pages.
 */
export function AskToJoin({ organizationNumber, token }: { organizationNumber: string; token: string | undefined }) {
  const { t } = useTranslation('registration');
  const ask = useMutation({
    mutationFn: () => registrationApi.askToJoin({ organizationNumber, token }),
    onSuccess: () => dropRegistrationToken(),
  });
  if (ask.data) {
    return (
      <Alert color="green" title={t('registration:wizard.organization.join.sentTitle')} role="status">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('registration:wizard.organization.join.sent', { name: ask.data.organizationName })}</Text>
          <Button component={Link} to="/account/login" size="sm">
            {t('registration:wizard.organization.join.signIn')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <Alert color="blue" title={t('registration:wizard.organization.join.title')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('registration:wizard.organization.join.lead', { organizationNumber })}</Text>
        <Button size="sm" onClick={() => ask.mutate()} loading={ask.isPending}>
          {t('registration:wizard.organization.join.ask')}
        </Button>
      </Stack>
    </Alert>
  );
}
