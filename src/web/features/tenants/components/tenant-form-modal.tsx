import { Switch, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { useEditForm } from '../../../components/use-edit-modal';
import { createTenantInput, updateTenantInput, type TenantDto } from '../../../../shared/contracts/tenants';
import { useContractForm } from '../../../lib/form';
import { useCreateTenant, useUpdateTenant } from '../api';

const blank = { tenancyName: '', name: '', adminEmailAddress: '', isActive: true };

/** Create (`tenant` null) or edit a tenant; a new tenant's administrator gets an e-mail to set a password. */
export function TenantFormModal({ tenant, opened, onClose }: { tenant: TenantDto | null; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['tenants', 'common']);
  const create = useCreateTenant();
  const update = useUpdateTenant();
  const form = useContractForm(blank, { names: { name: 'tenantName' } });
  const { reset } = form;
  const editing = tenant !== null;

  const { close, saved } = useEditForm({
    opened,
    onClose,
    reset,
    source: tenant,
    valuesOf: () =>
      tenant ? { tenancyName: tenant.tenancyName, name: tenant.name, adminEmailAddress: '', isActive: tenant.isActive } : blank,
    mutations: [create, update],
  });

  const submit = () => {
    const onSuccess = saved(editing ? t('tenants:saved') : t('tenants:created'));
    if (tenant) {
      const { adminEmailAddress: _unused, ...rest } = form.values;
      void form.submit({
        schema: updateTenantInput,
        input: { ...rest, id: tenant.id },
        call: update.mutateAsync,
        onSuccess,
        duplicateField: 'tenancyName',
      });
    } else
      void form.submit({
        schema: createTenantInput,
        input: form.values,
        call: create.mutateAsync,
        onSuccess,
        duplicateField: 'tenancyName',
      });
  };

  return (
    <FormModal
      opened={opened}
      onClose={close}
      title={editing ? t('tenants:form.editTitle') : t('tenants:form.createTitle')}
      submitting={form.pending}
      onSubmit={submit}
    >
      <TextInput
        label={t('tenants:fields.tenancyName')}
        description={t('tenants:form.tenancyNameHint')}
        {...form.getInputProps('tenancyName')}
        required
        data-autofocus
      />
      <TextInput label={t('tenants:fields.name')} {...form.getInputProps('name')} required />
      {!editing ? (
        <TextInput
          type="email"
          label={t('tenants:fields.adminEmailAddress')}
          description={t('tenants:form.adminEmailHint')}
          {...form.getInputProps('adminEmailAddress')}
          required
        />
      ) : null}
      <Switch label={t('tenants:fields.isActive')} {...form.getCheckboxProps('isActive')} />
    </FormModal>
  );
}
