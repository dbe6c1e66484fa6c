import { Switch, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { createTenantInput, updateTenantInput, type TenantDto } from '../../../../shared/contracts/tenants';
import { fieldErrorsOf } from '../../../lib/errors';
import { useFormState, validateWith } from '../../../lib/form';
import { useCreateTenant, useUpdateTenant } from '../api';

const blank = { tenancyName: '', name: '', adminEmailAddress: '', isActive: true };

/** Create (`tenant` null) or edit a tenant; a new tenant's administrator gets an e-mail to set a password. */
export function TenantFormModal({ tenant, opened, onClose }: { tenant: TenantDto | null; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['tenants', 'common']);
  const create = useCreateTenant();
  const update = useUpdateTenant();
  const form = useFormState(blank);
  const { reset } = form;
  const editing = tenant !== null;

  useEffect(() => {
    if (!opened) return;
    reset(tenant ? { tenancyName: tenant.tenancyName, name: tenant.name, adminEmailAddress: '', isActive: tenant.isActive } : blank);
  }, [opened, tenant, reset]);

  const close = () => {
    create.reset();
    update.reset();
    onClose();
  };

  const submit = () => {
    const onSuccess = () => {
      notifications.show({ color: 'green', message: editing ? t('tenants:saved') : t('tenants:created') });
      close();
    };
    const onError = (error: unknown) => form.setErrors(fieldErrorsOf(error));
    if (tenant) {
      const { adminEmailAddress: _unused, ...rest } = form.values;
      const checked = validateWith(updateTenantInput, { ...rest, id: tenant.id }, t);
      if (checked.errors) return form.setErrors(checked.errors);
      update.mutate(checked.data, { onSuccess, onError });
    } else {
      const checked = validateWith(createTenantInput, form.values, t);
      if (checked.errors) return form.setErrors(checked.errors);
      create.mutate(checked.data, { onSuccess, onError });
    }
  };

  return (
    <FormModal
      opened={opened}
      onClose={close}
      title={editing ? t('tenants:form.editTitle') : t('tenants:form.createTitle')}
      submitting={create.isPending || update.isPending}
      onSubmit={submit}
    >
      <TextInput
        label={t('tenants:fields.tenancyName')}
        description={t('tenants:form.tenancyNameHint')}
        value={form.values.tenancyName}
        onChange={(e) => form.setField('tenancyName', e.currentTarget.value)}
        error={form.errors.tenancyName}
        required
        data-autofocus
      />
      <TextInput
        label={t('tenants:fields.name')}
        value={form.values.name}
        onChange={(e) => form.setField('name', e.currentTarget.value)}
        error={form.errors.name}
        required
      />
      {!editing ? (
        <TextInput
          type="email"
          label={t('tenants:fields.adminEmailAddress')}
          description={t('tenants:form.adminEmailHint')}
          value={form.values.adminEmailAddress}
          onChange={(e) => form.setField('adminEmailAddress', e.currentTarget.value)}
          error={form.errors.adminEmailAddress}
          required
        />
      ) : null}
      <Switch
        label={t('tenants:fields.isActive')}
        checked={form.values.isActive}
        onChange={(e) => form.setField('isActive', e.currentTarget.checked)}
      />
    </FormModal>
  );
}
