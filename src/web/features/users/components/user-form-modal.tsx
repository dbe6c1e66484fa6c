import { Alert, Checkbox, NativeSelect, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { PasswordInput } from '../../../components/password-input';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { useEditForm } from '../../../components/use-edit-modal';
import { createUserInput, updateUserInput } from '../../../../shared/contracts/users';
import { DateOfBirthInput } from '../../../components/date-of-birth-input';
import { personNames, useContractForm } from '../../../lib/form';
import { filterNameInput } from '../../../lib/validators';
import { assignableRolesQuery, useCreateUser, useUpdateUser, userQuery } from '../api';
import { blank, dateOfBirthErrors, fromUser, statusNames, userInputOf, userTypeNames, type UserForm } from './user-form-values';
import { roleLabel } from '../../../lib/roles';
import { useCountries } from '../../../lib/countries';

/** Create (`userId` null) or edit a user: every field, roles as checkboxes, unlock when locked out. */
export function UserFormModal({ userId, opened, onClose }: { userId: number | null; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation(['users', 'common']);
  const editing = userId !== null;
  const existing = useQuery({ ...userQuery(userId ?? 0), enabled: opened && editing });
  const roles = useQuery({ ...assignableRolesQuery(), enabled: opened });
  const countries = useCountries();
  const create = useCreateUser();
  const update = useUpdateUser();
  const form = useContractForm<UserForm>(blank, { names: personNames });
  const { reset } = form;
  const v = form.values;

  const { close, saved } = useEditForm({
    opened,
    onClose,
    reset,
    source: editing ? existing.data : null,
    valuesOf: () => (editing ? existing.data && fromUser(existing.data) : blank),
    mutations: [create, update],
  });

  const submit = () => {
    const common = userInputOf(v, countries);
    const errors = dateOfBirthErrors(v);
    const onSuccess = saved(editing ? t('users:saved') : t('users:created'));
    if (editing && userId !== null) {
      const input = { ...common, id: userId, unlock: v.unlock || undefined };
      void form.submit({
        schema: updateUserInput,
        input,
        extraErrors: errors,
        call: update.mutateAsync,
        onSuccess,
        duplicateField: 'emailAddress',
      });
    } else {
      const input = { ...common, password: v.password };
      void form.submit({
        schema: createUserInput,
        input,
        extraErrors: errors,
        call: create.mutateAsync,
        onSuccess,
        duplicateField: 'emailAddress',
      });
    }
  };

  const pending = form.pending;
  const loading = editing && existing.isPending;

  return (
    <FormModal
      opened={opened}
      onClose={close}
      title={editing ? t('users:form.editTitle') : t('users:form.createTitle')}
      size="xl"
      loading={loading}
      submitting={pending}
      onSubmit={submit}
    >
      {editing && existing.data?.isLockedOut ? (
        <Alert color="orange" title={t('users:form.lockedTitle')}>
          <Checkbox label={t('users:form.unlock')} {...form.getCheckboxProps('unlock')} />
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('users:fields.userName')} {...form.getInputProps('userName')} required autoComplete="off" data-autofocus />
        <TextInput
          type="email"
          label={t('users:fields.emailAddress')}
          {...form.getInputProps('emailAddress')}
          required
          autoComplete="off"
        />
        <TextInput
          label={t('users:fields.name')}
          value={v.name}
          onChange={(e) => form.setField('name', filterNameInput(e.currentTarget.value))}
          error={form.errors.name}
          required
        />
        <TextInput
          label={t('users:fields.surname')}
          value={v.surname}
          onChange={(e) => form.setField('surname', filterNameInput(e.currentTarget.value))}
          error={form.errors.surname}
          required
        />
        {!editing ? (
          <PasswordInput
            label={t('users:fields.password')}
            description={t('users:form.passwordRule')}
            {...form.getInputProps('password')}
            required
            autoComplete="new-password"
          />
        ) : null}
        <TextInput label={t('users:fields.customerNumber')} {...form.getInputProps('customerNumber')} />
        <NativeSelect
          label={t('users:fields.userType')}
          {...form.getInputProps('userTypeId')}
          data={[
            { value: '', label: t('users:userType.none') },
            ...Object.entries(userTypeNames).map(([id, key]) => ({ value: id, label: t(`users:userType.${key}`) })),
          ]}
        />
        <NativeSelect
          label={t('users:fields.status')}
          {...form.getInputProps('statusId')}
          data={Object.entries(statusNames).map(([id, key]) => ({ value: id, label: t(`users:status.${key}`) }))}
        />
        <NativeSelect
          label={t('users:fields.language')}
          {...form.getInputProps('language')}
          data={[
            { value: 'is', label: t('common:language.is') },
            { value: 'en', label: t('common:language.en') },
          ]}
        />
        <NativeSelect
          label={t('users:fields.country')}
          value={v.countryCode}
          onChange={(e) => form.setField('countryCode', e.currentTarget.value)}
          error={form.errors.countryCode ?? form.errors.country}
          data={[
            { value: '', label: t('users:form.noCountry') },
            ...countries.map((c) => ({ value: c.code, label: c.name })),
            ...(v.countryCode && !countries.some((c) => c.code === v.countryCode) ? [{ value: v.countryCode, label: v.countryCode }] : []),
          ]}
        />
      </SimpleGrid>
      <DateOfBirthInput legend={t('users:fields.dateOfBirth')} {...form.getInputProps('dateOfBirth')} />
      <Switch label={t('users:fields.isActive')} {...form.getCheckboxProps('isActive')} />
      <Checkbox.Group label={t('users:fields.roles')} {...form.getInputProps('roleNames')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
          {(roles.data?.items ?? []).map((role) => (
            <Checkbox key={role.id} value={role.normalizedName} label={roleLabel(t, role)} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
    </FormModal>
  );
}
