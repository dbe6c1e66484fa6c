import { Button, Group, Radio, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrganizationDto } from '../../../../shared/contracts/organizations';
import { registerOrganizationInput } from '../../../../shared/contracts/registration';
import { UserType } from '../../../../shared/enums';
import { ErrorSummary, fieldIdIn, summaryItemsOf, useErrorSummary } from '../../../components/error-summary';
import {
  blankOrganizationFields,
  OrganizationFields,
  type OrganizationFieldLabels,
  type OrganizationFieldValues,
} from '../../../components/organization-fields';
import { isApiError } from '../../../lib/errors';
import { useContractForm } from '../../../lib/form';
import { ErrorCode } from '../../../../shared/errors';
import { AskToJoin } from './ask-to-join';
import { registrationApi, useRegisterOrganization } from '../api';
import { Form } from '../../../components/form';

interface OrganizationForm extends OrganizationFieldValues, Record<string, unknown> {
  organizationTypeId: string;
}

/**
 * The organisation's details step. The organisation number is looked up in the company registry,
 * which fills name and address (the name read-only: the server stores the registry's); a number
 * it does not know (or a registry that cannot answer) is registered by hand, and waits for an
 * administrator's approval (decision 0023). A contact person also says how big the organisation is; an
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
  const { t } = useTranslation(['registration', 'common']);
  const register = useRegisterOrganization();
  const [summaryRef, summaryFailed] = useErrorSummary();
  const id = fieldIdIn('organization');
  const askSize = userTypeId === UserType.ContactPerson;
  // Whether the registry knew the number last looked up; details it did not give are marked as typed by hand.
  const [found, setFound] = useState(false);
  const form = useContractForm<OrganizationForm>(
    { organizationTypeId: '', ...blankOrganizationFields },
    { names: { name: 'organizationName' } },
  );
  // A number registered already: a contact person may ask to join that organisation instead (decision 0028).
  const [taken, setTaken] = useState<string | null>(null);
  const v = form.values;

  const labels: OrganizationFieldLabels = {
    organizationNumber: t('registration:wizard.organization.organizationNumber'),
    organizationNumberHint: t('registration:wizard.organization.organizationNumberHint'),
    lookup: t('registration:wizard.organization.lookup'),
    lookingUp: t('registration:wizard.organization.lookingUp'),
    found: (name) => t('registration:wizard.organization.found', { name }),
    notFound: t('registration:wizard.organization.notFound'),
    name: t('registration:wizard.organization.name'),
    nameFromRegistry: t('registration:wizard.organization.nameFromRegistry'),
    address: t('registration:wizard.organization.address'),
    postCode: t('registration:wizard.organization.postCode'),
    countryCode: t('registration:wizard.organization.country'),
    email: t('registration:wizard.organization.email'),
    phoneNumber: t('registration:wizard.organization.phoneNumber'),
    insurance: t('registration:wizard.organization.insurance'),
    insurancePolicyNumber: t('registration:wizard.organization.insurancePolicyNumber'),
    insuranceCompanyName: t('registration:wizard.organization.insuranceCompanyName'),
  };

  const submit = () =>
    void form.submit({
      schema: registerOrganizationInput,
      input: {
        ...v,
        token,
        organizationTypeId: askSize ? (Number(v.organizationTypeId) as 1 | 2) || undefined : undefined,
        isManualRegistration: !found,
      },
      extraErrors:
        askSize && !v.organizationTypeId ? { organizationTypeId: { key: 'validation:required', field: 'organizationTypeId' } } : {},
      call: (input) =>
        register.mutateAsync(input).catch((error: unknown) => {
          if (askSize && isApiError(error) && error.code === ErrorCode.Duplicate) setTaken(input.organizationNumber);
          throw error;
        }),
      onSuccess: onRegistered,
      onFieldErrors: summaryFailed,
      duplicateField: 'organizationNumber',
    });

  return (
    <Form onSubmit={submit}>
      <Stack>
        <ErrorSummary
          ref={summaryRef}
          title={t('registration:register.summaryTitle', { count: summaryItemsOf('organization', form.errors).length })}
          items={summaryItemsOf('organization', form.errors)}
        />
        {taken !== null && taken === v.organizationNumber.trim() ? <AskToJoin organizationNumber={taken} token={token} /> : null}
        {askSize ? (
          <Radio.Group
            id={id('organizationTypeId')}
            label={t('registration:wizard.organization.size')}
            required
            {...form.getInputProps('organizationTypeId')}
          >
            <Stack gap="xs" mt="xs">
              {[UserType.Under250, UserType.Over250].map((size) => (
                <Radio key={size} value={String(size)} label={t(`registration:wizard.organization.sizes.${size}`)} />
              ))}
            </Stack>
          </Radio.Group>
        ) : null}
        <OrganizationFields
          form={form}
          formId="organization"
          labels={labels}
          ownDetails
          registry={{ lookUp: registrationApi.lookupCompany, onLookedUp: (number) => setFound(number !== null) }}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={form.pending}>
            {t('registration:wizard.organization.submit')}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
