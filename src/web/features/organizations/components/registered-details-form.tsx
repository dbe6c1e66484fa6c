import { SimpleGrid, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { updateOrganizationRegisterInput, type OrganizationDto } from '../../../../shared/contracts/organizations';
import { organizationsEndpoints } from '../../../../shared/contracts/client/organizations';
import { fieldIdIn, useErrorSummary } from '../../../components/error-summary';
import { OrganizationContactFields } from '../../../components/organization-fields';
import { useContractForm } from '../../../lib/form';
import { useOrganizationChange } from '../api';
import { SectionForm } from './section-form';

interface RegisterValues {
  name: string;
  email: string;
  phoneNumber: string;
}

const valuesOf = (organization: OrganizationDto): RegisterValues => ({
  name: organization.name,
  email: organization.email,
  phoneNumber: organization.phoneNumber,
});

const formName = 'organization-register';
const id = fieldIdIn(formName);

/** A contact person's edit of the organisation's name, e-mail and phone; the number stays as registered. */
export function RegisteredDetailsForm({ organization }: { organization: OrganizationDto }) {
  const { t } = useTranslation('organizations');
  const save = useOrganizationChange(organizationsEndpoints.updateOrganizationRegister, { handlesFieldErrors: true });
  const form = useContractForm<RegisterValues>(() => valuesOf(organization), { names: { name: 'organizationName' } });
  const { reset } = form;
  useEffect(() => reset(valuesOf(organization)), [organization, reset]);
  const [summaryRef, summaryFailed] = useErrorSummary();

  const submit = () =>
    void form.submit({
      schema: updateOrganizationRegisterInput,
      input: { id: organization.id, ...form.values },
      call: save.mutateAsync,
      onSuccess: () => notifications.show({ color: 'green', message: t('organizations:mySite.register.saved') }),
      onFieldErrors: summaryFailed,
    });

  return (
    <SectionForm
      form={formName}
      title={t('organizations:mySite.register.title')}
      errors={form.errors}
      summaryRef={summaryRef}
      submitLabel={t('organizations:mySite.register.save')}
      pending={form.pending}
      onSubmit={submit}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {/* A name the company registry gave is the registry's (decision 0023): shown, not edited. */}
        <TextInput
          id={id('name')}
          label={t('organizations:common.fields.name')}
          {...form.getInputProps('name')}
          autoComplete="organization"
          required
          readOnly={!organization.isManualRegistration}
          description={organization.isManualRegistration ? undefined : t('organizations:mySite.register.nameFromRegistry')}
        />
        <TextInput
          id={id('organizationNumber')}
          label={t('organizations:common.fields.organizationNumber')}
          description={t('organizations:mySite.register.numberFixed')}
          value={organization.organizationNumber}
          readOnly
        />
      </SimpleGrid>
      <OrganizationContactFields
        form={form}
        formId={formName}
        labels={{ email: t('organizations:common.fields.email'), phoneNumber: t('organizations:common.fields.phoneNumber') }}
        ownDetails
      />
    </SectionForm>
  );
}
