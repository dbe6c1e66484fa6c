import { Radio, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { createContactPersonInput } from '../../../../shared/contracts/organization-members';
import type { OrganizationDto } from '../../../../shared/contracts/organizations';
import { organizationsEndpoints } from '../../../../shared/contracts/client/organizations';
import { OrganizationRole } from '../../../../shared/enums';
import { ErrorSummary, summaryItemsOf, useErrorSummary } from '../../../components/error-summary';
import { FormModal } from '../../../components/form-modal';
import { personNames, useContractForm } from '../../../lib/form';
import { useOrganizationChange } from '../admin-api';

interface AddValues {
  emailAddress: string;
  userName: string;
  organizationRoleId: string;
}

const blank: AddValues = { emailAddress: '', userName: '', organizationRoleId: String(OrganizationRole.ContactPerson) };
const formId = 'add-contact-person';
const roles = [OrganizationRole.ContactPerson, OrganizationRole.MainContactPerson] as const;

/** An existing account, named by its e-mail address or user name, becomes one of the organisation's contact persons. */
export function AdminAddContactPersonModal({
  organization,
  opened,
  onClose,
}: {
  organization: OrganizationDto;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['organizations', 'common']);
  const create = useOrganizationChange(organizationsEndpoints.createContactPersonAdmin, { handlesFieldErrors: true });
  const form = useContractForm<AddValues>(blank, { names: personNames });
  const [summaryRef, summaryFailed] = useErrorSummary();
  const { reset } = form;
  const v = form.values;

  useEffect(() => {
    if (opened) reset(blank);
  }, [opened, reset]);

  const submit = () =>
    void form.submit({
      schema: createContactPersonInput,
      input: {
        organizationId: organization.id,
        emailAddress: v.emailAddress.trim() === '' ? undefined : v.emailAddress,
        userName: v.userName.trim() === '' ? undefined : v.userName,
        organizationRoleId: Number(v.organizationRoleId),
      },
      call: create.mutateAsync,
      onFieldErrors: summaryFailed,
      duplicateField: 'emailAddress',
      onSuccess: (person) => {
        notifications.show({
          color: 'green',
          message: t('organizations:admin.contacts.added', { person: person.fullName, name: organization.name }),
        });
        onClose();
      },
    });
  const items = summaryItemsOf(formId, form.errors);

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('organizations:admin.contacts.add')}
      submitting={form.pending}
      submitLabel={t('organizations:admin.contacts.addSubmit')}
      onSubmit={submit}
    >
      <ErrorSummary ref={summaryRef} title={t('organizations:admin.form.summaryTitle', { count: items.length })} items={items} />
      <Text size="sm">{t('organizations:admin.contacts.addLead')}</Text>
      <TextInput
        id={`${formId}-emailAddress`}
        type="email"
        label={t('organizations:admin.fields.email')}
        {...form.getInputProps('emailAddress')}
        autoComplete="off"
        data-autofocus
      />
      <TextInput
        id={`${formId}-userName`}
        label={t('organizations:admin.fields.userName')}
        {...form.getInputProps('userName')}
        autoComplete="off"
      />
      <Radio.Group
        id={`${formId}-organizationRoleId`}
        label={t('organizations:admin.fields.role')}
        required
        {...form.getInputProps('organizationRoleId')}
      >
        <Stack gap="xs" mt="xs">
          {roles.map((role) => (
            <Radio key={role} value={String(role)} label={t(`organizations:admin.role.${role}`)} />
          ))}
        </Stack>
      </Radio.Group>
    </FormModal>
  );
}
