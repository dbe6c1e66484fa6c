import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { updateAddressInput, type OrganizationDto } from '../../../../shared/contracts/organizations';
import { organizationsEndpoints } from '../../../../shared/contracts/client/organizations';
import { useErrorSummary } from '../../../components/error-summary';
import { OrganizationAddressFields } from '../../../components/organization-fields';
import { useContractForm } from '../../../lib/form';
import { useOrganizationChange } from '../api';
import { SectionForm } from './section-form';

interface AddressValues {
  address: string;
  postCode: string;
  countryCode: string;
}

const valuesOf = (organization: OrganizationDto): AddressValues => ({
  address: organization.address,
  postCode: organization.postCode,
  countryCode: organization.countryCode,
});

const formName = 'organization-address';

/** A contact person's edit of the organisation's address. */
export function AddressForm({ organization }: { organization: OrganizationDto }) {
  const { t } = useTranslation('organizations');
  const save = useOrganizationChange(organizationsEndpoints.updateAddress, { handlesFieldErrors: true });
  const form = useContractForm<AddressValues>(() => valuesOf(organization));
  const { reset } = form;
  useEffect(() => reset(valuesOf(organization)), [organization, reset]);
  const [summaryRef, summaryFailed] = useErrorSummary();

  const submit = () =>
    void form.submit({
      schema: updateAddressInput,
      input: { id: organization.id, ...form.values },
      call: save.mutateAsync,
      onSuccess: () => notifications.show({ color: 'green', message: t('organizations:mySite.address.saved') }),
      onFieldErrors: summaryFailed,
    });

  return (
    <SectionForm
      form={formName}
      title={t('organizations:mySite.address.title')}
      errors={form.errors}
      summaryRef={summaryRef}
      submitLabel={t('organizations:mySite.address.save')}
      pending={form.pending}
      onSubmit={submit}
    >
      <OrganizationAddressFields
        form={form}
        formId={formName}
        labels={{
          address: t('organizations:common.fields.address'),
          postCode: t('organizations:common.fields.postCode'),
          countryCode: t('organizations:common.fields.countryCode'),
        }}
        ownDetails
      />
    </SectionForm>
  );
}
