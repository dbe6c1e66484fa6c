import { Alert } from '@mantine/core';
import { PasswordInput } from '../../../components/password-input';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { changePasswordInput } from '../../../../shared/contracts/users';
import { businessMessageOf, hasFieldErrors, presentError } from '../../../lib/errors';
import { confirmationProblem, useContractForm } from '../../../lib/form';
import { useChangePassword } from '../api';

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The signed-in user's own password (User/ChangePassword), from the user menu. */
export function ChangePasswordModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['accounts', 'common']);
  const change = useChangePassword();
  const form = useContractForm(empty);

  const close = () => {
    form.reset(empty);
    change.reset();
    onClose();
  };

  const submit = () => {
    const mismatch = confirmationProblem(form.values.newPassword, form.values.confirmPassword);
    void form.submit({
      schema: changePasswordInput,
      input: form.values,
      extraErrors: mismatch ? { confirmPassword: mismatch } : undefined,
      call: change.mutateAsync,
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('accounts:changePassword.done') });
        close();
      },
    });
  };

  const problem =
    change.isError && !hasFieldErrors(change.error)
      ? (businessMessageOf(change.error) ??
        (() => {
          const p = presentError(change.error, (key, options) => t(key, options));
          return p.kind === 'modal' ? p.message : null;
        })())
      : null;

  return (
    <FormModal
      opened={opened}
      onClose={close}
      title={t('accounts:changePassword.title')}
      centered
      submitting={form.pending}
      submitLabel={t('accounts:changePassword.submit')}
      onSubmit={submit}
    >
      {problem ? (
        <Alert color="red" role="alert">
          {problem}
        </Alert>
      ) : null}
      <PasswordInput
        label={t('accounts:changePassword.current')}
        {...form.getInputProps('currentPassword')}
        autoComplete="current-password"
        required
        data-autofocus
      />
      <NewPasswordFields
        labels={{ password: t('accounts:changePassword.new'), confirm: t('accounts:changePassword.confirm') }}
        values={{ password: form.values.newPassword, confirm: form.values.confirmPassword }}
        errors={{ password: form.errors.newPassword, confirm: form.errors.confirmPassword }}
        onChange={(field, value) => form.setField(field === 'password' ? 'newPassword' : 'confirmPassword', value)}
      />
    </FormModal>
  );
}
