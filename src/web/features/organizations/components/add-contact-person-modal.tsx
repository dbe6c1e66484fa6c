import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { createContactPersonInput } from '../../../../shared/contracts/organization-members';
import { organizationsEndpoints } from '../../../../shared/contracts/client/organizations';
import { useErrorSummary } from '../../../components/error-summary';
import { FormModal } from '../../../components/form-modal';
import { personNames, useContractForm } from '../../../lib/form';
import { useOrganizationChange } from '../api';
import { FieldSummary } from './field-summary';
import { FindByField } from './find-by-field';
import { refusalOnField } from './refusals';

type FindBy = 'emailAddress' | 'userName';
interface AddValues {
  by: FindBy;
  emailAddress: string;
  userName: string;
}

const blank: AddValues = { by: 'emailAddress', emailAddress: '', userName: '' };
const formName = 'contact-add';

/**
 * Asks someone who already has an account to become a contact person of the organisation, named
 * by e-mail address or by user name: one field, the choice above it saying which. They join when
 * they accept; the answer says only that the request was recorded (decision 0022).
 */
export function AddContactPersonModal({
  organizationId,
  opened,
  onClose,
}: {
  organizationId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('organizations');
  // Silent: "nobody by that name" and "already a contact person" are said on the field.
  const add = useOrganizationChange(organizationsEndpoints.createContactPerson, { silent: true });
  const form = useContractForm<AddValues>(blank, { names: personNames });
  const { reset } = form;
  const [summaryRef, summaryFailed] = useErrorSummary();
  useEffect(() => {
    if (opened) reset(blank);
  }, [opened, reset]);
  const by = form.values.by;

  const submit = () =>
    void form.submit({
      schema: createContactPersonInput,
      input: { organizationId, [by]: form.values[by] },
      call: add.mutateAsync,
      onSuccess: (request) => {
        notifications.show({ color: 'green', message: t('organizations:mySite.contacts.added', { name: request.invitedAs }) });
        onClose();
      },
      onError: refusalOnField(by),
      onFieldErrors: summaryFailed,
    });

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('organizations:mySite.contacts.add')}
      submitting={form.pending}
      submitLabel={t('organizations:mySite.contacts.addSubmit')}
      onSubmit={submit}
    >
      <Text size="sm">{t('organizations:mySite.contacts.addLead')}</Text>
      <FieldSummary ref={summaryRef} form={formName} errors={form.errors} />
      <FindByField
        form={formName}
        options={[
          { key: 'emailAddress', label: t('organizations:common.fields.emailAddress'), type: 'email' },
          { key: 'userName', label: t('organizations:common.fields.userName') },
        ]}
        by={by}
        onByChange={(next) => reset({ ...form.values, by: next })}
        inputProps={form.getInputProps}
      />
    </FormModal>
  );
}
