import { Alert, Button, Fieldset, Group, NativeSelect, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { organizationNumber as organizationNumberRule, organizationUserTypeIds } from '../../../../shared/contracts/organizations';
import { ErrorCode } from '../../../../shared/errors';
import { useCountries } from '../../../lib/countries';
import { businessMessageOf, isApiError } from '../../../lib/errors';
import type { ContractForm, FieldErrors } from '../../../lib/form';
import { lookupCompany } from '../admin-api';

/** The organisation's own fields as the inputs hold them, shared by the register and edit forms. */
export interface OrganizationFieldValues {
  organizationNumber: string;
  name: string;
  address: string;
  postCode: string;
  countryCode: string;
  email: string;
  phoneNumber: string;
  userTypeId: string;
  insurancePolicyNumber: string;
  insuranceCompanyName: string;
}

export const blankOrganizationFields: OrganizationFieldValues = {
  organizationNumber: '',
  name: '',
  address: '',
  postCode: '',
  countryCode: 'IS',
  email: '',
  phoneNumber: '',
  userTypeId: '',
  insurancePolicyNumber: '',
  insuranceCompanyName: '',
};

/** The size is a choice the contract checks as a number; an unchosen one is said plainly. */
export function typeProblem(values: OrganizationFieldValues, required: string): FieldErrors {
  return values.userTypeId === '' ? { userTypeId: required } : {};
}

/**
 * Where a duplicate refusal (450) belongs: the server names the taken value in its sentence, so an
 * e-mail address already in use lands on the e-mail field that holds it, anything else on the
 * organisation number (the only other thing that must be unique).
 */
export function duplicateFieldErrors(error: unknown, emailFields: Readonly<Record<string, string>>): FieldErrors | null {
  if (!isApiError(error) || error.code !== ErrorCode.Duplicate) return null;
  const message = businessMessageOf(error);
  if (!message) return null;
  const said = message.toLowerCase();
  const emailField = Object.entries(emailFields).find(([, value]) => value.trim() !== '' && said.includes(value.trim().toLowerCase()));
  return { [emailField ? emailField[0] : 'organizationNumber']: message };
}

type Lookup = { kind: 'found'; name: string } | { kind: 'notFound' } | { kind: 'failed'; message: string } | null;

/**
 * The organisation's number, name, address, contact details, size and main insurance. With
 * `onLookedUp`, the number can be looked up in the company registry, which fills name and
 * address; the form is told which number the registry knew, so that details typed by hand (or
 * a number changed afterwards) are marked as a manual registration.
 */
export function AdminOrganizationFields<T extends OrganizationFieldValues>({
  form,
  formId,
  onLookedUp,
}: {
  form: ContractForm<T>;
  formId: string;
  onLookedUp?: (organizationNumber: string | null) => void;
}) {
  const { t } = useTranslation(['organizations', 'common', 'validation', 'errors']);
  const countries = useCountries();
  const [lookup, setLookup] = useState<Lookup>(null);
  const id = (field: string) => `${formId}-${field}`;
  const { setField } = form;
  const find = useMutation({
    mutationFn: lookupCompany,
    meta: { silent: true },
    onSuccess: (company, number) => {
      if (!company) {
        setLookup({ kind: 'notFound' });
        onLookedUp?.(null);
        return;
      }
      for (const field of ['name', 'address', 'postCode', 'countryCode'] as const) setField(field, company[field] as T[typeof field]);
      setLookup({ kind: 'found', name: company.name });
      onLookedUp?.(number);
    },
    onError: (error) => {
      setLookup({ kind: 'failed', message: businessMessageOf(error) ?? t('errors:unknown') });
      onLookedUp?.(null);
    },
  });

  const lookUp = () => {
    const checked = organizationNumberRule.safeParse(form.values.organizationNumber);
    if (!checked.success) return form.setErrors({ organizationNumber: t('validation:organizationNumber') });
    find.mutate(checked.data);
  };

  return (
    <Stack>
      <Group align="flex-end" wrap="nowrap">
        <TextInput
          id={id('organizationNumber')}
          style={{ flex: 1 }}
          label={t('organizations:admin.fields.organizationNumber')}
          description={t('organizations:admin.form.organizationNumberHint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...form.getInputProps('organizationNumber')}
          inputMode="numeric"
          required
          data-autofocus
        />
        {onLookedUp ? (
          <Button variant="outline" onClick={lookUp} loading={find.isPending} mb={form.errors.organizationNumber ? 40 : 22}>
            {t('organizations:admin.form.lookup')}
          </Button>
        ) : null}
      </Group>
      {onLookedUp ? (
        <div aria-live="polite">
          {find.isPending ? t('organizations:admin.form.lookingUp') : null}
          {lookup?.kind === 'found' ? (
            <Alert color="green">{t('organizations:admin.form.found', { name: lookup.name })}</Alert>
          ) : lookup?.kind === 'notFound' ? (
            <Alert color="yellow">{t('organizations:admin.form.notFound')}</Alert>
          ) : lookup?.kind === 'failed' ? (
            <Alert color="yellow">{lookup.message}</Alert>
          ) : null}
        </div>
      ) : null}
      <TextInput id={id('name')} label={t('organizations:admin.fields.name')} {...form.getInputProps('name')} autoComplete="off" required />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput id={id('address')} label={t('organizations:admin.fields.address')} {...form.getInputProps('address')} required />
        <TextInput id={id('postCode')} label={t('organizations:admin.fields.postCode')} {...form.getInputProps('postCode')} required />
        <NativeSelect
          id={id('countryCode')}
          label={t('organizations:admin.fields.countryCode')}
          {...form.getInputProps('countryCode')}
          data={countries.map((c) => ({ value: c.code, label: c.name }))}
          required
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          id={id('email')}
          type="email"
          label={t('organizations:admin.fields.email')}
          {...form.getInputProps('email')}
          autoComplete="off"
          required
        />
        <TextInput
          id={id('phoneNumber')}
          type="tel"
          label={t('organizations:admin.fields.phoneNumber')}
          {...form.getInputProps('phoneNumber')}
          autoComplete="off"
          required
        />
      </SimpleGrid>
      <Radio.Group id={id('userTypeId')} label={t('organizations:admin.fields.userTypeId')} required {...form.getInputProps('userTypeId')}>
        <Group gap="lg" mt="xs">
          {organizationUserTypeIds.map((type) => (
            <Radio key={type} value={String(type)} label={t(`organizations:admin.type.${type}`)} />
          ))}
        </Group>
      </Radio.Group>
      <Fieldset legend={t('organizations:admin.form.mainInsurance')} variant="unstyled" m={0}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            id={id('insurancePolicyNumber')}
            label={t('organizations:admin.fields.insurancePolicyNumber')}
            {...form.getInputProps('insurancePolicyNumber')}
            required
          />
          <TextInput
            id={id('insuranceCompanyName')}
            label={t('organizations:admin.fields.insuranceCompanyName')}
            {...form.getInputProps('insuranceCompanyName')}
            required
          />
        </SimpleGrid>
      </Fieldset>
    </Stack>
  );
}
