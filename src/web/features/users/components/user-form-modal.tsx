import { Alert, Checkbox, NativeSelect, PasswordInput, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { createUserInput, updateUserInput } from '../../../../shared/contracts/users';
import type { Language } from '../../../../shared/enums';
import { DateOfBirthInput } from '../../../components/date-of-birth-input';
import { partsToIsoDate } from '../../../lib/dates';
import { fieldErrorsOf } from '../../../lib/errors';
import { useFormState, validateWith, type FieldErrors } from '../../../lib/form';
import { dateOfBirthProblem, filterNameInput } from '../../../lib/validators';
import { assignableRolesQuery, countriesQuery, useCreateUser, useUpdateUser, userQuery } from '../api';
import { blank, fromUser, statusNames, userTypeNames, type UserForm } from './user-form-values';

/** Create (`userId` null) or edit a user: every field, roles as checkboxes, unlock when locked out. */
export function UserFormModal({ userId, opened, onClose }: { userId: number | null; opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation(['users', 'common']);
  const editing = userId !== null;
  const existing = useQuery({ ...userQuery(userId ?? 0), enabled: opened && editing });
  const roles = useQuery({ ...assignableRolesQuery(), enabled: opened });
  const countries = useQuery({ ...countriesQuery(i18n.resolvedLanguage ?? 'is'), enabled: opened });
  const create = useCreateUser();
  const update = useUpdateUser();
  const form = useFormState<UserForm>(blank);
  const { reset } = form;
  const v = form.values;

  useEffect(() => {
    if (!opened) return;
    if (editing && existing.data) reset(fromUser(existing.data));
    else if (!editing) reset(blank);
  }, [opened, editing, existing.data, reset]);

  const close = () => {
    create.reset();
    update.reset();
    onClose();
  };

  const submit = () => {
    const dateOfBirth = partsToIsoDate(v.dateOfBirth);
    const country = countries.data?.find((c) => c.code === v.countryCode)?.name ?? null;
    const common = {
      userName: v.userName,
      name: v.name,
      surname: v.surname,
      emailAddress: v.emailAddress,
      isActive: v.isActive,
      roleNames: v.roleNames,
      userTypeId: v.userTypeId === '' ? null : Number(v.userTypeId),
      statusId: Number(v.statusId),
      language: v.language,
      countryCode: v.countryCode === '' ? null : v.countryCode,
      country: v.countryCode === '' ? null : country,
      dateOfBirth,
      customerNumber: v.customerNumber.trim() === '' ? null : v.customerNumber,
    };
    const errors: FieldErrors = {};
    const dobProblem = dateOfBirthProblem(v.dateOfBirth, t('errors:dateOfBirthInvalid'));
    if (dobProblem) errors.dateOfBirth = dobProblem;
    const partsGiven = [v.dateOfBirth.day, v.dateOfBirth.month, v.dateOfBirth.year].filter((p) => p !== '').length;
    if (partsGiven > 0 && partsGiven < 3) errors.dateOfBirth = t('validation:date');
    const onError = (error: unknown) => form.setErrors(fieldErrorsOf(error));
    const onSuccess = () => {
      notifications.show({ color: 'green', message: editing ? t('users:saved') : t('users:created') });
      close();
    };
    if (editing && userId !== null) {
      const checked = validateWith(updateUserInput, { ...common, id: userId, unlock: v.unlock || undefined }, t);
      if (checked.errors || Object.keys(errors).length) return form.setErrors({ ...(checked.errors ?? {}), ...errors });
      update.mutate(checked.data!, { onSuccess, onError });
    } else {
      const checked = validateWith(createUserInput, { ...common, password: v.password }, t);
      if (checked.errors || Object.keys(errors).length) return form.setErrors({ ...(checked.errors ?? {}), ...errors });
      create.mutate(checked.data!, { onSuccess, onError });
    }
  };

  const pending = create.isPending || update.isPending;
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
          <Checkbox
            label={t('users:form.unlock')}
            checked={v.unlock}
            onChange={(e) => form.setField('unlock', e.currentTarget.checked)}
          />
        </Alert>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('users:fields.userName')}
          value={v.userName}
          onChange={(e) => form.setField('userName', e.currentTarget.value)}
          error={form.errors.userName}
          required
          autoComplete="off"
          data-autofocus
        />
        <TextInput
          type="email"
          label={t('users:fields.emailAddress')}
          value={v.emailAddress}
          onChange={(e) => form.setField('emailAddress', e.currentTarget.value)}
          error={form.errors.emailAddress}
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
            value={v.password}
            onChange={(e) => form.setField('password', e.currentTarget.value)}
            error={form.errors.password}
            required
            autoComplete="new-password"
            visibilityToggleButtonProps={{ 'aria-label': t('users:form.showPassword') }}
          />
        ) : null}
        <TextInput
          label={t('users:fields.customerNumber')}
          value={v.customerNumber}
          onChange={(e) => form.setField('customerNumber', e.currentTarget.value)}
          error={form.errors.customerNumber}
        />
        <NativeSelect
          label={t('users:fields.userType')}
          value={v.userTypeId}
          onChange={(e) => form.setField('userTypeId', e.currentTarget.value)}
          error={form.errors.userTypeId}
          data={[
            { value: '', label: t('users:userType.none') },
            ...Object.entries(userTypeNames).map(([id, key]) => ({ value: id, label: t(`users:userType.${key}`) })),
          ]}
        />
        <NativeSelect
          label={t('users:fields.status')}
          value={v.statusId}
          onChange={(e) => form.setField('statusId', e.currentTarget.value)}
          error={form.errors.statusId}
          data={Object.entries(statusNames).map(([id, key]) => ({ value: id, label: t(`users:status.${key}`) }))}
        />
        <NativeSelect
          label={t('users:fields.language')}
          value={v.language}
          onChange={(e) => form.setField('language', e.currentTarget.value as Language)}
          error={form.errors.language}
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
            ...(countries.data ?? []).map((c) => ({ value: c.code, label: c.name })),
            ...(v.countryCode && !countries.data?.some((c) => c.code === v.countryCode) ? [{ value: v.countryCode, label: v.countryCode }] : []),
          ]}
        />
      </SimpleGrid>
      <DateOfBirthInput
        legend={t('users:fields.dateOfBirth')}
        value={v.dateOfBirth}
        onChange={(value) => form.setField('dateOfBirth', value)}
        error={form.errors.dateOfBirth}
      />
      <Switch
        label={t('users:fields.isActive')}
        checked={v.isActive}
        onChange={(e) => form.setField('isActive', e.currentTarget.checked)}
      />
      <Checkbox.Group
        label={t('users:fields.roles')}
        value={v.roleNames}
        onChange={(value) => form.setField('roleNames', value)}
        error={form.errors.roleNames}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
          {(roles.data?.items ?? []).map((role) => (
            <Checkbox key={role.id} value={role.name} label={role.displayName || role.name} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
    </FormModal>
  );
}
