import { TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { updateContactPersonDepartmentAndTitleInput, type ContactPersonDto } from '../../../../shared/contracts/organization-members';
import { organizationsEndpoints } from '../../../../shared/contracts/client/organizations';
import { fieldIdIn, useErrorSummary } from '../../../components/error-summary';
import { FormModal } from '../../../components/form-modal';
import { useContractForm } from '../../../lib/form';
import { useOrganizationChange } from '../api';
import { FieldSummary } from './field-summary';

const formName = 'contact-department-title';
const id = fieldIdIn(formName);

/** A contact person's department and title; either may be left empty. */
export function DepartmentTitleModal({
  organizationId,
  person,
  onClose,
}: {
  organizationId: number;
  person: ContactPersonDto | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('organizations');
  const save = useOrganizationChange(organizationsEndpoints.updateContactPersonDepartmentAndTitle, { handlesFieldErrors: true });
  const form = useContractForm({ department: '', title: '' });
  const { reset } = form;
  const [summaryRef, summaryFailed] = useErrorSummary();
  useEffect(() => {
    if (person) reset({ department: person.department ?? '', title: person.title ?? '' });
  }, [person, reset]);

  const submit = () =>
    person &&
    void form.submit({
      schema: updateContactPersonDepartmentAndTitleInput,
      input: { organizationId, userId: person.userId, ...form.values },
      call: save.mutateAsync,
      onSuccess: () => {
        notifications.show({ color: 'green', message: t('organizations:mySite.contacts.departmentSaved', { name: person.fullName }) });
        onClose();
      },
      onFieldErrors: summaryFailed,
    });

  return (
    <FormModal
      opened={person !== null}
      onClose={onClose}
      title={t('organizations:mySite.contacts.editTitle', { name: person?.fullName ?? '' })}
      submitting={form.pending}
      onSubmit={submit}
    >
      <FieldSummary ref={summaryRef} form={formName} errors={form.errors} />
      <TextInput
        id={id('department')}
        label={t('organizations:common.fields.department')}
        {...form.getInputProps('department')}
        data-autofocus
      />
      <TextInput id={id('title')} label={t('organizations:common.fields.title')} {...form.getInputProps('title')} />
    </FormModal>
  );
}
