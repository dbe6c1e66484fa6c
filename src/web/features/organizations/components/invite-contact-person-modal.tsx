import { NativeSelect, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { registrationEndpoints } from '../../../../shared/contracts/client/registration';
import { createUserContactPersonInput } from '../../../../shared/contracts/registration';
import { Languages } from '../../../../shared/enums';
import { fieldIdIn, useErrorSummary } from '../../../components/error-summary';
import { FormModal } from '../../../components/form-modal';
import { PersonNameFields } from '../../../components/person-name-fields';
import { personNames, useContractForm } from '../../../lib/form';
import { useLanguage } from '../../../lib/use-language';
import { useOrganizationChange } from '../api';
import { FieldSummary } from './field-summary';

interface InviteValues {
  name: string;
  surname: string;
  emailAddress: string;
  language: string;
}

const formName = 'contact-invite';
const id = fieldIdIn(formName);

/** A main contact person invites someone without an account: they are mailed a link to set a password, in the language chosen. */
export function InviteContactPersonModal({
  organizationId,
  opened,
  onClose,
}: {
  organizationId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['organizations', 'common']);
  const language = useLanguage();
  const invite = useOrganizationChange(registrationEndpoints.createUserContactPerson, { handlesFieldErrors: true });
  const form = useContractForm<InviteValues>({ name: '', surname: '', emailAddress: '', language }, { names: personNames });
  const { reset } = form;
  const [summaryRef, summaryFailed] = useErrorSummary();
  useEffect(() => {
    if (opened) reset({ name: '', surname: '', emailAddress: '', language });
  }, [opened, language, reset]);
  const v = form.values;

  const submit = () =>
    void form.submit({
      schema: createUserContactPersonInput,
      input: { organizationId, ...v },
      call: invite.mutateAsync,
      onSuccess: () => {
        notifications.show({
          color: 'green',
          message: t('organizations:mySite.contacts.invited', { name: `${v.name} ${v.surname}`, email: v.emailAddress }),
        });
        onClose();
      },
      onFieldErrors: summaryFailed,
      // An address that already has an account is refused as a duplicate: said on the field.
      duplicateField: 'emailAddress',
    });

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('organizations:mySite.contacts.invite')}
      size="lg"
      submitting={form.pending}
      submitLabel={t('organizations:mySite.contacts.inviteSubmit')}
      onSubmit={submit}
    >
      <Text size="sm">{t('organizations:mySite.contacts.inviteLead')}</Text>
      <FieldSummary ref={summaryRef} form={formName} errors={form.errors} />
      <PersonNameFields
        labels={{ name: t('organizations:common.fields.givenName'), surname: t('organizations:common.fields.surname') }}
        values={v}
        errors={form.errors}
        onChange={(field, value) => form.setField(field, value)}
        ownName={false}
        autoFocus
        ids={{ name: id('name'), surname: id('surname') }}
      />
      <TextInput
        id={id('emailAddress')}
        type="email"
        label={t('organizations:common.fields.emailAddress')}
        {...form.getInputProps('emailAddress')}
        autoComplete="off"
        required
      />
      <NativeSelect
        id={id('language')}
        label={t('organizations:mySite.contacts.inviteLanguage')}
        {...form.getInputProps('language')}
        data={Languages.map((l) => ({ value: l, label: t(`common:language.${l}`) }))}
        required
      />
    </FormModal>
  );
}
