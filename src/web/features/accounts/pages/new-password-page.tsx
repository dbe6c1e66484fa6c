import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { changeNewPasswordInput } from '../../../../shared/contracts/accounts';
import { fieldErrorsOf } from '../../../lib/errors';
import { confirmationProblem, useContractForm } from '../../../lib/form';
import { useChangeNewPassword } from '../api';
import { AuthCard } from '../../../components/auth-card';
import { Form } from '../../../components/form';

/**
 * `/account/login/new-password/:userId/:passwordResetCode`: the new password, twice. Reached from
 * `/register-user` it is the person's first password (`welcome`), and says so.
 */
export function NewPasswordPage() {
  const { t } = useTranslation(['accounts', 'common']);
  const navigate = useNavigate();
  const welcome = (useLocation().state as { welcome?: boolean } | null)?.welcome === true;
  const title = welcome ? t('accounts:registerUser.passwordTitle') : t('accounts:newPassword.title');
  const params = useParams();
  const change = useChangeNewPassword();
  const form = useContractForm({ newPassword: '', confirmPassword: '' });
  const userId = Number(params.userId);
  const passwordResetCode = params.passwordResetCode ?? '';
  const linkBroken = !Number.isInteger(userId) || userId <= 0 || passwordResetCode.length < 10;

  const submit = () => {
    const mismatch = confirmationProblem(form.values.newPassword, form.values.confirmPassword);
    void form.submit({
      schema: changeNewPasswordInput,
      input: { userId, passwordResetCode, newPassword: form.values.newPassword },
      extraErrors: mismatch ? { confirmPassword: mismatch } : undefined,
      call: change.mutateAsync,
      onSuccess: () => navigate('/account/login', { replace: true, state: { notice: welcome ? 'accountReady' : 'passwordChanged' } }),
      // Any other failure is the query client's to show; what the fields said stays.
      onError: () => form.errors,
    });
  };

  if (linkBroken) {
    return (
      <AuthCard title={title}>
        <Alert color="red" role="alert">
          {t('errors:invalidLink')}
        </Alert>
        <Anchor component={Link} to="/account/login">
          {t('accounts:resetLink.toLogin')}
        </Anchor>
      </AuthCard>
    );
  }

  const linkError = fieldErrorsOf(change.error).passwordResetCode ?? fieldErrorsOf(change.error).userId;

  return (
    <AuthCard title={title} lead={welcome ? t('accounts:registerUser.lead') : t('accounts:newPassword.lead')}>
      {linkError ? (
        <Alert color="red" role="alert">
          {linkError}
        </Alert>
      ) : null}
      <Form onSubmit={submit}>
        <Stack>
          <NewPasswordFields
            labels={{ password: t('accounts:newPassword.password'), confirm: t('accounts:newPassword.confirm') }}
            values={{ password: form.values.newPassword, confirm: form.values.confirmPassword }}
            errors={{ password: form.errors.newPassword, confirm: form.errors.confirmPassword }}
            onChange={(field, value) => form.setField(field === 'password' ? 'newPassword' : 'confirmPassword', value)}
          />
          <Button type="submit" loading={form.pending}>
            {t('accounts:newPassword.submit')}
          </Button>
        </Stack>
      </Form>
    </AuthCard>
  );
}
