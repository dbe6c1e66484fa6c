import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { businessMessageOf, isApiError } from '../../../lib/errors';
import { AuthCard } from '../../../components/auth-card';

/** Why the way back from the identity provider ended without a session. */
export type IdLoginProblemReason = 'cancelled' | 'provider' | 'incomplete' | 'refused' | 'unreachable';

/** The reason a failed handler call gives: no answer at all, or the server's refusal (a bad state, a spent code). */
export function reasonOf(error: unknown): IdLoginProblemReason {
  return isApiError(error) && error.kind !== 'http' ? 'unreachable' : 'refused';
}

/**
 * Said plainly, with the way back to the login screen. The provider's own `error_description` is
 * not shown: it arrives in the address, which anyone can write, so only our words stand here.
 */
export function IdLoginProblem({ reason, error }: { reason: IdLoginProblemReason; error?: unknown }) {
  const { t } = useTranslation('id-login-web');
  const serverSays = reason === 'refused' ? businessMessageOf(error) : null;
  return (
    <AuthCard title={t('problem.title')}>
      <Alert color="red" role="alert">
        <Stack gap={4}>
          <Text size="sm">{t(`problem.${reason}`)}</Text>
          {serverSays ? <Text size="sm">{serverSays}</Text> : null}
        </Stack>
      </Alert>
      <Button component={Link} to="/account/login">
        {t('problem.backToLogin')}
      </Button>
    </AuthCard>
  );
}
