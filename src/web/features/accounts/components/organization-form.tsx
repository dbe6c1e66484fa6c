import { Alert, Button, Fieldset, Group, NativeSelect, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  organizationNumber as organizationNumberRule,
  registerOrganizationInput,
  type OrganizationDto,
} from '../../../../shared/contracts/organizations';
import { UserType } from '../../../../shared/enums';
import { ErrorSummary, fieldIdIn, summaryItemsOf, useErrorSummary } from '../../../components/error-summary';
import { useCountries } from '../../../lib/countries';
import { businessMessageOf } from '../../../lib/errors';
import { useContractForm } from '../../../lib/form';
import { registrationApi, useRegisterOrganization } from '../api';

interface OrganizationForm extends Record<string, unknown> {
  organizationTypeId: string;
  organizationNumber: string;
  name: string;
  address: string;
  postCode: string;
  countryCode: string;
  email: string;
  phoneNumber: string;
  insurancePolicyNumber: string;
  insuranceCompanyName: string;
}

type Lookup = { kind: 'found'; name: string } | { kind: 'notFound' } | { kind: 'failed'; message: string } | null;

/**
 * The organisation's details step. The organisation number is looked up in the company registry,
 * which fills name and address; a number it does not know (or a registry that cannot answer) is
 * registered by hand and marked so. A contact person also says how big the organisation is; an
 * organisation's own account already has.
 */
export function OrganizationForm({
  userTypeId,
  token,
  onRegistered,
}: {
  userTypeId: number;
  token: string | undefined;
  onRegistered: (organization: OrganizationDto) => void;
}) {
  const { t } = useTranslation(['accounts', 'common']);
  const countries = useCountries();
  const register = useRegisterOrganization();
  const [summaryRef, summaryFailed] = useErrorSummary();
  const id = fieldIdIn('organization');
  const askSize = userTypeId === UserType.ContactPerson;
  const [lookup, setLookup] = useState<Lookup>(null);
  const form = useContractForm<OrganizationForm>({
    organizationTypeId: '',
    organizationNumber: '',
    name: '',
    address: '',
    postCode: '',
    countryCode: 'IS',
    email: '',
    phoneNumber: '',
    insurancePolicyNumber: '',
    insuranceCompanyName: '',
  });
  const v = form.values;

  const find = useMutation({
    mutationFn: registrationApi.lookupCompany,
    meta: { silent: true },
    onSuccess: (company) => {
      if (!company) return setLookup({ kind: 'notFound' });
      for (const field of ['name', 'address', 'postCode', 'countryCode'] as const) form.setField(field, company[field]);
      setLookup({ kind: 'found', name: company.name });
    },
    onError: (error) => setLookup({ kind: 'failed', message: businessMessageOf(error) ?? t('errors:unknown') }),
  });

  const lookUp = () => {
    const checked = organizationNumberRule.safeParse(v.organizationNumber);
    if (!checked.success) return form.setErrors({ organizationNumber: t('validation:organizationNumber') });
    find.mutate(checked.data);
  };

  const submit = () =>
    void form.submit({
      schema: registerOrganizationInput,
      input: {
        ...v,
        token,
        organizationTypeId: askSize ? (Number(v.organizationTypeId) as 1 | 2) || undefined : undefined,
        isManualRegistration: lookup?.kind !== 'found',
      },
      extraErrors: askSize && !v.organizationTypeId ? { organizationTypeId: t('validation:required') } : {},
      call: register.mutateAsync,
      onSuccess: onRegistered,
      onFieldErrors: summaryFailed,
      duplicateField: 'organizationNumber',
    });

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack>
        <ErrorSummary
          ref={summaryRef}
          title={t('accounts:register.summaryTitle', { count: summaryItemsOf('organization', form.errors).length })}
          items={summaryItemsOf('organization', form.errors)}
        />
        {askSize ? (
          <Radio.Group
            id={id('organizationTypeId')}
            label={t('accounts:wizard.organization.size')}
            required
            {...form.getInputProps('organizationTypeId')}
          >
            <Stack gap="xs" mt="xs">
              {[UserType.Under250, UserType.Over250].map((size) => (
                <Radio key={size} value={String(size)} label={t(`accounts:wizard.organization.sizes.${size}`)} />
              ))}
            </Stack>
          </Radio.Group>
        ) : null}
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            id={id('organizationNumber')}
            style={{ flex: 1 }}
            label={t('accounts:wizard.organization.organizationNumber')}
            description={t('accounts:wizard.organization.organizationNumberHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            {...form.getInputProps('organizationNumber')}
            inputMode="numeric"
            required
          />
          <Button variant="outline" onClick={lookUp} loading={find.isPending} mb={form.errors.organizationNumber ? 40 : 22}>
            {t('accounts:wizard.organization.lookup')}
          </Button>
        </Group>
        <div aria-live="polite">
          {find.isPending ? t('accounts:wizard.organization.lookingUp') : null}
          {lookup?.kind === 'found' ? (
            <Alert color="green">{t('accounts:wizard.organization.found', { name: lookup.name })}</Alert>
          ) : lookup?.kind === 'notFound' ? (
            <Alert color="yellow">{t('accounts:wizard.organization.notFound')}</Alert>
          ) : lookup?.kind === 'failed' ? (
            <Alert color="yellow">{lookup.message}</Alert>
          ) : null}
        </div>
        <TextInput
          id={id('name')}
          label={t('accounts:wizard.organization.name')}
          {...form.getInputProps('name')}
          autoComplete="organization"
          required
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput
            id={id('address')}
            label={t('accounts:wizard.organization.address')}
            {...form.getInputProps('address')}
            autoComplete="street-address"
            required
          />
          <TextInput
            id={id('postCode')}
            label={t('accounts:wizard.organization.postCode')}
            {...form.getInputProps('postCode')}
            autoComplete="postal-code"
            required
          />
          <NativeSelect
            id={id('countryCode')}
            label={t('accounts:wizard.organization.country')}
            {...form.getInputProps('countryCode')}
            data={countries.map((c) => ({ value: c.code, label: c.name }))}
            autoComplete="country"
            required
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            id={id('email')}
            type="email"
            label={t('accounts:wizard.organization.email')}
            {...form.getInputProps('email')}
            autoComplete="email"
            required
          />
          <TextInput
            id={id('phoneNumber')}
            type="tel"
            label={t('accounts:wizard.organization.phoneNumber')}
            {...form.getInputProps('phoneNumber')}
            autoComplete="tel"
            required
          />
        </SimpleGrid>
        <Fieldset legend={t('accounts:wizard.organization.insurance')} variant="unstyled" m={0}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              id={id('insurancePolicyNumber')}
              label={t('accounts:wizard.organization.insurancePolicyNumber')}
              {...form.getInputProps('insurancePolicyNumber')}
              required
            />
            <TextInput
              id={id('insuranceCompanyName')}
              label={t('accounts:wizard.organization.insuranceCompanyName')}
              {...form.getInputProps('insuranceCompanyName')}
              required
            />
          </SimpleGrid>
        </Fieldset>
        <Group justify="flex-end">
          <Button type="submit" loading={form.pending}>
            {t('accounts:wizard.organization.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
