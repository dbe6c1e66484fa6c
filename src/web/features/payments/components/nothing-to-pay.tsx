import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHomeLink } from './use-home-link';

/** No checkout is needed: the fee is nothing, already paid and valid, or the organisation's paid fee covers the person. */
export function NothingToPay({ reason }: { reason: 'free' | 'covered' | 'paid' }) {
  const { t } = useTranslation('payments');
  const home = useHomeLink();
  return (
    <Stack gap="md" align="flex-start">
      <Alert color="green" role="status">
        {t(`payments:checkout.nothingToPay.${reason}`)}
      </Alert>
      <Button component={Link} to={home.signedIn ? home.to : '/account/login'}>
        {t(home.signedIn ? home.labelKey : 'payments:links.signIn')}
      </Button>
    </Stack>
  );
}
