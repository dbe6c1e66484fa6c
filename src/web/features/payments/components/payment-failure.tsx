import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FailureKind } from '../format';
import { useHomeLink } from './use-home-link';

/** Why the payment did not go through, that nothing was charged, and the ways on: try again, or home. */
export function PaymentFailure({ kind, reference, retryTo }: { kind: FailureKind; reference: string | null; retryTo: string }) {
  const { t } = useTranslation('payments');
  const home = useHomeLink();
  return (
    <Stack gap="md">
      <Alert color="red" role="alert" title={t(`payments:error.${kind}.title`)}>
        <Text size="sm">{t(`payments:error.${kind}.body`)}</Text>
        {reference ? (
          <Text size="sm" mt="xs">
            {t('payments:error.reference', { reference })}
          </Text>
        ) : null}
      </Alert>
      <Group gap="sm">
        <Button component={Link} to={retryTo}>
          {t('payments:error.tryAgain')}
        </Button>
        <Button component={Link} to={home.to} variant="default">
          {t(home.labelKey)}
        </Button>
      </Group>
    </Stack>
  );
}
