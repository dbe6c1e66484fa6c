import { Checkbox, Fieldset, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { updateOrganizationInput, type OrganizationDto } from '../../../../shared/contracts/organizations';
import { organizationsEndpoints } from '../../../../shared/contracts/client/organizations';
import type { ContactPersonDto } from '../../../../shared/contracts/organization-members';
import { DateField } from '../../../components/date-fields';
import { ErrorSummary, summaryItemsOf, useErrorSummary } from '../../../components/error-summary';
import { FormModal } from '../../../components/form-modal';
import { useContractForm } from '../../../lib/form';
import { useOrganizationChange } from '../admin-api';
import {
  AdminOrganizationFields,
  duplicateFieldErrors,
  organizationInputOf,
  typeProblem,
  type AdminOrganizationFieldValues,
} from './admin-organization-fields';

/** Keys of the main contact's sign-in are the contract's member paths, so the server's errors land on them too. */
interface EditValues extends AdminOrganizationFieldValues {
  operatingNumber: string;
  operatingNumberExpiry: string;
  changeContact: boolean;
  'contactPersonAdminInfo.emailAddress': string;
  'contactPersonAdminInfo.userName': string;
}

/** The main insurance is the one marked main; an organisation from before the mark has its first. */
export const mainInsuranceOf = (organization: OrganizationDto) =>
  organization.insurance.find((insurance) => insurance.isMain) ?? organization.insurance[0] ?? null;

const valuesOf = (organization: OrganizationDto, mainContact: ContactPersonDto | null): EditValues => {
  const insurance = mainInsuranceOf(organization);
  return {
    organizationNumber: organization.organizationNumber,
    name: organization.name,
    address: organization.address,
    postCode: organization.postCode,
    countryCode: organization.countryCode,
    email: organization.email,
    phoneNumber: organization.phoneNumber,
    userTypeId: String(organization.userTypeId),
    insurancePolicyNumber: insurance?.insurancePolicyNumber ?? '',
    insuranceCompanyName: insurance?.insuranceCompanyName ?? '',
    operatingNumber: organization.operatingNumber ?? '',
    operatingNumberExpiry: organization.operatingNumberExpiry?.slice(0, 10) ?? '',
    changeContact: false,
    'contactPersonAdminInfo.emailAddress': mainContact?.emailAddress ?? '',
    'contactPersonAdminInfo.userName': mainContact?.userName ?? '',
  };
};

const formId = 'edit-organization';

/**
 * An administrator's edit of an organisation (Organization/Update): every field, its size, the
 * operating number and its expiry, the main insurance, and, when asked, the main contact
 * person's e-mail address and user name.
 */
export function AdminOrganizationFormModal({
  organization,
  mainContact,
  opened,
  onClose,
}: {
  organization: OrganizationDto;
  mainContact: ContactPersonDto | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['organizations', 'common', 'validation']);
  const update = useOrganizationChange(organizationsEndpoints.update, { handlesFieldErrors: true });
  const form = useContractForm<EditValues>(() => valuesOf(organization, mainContact), {
    keyedBy: 'member',
    names: { name: 'organizationName' },
  });
  const [summaryRef, summaryFailed] = useErrorSummary();
  const { reset } = form;
  const v = form.values;

  useEffect(() => {
    if (opened) reset(valuesOf(organization, mainContact));
  }, [opened, organization, mainContact, reset]);

  const submit = () =>
    void form.submit({
      schema: updateOrganizationInput,
      input: {
        id: organization.id,
        ...organizationInputOf(v),
        operatingNumber: v.operatingNumber.trim() === '' ? null : v.operatingNumber,
        operatingNumberExpiry: v.operatingNumberExpiry === '' ? null : v.operatingNumberExpiry,
        contactPersonAdminInfo: v.changeContact
          ? {
              emailAddress: v['contactPersonAdminInfo.emailAddress'],
              userName: v['contactPersonAdminInfo.userName'].trim() === '' ? undefined : v['contactPersonAdminInfo.userName'],
            }
          : undefined,
      },
      extraErrors: typeProblem(v),
      call: update.mutateAsync,
      onFieldErrors: summaryFailed,
      onError: (error) =>
        duplicateFieldErrors(
          error,
          v.changeContact ? { 'contactPersonAdminInfo.emailAddress': v['contactPersonAdminInfo.emailAddress'] } : {},
        ),
      onSuccess: (saved) => {
        notifications.show({ color: 'green', message: t('organizations:admin.edit.saved', { name: saved.name }) });
        onClose();
      },
    });

  // Unticked, the sign-in fields leave the form, and so do their messages, lest the summary lead nowhere.
  const toggleContact = (checked: boolean) => {
    form.setField('changeContact', checked);
    if (!checked)
      form.setErrors((errors) =>
        Object.fromEntries(Object.entries(errors).filter(([field]) => !field.startsWith('contactPersonAdminInfo'))),
      );
  };
  const items = summaryItemsOf(formId, form.errors);
  const id = (field: string) => `${formId}-${field}`;

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('organizations:admin.edit.title', { name: organization.name })}
      size="xl"
      submitting={form.pending}
      onSubmit={submit}
    >
      <ErrorSummary ref={summaryRef} title={t('organizations:admin.form.summaryTitle', { count: items.length })} items={items} />
      <AdminOrganizationFields form={form} formId={formId} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          id={id('operatingNumber')}
          label={t('organizations:admin.fields.operatingNumber')}
          {...form.getInputProps('operatingNumber')}
        />
        <div id={id('operatingNumberExpiry')}>
          <DateField
            label={t('organizations:admin.fields.operatingNumberExpiry')}
            value={v.operatingNumberExpiry}
            onChange={(value) => form.setField('operatingNumberExpiry', value)}
            error={form.errors.operatingNumberExpiry}
          />
        </div>
      </SimpleGrid>
      <Fieldset legend={t('organizations:admin.edit.mainContact')} m={0}>
        <Stack>
          <Checkbox
            label={t('organizations:admin.edit.changeContact')}
            description={
              mainContact
                ? t('organizations:admin.edit.currentContact', { name: mainContact.fullName })
                : t('organizations:admin.edit.noMainContact')
            }
            checked={v.changeContact}
            onChange={(e) => toggleContact(e.currentTarget.checked)}
          />
          {v.changeContact ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                id={id('contactPersonAdminInfo.emailAddress')}
                type="email"
                label={t('organizations:admin.fields.contactEmailAddress')}
                {...form.getInputProps('contactPersonAdminInfo.emailAddress')}
                autoComplete="off"
                required
              />
              <TextInput
                id={id('contactPersonAdminInfo.userName')}
                label={t('organizations:admin.fields.contactUserName')}
                description={t('organizations:admin.edit.userNameHint')}
                {...form.getInputProps('contactPersonAdminInfo.userName')}
                autoComplete="off"
              />
            </SimpleGrid>
          ) : null}
        </Stack>
      </Fieldset>
    </FormModal>
  );
}
