import { Fieldset, NativeSelect, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { registerOrganizationFromAdminInput, type OrganizationDto } from '../../../../shared/contracts/organizations';
import { organizationsEndpoints } from '../../../../shared/contracts/client/organizations';
import { registrationEndpoints } from '../../../../shared/contracts/client/registration';
import { createOrganizationAndContactPersonAdminInput } from '../../../../shared/contracts/registration';
import { Languages } from '../../../../shared/enums';
import { ErrorSummary, summaryItemsOf, useErrorSummary } from '../../../components/error-summary';
import { FormModal } from '../../../components/form-modal';
import { useContractForm } from '../../../lib/form';
import { filterNameInput } from '../../../lib/validators';
import { useOrganizationChange } from '../admin-api';
import {
  AdminOrganizationFields,
  blankAdminOrganizationFields,
  duplicateFieldErrors,
  organizationInputOf,
  typeProblem,
  type AdminOrganizationFieldValues,
} from './admin-organization-fields';

type Mode = 'existing' | 'new';

/** Keys of the nested contact are the contract's member paths, so the server's errors land on them too. */
interface RegisterValues extends AdminOrganizationFieldValues {
  mode: Mode;
  mainContactEmailAddress: string;
  'contactPersonAdminInfo.name': string;
  'contactPersonAdminInfo.surname': string;
  'contactPersonAdminInfo.emailAddress': string;
  language: string;
  /** The number the company registry knew, if it was looked up; details typed by hand are marked so. */
  lookedUpNumber: string;
}

const blank = (): RegisterValues => ({
  ...blankAdminOrganizationFields,
  mode: 'existing',
  mainContactEmailAddress: '',
  'contactPersonAdminInfo.name': '',
  'contactPersonAdminInfo.surname': '',
  'contactPersonAdminInfo.emailAddress': '',
  language: 'is',
  lookedUpNumber: '',
});

const formId = 'register-organization';
const contactFields = new Set([
  'contactPersonAdminInfo.name',
  'contactPersonAdminInfo.surname',
  'contactPersonAdminInfo.emailAddress',
  'language',
]);

/**
 * An administrator registers an organisation, its main contact person either an account that
 * exists already (RegisterOrganizationFromAdmin) or a new person, who is mailed a link to choose
 * a password (CreateOrganizationAndContactPersonAdmin).
 */
export function AdminRegisterOrganizationModal({
  opened,
  onClose,
  onRegistered,
}: {
  opened: boolean;
  onClose: () => void;
  onRegistered: (organization: OrganizationDto) => void;
}) {
  const { t } = useTranslation(['organizations', 'common', 'validation']);
  const fromExisting = useOrganizationChange(organizationsEndpoints.registerOrganizationFromAdmin, { handlesFieldErrors: true });
  const withNew = useOrganizationChange(registrationEndpoints.createOrganizationAndContactPersonAdmin, { handlesFieldErrors: true });
  const form = useContractForm<RegisterValues>(blank, { keyedBy: 'member', names: { name: 'organizationName' } });
  const [summaryRef, summaryFailed] = useErrorSummary();
  const { reset } = form;
  const v = form.values;

  useEffect(() => {
    if (!opened) return;
    reset(blank());
  }, [opened, reset]);

  const submit = () => {
    const organization = {
      ...organizationInputOf(v),
      isManualRegistration: v.lookedUpNumber === '' || v.lookedUpNumber !== v.organizationNumber.trim(),
    };
    const common = {
      extraErrors: typeProblem(v),
      onFieldErrors: summaryFailed,
      onSuccess: (created: OrganizationDto) => {
        notifications.show({
          color: 'green',
          message:
            v.mode === 'new'
              ? t('organizations:admin.register.createdWithNew', { name: created.name, email: v['contactPersonAdminInfo.emailAddress'] })
              : t('organizations:admin.register.created', { name: created.name }),
        });
        onClose();
        onRegistered(created);
      },
    };
    if (v.mode === 'existing')
      void form.submit({
        ...common,
        schema: registerOrganizationFromAdminInput,
        input: { ...organization, mainContactEmailAddress: v.mainContactEmailAddress },
        call: fromExisting.mutateAsync,
        onError: (error) => duplicateFieldErrors(error, { mainContactEmailAddress: v.mainContactEmailAddress }),
      });
    else
      void form.submit({
        ...common,
        schema: createOrganizationAndContactPersonAdminInput,
        input: {
          ...organization,
          language: v.language,
          contactPersonAdminInfo: {
            name: v['contactPersonAdminInfo.name'],
            surname: v['contactPersonAdminInfo.surname'],
            emailAddress: v['contactPersonAdminInfo.emailAddress'],
          },
        },
        call: withNew.mutateAsync,
        onError: (error) =>
          duplicateFieldErrors(error, { 'contactPersonAdminInfo.emailAddress': v['contactPersonAdminInfo.emailAddress'] }),
      });
  };

  // The other way's fields leave the form, and so do their messages, lest the summary lead nowhere.
  const switchMode = (mode: string) => {
    form.setField('mode', mode as Mode);
    form.setErrors((errors) =>
      Object.fromEntries(Object.entries(errors).filter(([field]) => field !== 'mainContactEmailAddress' && !contactFields.has(field))),
    );
  };
  const items = summaryItemsOf(formId, form.errors);
  const id = (field: string) => `${formId}-${field}`;
  const nameField = (field: 'contactPersonAdminInfo.name' | 'contactPersonAdminInfo.surname', label: string, autoComplete: string) => (
    <TextInput
      id={id(field)}
      label={label}
      value={v[field]}
      onChange={(e) => form.setField(field, filterNameInput(e.currentTarget.value))}
      error={form.errors[field]}
      autoComplete={autoComplete}
      required
    />
  );

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('organizations:admin.register.title')}
      size="xl"
      submitting={form.pending}
      submitLabel={t('organizations:admin.register.submit')}
      onSubmit={submit}
    >
      <ErrorSummary ref={summaryRef} title={t('organizations:admin.form.summaryTitle', { count: items.length })} items={items} />
      <AdminOrganizationFields form={form} formId={formId} onLookedUp={(number) => form.setField('lookedUpNumber', number ?? '')} />
      <Fieldset legend={t('organizations:admin.register.mainContact')} m={0}>
        <Stack>
          <Radio.Group id={id('mode')} label={t('organizations:admin.register.mode')} value={v.mode} onChange={switchMode}>
            <Stack gap="xs" mt="xs">
              <Radio value="existing" label={t('organizations:admin.register.modeExisting')} />
              <Radio value="new" label={t('organizations:admin.register.modeNew')} />
            </Stack>
          </Radio.Group>
          {v.mode === 'existing' ? (
            <TextInput
              id={id('mainContactEmailAddress')}
              type="email"
              label={t('organizations:admin.register.mainContactEmailAddress')}
              description={t('organizations:admin.register.mainContactEmailHint')}
              {...form.getInputProps('mainContactEmailAddress')}
              autoComplete="off"
              required
            />
          ) : (
            <>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                {nameField('contactPersonAdminInfo.name', t('organizations:admin.fields.contactName'), 'off')}
                {nameField('contactPersonAdminInfo.surname', t('organizations:admin.fields.contactSurname'), 'off')}
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  id={id('contactPersonAdminInfo.emailAddress')}
                  type="email"
                  label={t('organizations:admin.fields.contactEmailAddress')}
                  description={t('organizations:admin.register.newContactHint')}
                  {...form.getInputProps('contactPersonAdminInfo.emailAddress')}
                  autoComplete="off"
                  required
                />
                <NativeSelect
                  id={id('language')}
                  label={t('organizations:admin.fields.language')}
                  {...form.getInputProps('language')}
                  data={Languages.map((l) => ({ value: l, label: t(`common:language.${l}`) }))}
                  required
                />
              </SimpleGrid>
            </>
          )}
        </Stack>
      </Fieldset>
    </FormModal>
  );
}
