import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { isTenantAvailableInput, tenantAvailabilityState } from '../../../../shared/contracts/accounts';
import { fieldErrorsOf } from '../../../lib/errors';
import { validateWith } from '../../../lib/form';
import { useIsTenantAvailable } from '../api';

/** The dialog of the tenant switch: asks the tenant's name and checks it (Account/IsTenantAvailable); empty means the host. */
export function TenantSwitchDialog({
  opened,
  initialName,
  onClose,
  onChosen,
}: {
  opened: boolean;
  initialName: string;
  onClose: () => void;
  onChosen: (tenantId: number | null, tenancyName: string | null) => void;
}) {
  const { t } = useTranslation(['accounts', 'common']);
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);
  const check = useIsTenantAvailable();

  const submit = () => {
    if (name.trim() === '') {
      onChosen(null, null);
      return;
    }
    const checked = validateWith(isTenantAvailableInput, { tenancyName: name }, t);
    if (checked.errors) {
      setError(checked.errors.tenancyName ?? null);
      return;
    }
    check.mutate(checked.data.tenancyName, {
      onSuccess: (result) => {
        if (result.state === tenantAvailabilityState.Available && result.tenantId) onChosen(result.tenantId, checked.data.tenancyName);
        else if (result.state === tenantAvailabilityState.InActive) setError(t('accounts:tenant.inactive', { name: checked.data.tenancyName }));
        else setError(t('accounts:tenant.notFound', { name: checked.data.tenancyName }));
      },
      onError: (e) => setError(fieldErrorsOf(e).tenancyName ?? null),
    });
  };

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('accounts:tenant.title')}
      centered
      submitting={check.isPending}
      submitLabel={t('accounts:tenant.submit')}
      onSubmit={submit}
    >
      <TextInput
        label={t('accounts:tenant.name')}
        description={t('accounts:tenant.hint')}
        value={name}
        onChange={(e) => {
          setName(e.currentTarget.value);
          setError(null);
        }}
        error={error}
        data-autofocus
      />
    </FormModal>
  );
}
