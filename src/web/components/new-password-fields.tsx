import { PasswordInput } from './password-input';
import { useTranslation } from 'react-i18next';

/**
 * A new password and its repetition, with the password rule and the browser's password manager
 * hints. Used wherever a password is chosen: registration, reset and change.
 */
export function NewPasswordFields({
  labels,
  values,
  errors,
  onChange,
  ids,
}: {
  labels: { password: string; confirm: string };
  values: { password: string; confirm: string };
  errors: { password?: string; confirm?: string };
  onChange: (field: 'password' | 'confirm', value: string) => void;
  ids?: { password?: string; confirm?: string };
}) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordInput
        id={ids?.password}
        label={labels.password}
        description={t('common:passwordRule')}
        // The rule under the field, not above it: side by side, both labels and both fields line up.
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        value={values.password}
        onChange={(e) => onChange('password', e.currentTarget.value)}
        error={errors.password}
        autoComplete="new-password"
        required
      />
      <PasswordInput
        id={ids?.confirm}
        label={labels.confirm}
        value={values.confirm}
        onChange={(e) => onChange('confirm', e.currentTarget.value)}
        error={errors.confirm}
        autoComplete="new-password"
        required
      />
    </>
  );
}
