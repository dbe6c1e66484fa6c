import { Alert, Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from '../../../components/auth-card';
import { RegistrationProgress } from './registration-progress';
import { ResendConfirmation } from './resend-confirmation';

/** "Check your e-mail", once the account is made: its heading takes the focus, as the form it replaces had it. */
export function CheckEmailCard({ email, userTypeId }: { email: string; userTypeId: number }) {
  const { t } = useTranslation('registration');
  return (
    <AuthCard title={t('register.checkEmailTitle')} focusHeading>
      <RegistrationProgress userTypeId={userTypeId} current="confirmed" />
      <Alert color="green" role="status">
        {t('register.checkEmail', { email })}
      </Alert>
      <Text size="sm">{t('register.checkEmailHint')}</Text>
      <Button component={Link} to="/account/login" state={{ userName: email }} variant="outline">
        {t('register.toLogin')}
      </Button>
      <ResendConfirmation userTypeId={userTypeId} />
    </AuthCard>
  );
}
