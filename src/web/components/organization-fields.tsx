import { Alert, Button, Fieldset, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { organizationNumber as organizationNumberRule, type CompanyDto } from '../../shared/contracts/organizations';
import { useCountries } from '../lib/countries';
import type { ContractForm } from '../lib/form';
import { problemText, type ProblemLike } from '../../shared/issue-message';
import { refusalOf } from '../lib/use-problem';

/** The organisation's own fields as the inputs hold them. */
export interface OrganizationFieldValues {
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

export const blankOrganizationFields: OrganizationFieldValues = {
  organizationNumber: '',
  name: '',
  address: '',
  postCode: '',
  countryCode: 'IS',
  email: '',
  phoneNumber: '',
  insurancePolicyNumber: '',
  insuranceCompanyName: '',
};

/** Each screen words the fields its own way: a registering organisation speaks of itself, an administrator of another. */
export interface OrganizationFieldLabels {
  organizationNumber: string;
  organizationNumberHint: string;
  lookup: string;
  lookingUp: string;
  found: (name: string) => string;
  notFound: string;
  name: string;
  /** Says why the name cannot be typed once the registry gave it. */
  nameFromRegistry: string;
  address: string;
  postCode: string;
  countryCode: string;
  email: string;
  phoneNumber: string;
  insurance: string;
  insurancePolicyNumber: string;
  insuranceCompanyName: string;
}

type Lookup = { kind: 'found'; name: string; number: string } | { kind: 'notFound' } | { kind: 'failed'; problem: ProblemLike } | null;

/**
 * The organisation's number, name, address, contact details and main insurance, with the screen's
 * own fields (`children`) before the insurance. With `registry`, the number can be looked up in
 * the company registry, which fills name and address; `onLookedUp` is told the number it knew, or
 * null. The registry's name is the one the server stores for a number it knows (decision 0023),
 * so it is shown read-only while the number stays the one looked up. `ownDetails` lets the browser fill in the organisation's own address and contact details;
 * an administrator typing another organisation's turns that off.
 */
export function OrganizationFields<T extends OrganizationFieldValues>({
  form,
  formId,
  labels,
  ownDetails,
  registry,
  autoFocus = false,
  children,
}: {
  form: ContractForm<T>;
  formId: string;
  labels: OrganizationFieldLabels;
  ownDetails: boolean;
  registry?: { lookUp: (number: string) => Promise<CompanyDto | null>; onLookedUp: (organizationNumber: string | null) => void };
  autoFocus?: boolean;
  children?: ReactNode;
}) {
  const { t } = useTranslation(['validation', 'errors']);
  const [lookup, setLookup] = useState<Lookup>(null);
  const id = (field: string) => `${formId}-${field}`;
  const { setField } = form;
  const find = useMutation({
    mutationFn: async (number: string) => (registry ? registry.lookUp(number) : null),
    meta: { silent: true },
    onSuccess: (company, number) => {
      if (!company) {
        setLookup({ kind: 'notFound' });
        registry?.onLookedUp(null);
        return;
      }
      for (const field of ['name', 'address', 'postCode', 'countryCode'] as const) setField(field, company[field] as T[typeof field]);
      setLookup({ kind: 'found', name: company.name, number });
      registry?.onLookedUp(number);
    },
    onError: (error) => {
      setLookup({ kind: 'failed', problem: refusalOf(error) });
      registry?.onLookedUp(null);
    },
  });

  const fromRegistry = lookup?.kind === 'found' && lookup.number === form.values.organizationNumber.trim();

  const lookUp = () => {
    const checked = organizationNumberRule.safeParse(form.values.organizationNumber);
    if (!checked.success) return form.setErrors({ organizationNumber: { key: 'validation:organizationNumber' } });
    find.mutate(checked.data);
  };

  return (
    <>
      <Group align="flex-end" wrap="nowrap">
        <TextInput
          id={id('organizationNumber')}
          style={{ flex: 1 }}
          label={labels.organizationNumber}
          description={labels.organizationNumberHint}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...form.getInputProps('organizationNumber')}
          inputMode="numeric"
          required
          data-autofocus={autoFocus || undefined}
        />
        {registry ? (
          <Button variant="outline" onClick={lookUp} loading={find.isPending} mb={form.errors.organizationNumber ? 40 : 22}>
            {labels.lookup}
          </Button>
        ) : null}
      </Group>
      {registry ? (
        <div aria-live="polite">
          {find.isPending ? labels.lookingUp : null}
          {lookup?.kind === 'found' ? (
            <Alert color="green">{labels.found(lookup.name)}</Alert>
          ) : lookup?.kind === 'notFound' ? (
            <Alert color="yellow">{labels.notFound}</Alert>
          ) : lookup?.kind === 'failed' ? (
            <Alert color="yellow">{problemText(lookup.problem, t)}</Alert>
          ) : null}
        </div>
      ) : null}
      <TextInput
        id={id('name')}
        label={labels.name}
        {...form.getInputProps('name')}
        {...(fromRegistry ? { readOnly: true, description: labels.nameFromRegistry } : {})}
        autoComplete={ownDetails ? 'organization' : 'off'}
        required
      />
      <OrganizationAddressFields form={form} formId={formId} labels={labels} ownDetails={ownDetails} />
      <OrganizationContactFields form={form} formId={formId} labels={labels} ownDetails={ownDetails} />
      {children}
      <Fieldset legend={labels.insurance} variant="unstyled" m={0}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            id={id('insurancePolicyNumber')}
            label={labels.insurancePolicyNumber}
            {...form.getInputProps('insurancePolicyNumber')}
            required
          />
          <TextInput
            id={id('insuranceCompanyName')}
            label={labels.insuranceCompanyName}
            {...form.getInputProps('insuranceCompanyName')}
            required
          />
        </SimpleGrid>
      </Fieldset>
    </>
  );
}

type AddressValues = Pick<OrganizationFieldValues, 'address' | 'postCode' | 'countryCode'>;

/** The organisation's address, post code and country side by side; `ownDetails` as for `OrganizationFields`. */
export function OrganizationAddressFields<T extends AddressValues>({
  form,
  formId,
  labels,
  ownDetails,
}: {
  form: ContractForm<T>;
  formId: string;
  labels: Pick<OrganizationFieldLabels, keyof AddressValues>;
  ownDetails: boolean;
}) {
  const countries = useCountries();
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <TextInput
        id={`${formId}-address`}
        label={labels.address}
        {...form.getInputProps('address')}
        autoComplete={ownDetails ? 'street-address' : undefined}
        required
      />
      <TextInput
        id={`${formId}-postCode`}
        label={labels.postCode}
        {...form.getInputProps('postCode')}
        autoComplete={ownDetails ? 'postal-code' : undefined}
        required
      />
      <NativeSelect
        id={`${formId}-countryCode`}
        label={labels.countryCode}
        {...form.getInputProps('countryCode')}
        data={countries.map((c) => ({ value: c.code, label: c.name }))}
        autoComplete={ownDetails ? 'country' : undefined}
        required
      />
    </SimpleGrid>
  );
}

type ContactValues = Pick<OrganizationFieldValues, 'email' | 'phoneNumber'>;

/** The organisation's e-mail address and phone number side by side; `ownDetails` as for `OrganizationFields`. */
export function OrganizationContactFields<T extends ContactValues>({
  form,
  formId,
  labels,
  ownDetails,
}: {
  form: ContractForm<T>;
  formId: string;
  labels: Pick<OrganizationFieldLabels, keyof ContactValues>;
  ownDetails: boolean;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput
        id={`${formId}-email`}
        type="email"
        label={labels.email}
        {...form.getInputProps('email')}
        autoComplete={ownDetails ? 'email' : 'off'}
        required
      />
      <TextInput
        id={`${formId}-phoneNumber`}
        type="tel"
        label={labels.phoneNumber}
        {...form.getInputProps('phoneNumber')}
        autoComplete={ownDetails ? 'tel' : 'off'}
        required
      />
    </SimpleGrid>
  );
}
