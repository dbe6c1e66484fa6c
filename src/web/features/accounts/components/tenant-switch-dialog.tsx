import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { isTenantAvailableInput, tenantAvailabilityState } from '../../../../shared/contracts/accounts';
import { useContractForm } from '../../../lib/form';
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
  const form = useContractForm({ tenancyName: initialName }, { askBeforeLeaving: false });
  const check = useIsTenantAvailable();

  const submit = () => {
    if (form.values.tenancyName.trim() === '') {
      onChosen(null, null);
      return;
    }
    void form.submit({
      schema: isTenantAvailableInput,
      input: form.values,
      call: (data) => check.mutateAsync(data.tenancyName),
      onSuccess: (result, { tenancyName }) => {
        if (result.state === tenantAvailabilityState.Available && result.tenantId) onChosen(result.tenantId, tenancyName);
        else if (result.state === tenantAvailabilityState.InActive)
          form.setErrors({ tenancyName: t('accounts:tenant.inactive', { name: tenancyName }) });
        else form.setErrors({ tenancyName: t('accounts:tenant.notFound', { name: tenancyName }) });
      },
    });
  };

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('accounts:tenant.title')}
      centered
      submitting={form.pending}
      submitLabel={t('accounts:tenant.submit')}
      onSubmit={submit}
    >
      <TextInput
        label={t('accounts:tenant.name')}
        description={t('accounts:tenant.hint')}
        {...form.getInputProps('tenancyName')}
        data-autofocus
      />
    </FormModal>
  );
}
