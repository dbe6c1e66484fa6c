import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { adminCreateUserInput, updateUserByAdminInput, type PilotDto } from '../../../../shared/contracts/pilots';
import { registrationEndpoints } from '../../../../shared/contracts/client/registration';
import { Languages, userTypeIds } from '../../../../shared/enums';
import { DateOfBirthInput } from '../../../components/date-of-birth-input';
import { FormModal } from '../../../components/form-modal';
import { useEditForm } from '../../../components/use-edit-modal';
import { PersonNameFields } from '../../../components/person-name-fields';
import { useCountries } from '../../../lib/countries';
import { emptyDateParts, isoDateToParts, partsToIsoDate, type DateParts } from '../../../lib/dates';
import { personNames, useContractForm, type FieldProblems } from '../../../lib/form';
import { dateOfBirthProblem } from '../../../lib/validators';
import { usePilotChange } from '../api';

interface PersonValues {
  name: string;
  surname: string;
  emailAddress: string;
  dateOfBirth: DateParts;
  countryCode: string;
  socialSecurityNumber: string;
  pilotTypeId: string;
  language: string;
}

const valuesOf = (pilot: PilotDto | null): PersonValues => ({
  name: pilot?.name ?? '',
  surname: pilot?.surname ?? '',
  emailAddress: pilot?.userName.includes('@') ? pilot.userName : (pilot?.email ?? ''),
  dateOfBirth: pilot?.dateOfBirth ? isoDateToParts(pilot.dateOfBirth) : emptyDateParts,
  countryCode: pilot?.countryCode ?? 'IS',
  socialSecurityNumber: pilot?.socialSecurityNumber ?? '',
  pilotTypeId: String(pilot?.pilotTypeId ?? 3),
  language: 'is',
});

/**
 * An administrator enters a person into the register (`pilot` null: AdminCreateUser, after which
 * the person is mailed a link to choose a password) or changes one's account and record together
 * (UpdateUserByAdmin). The date of birth may be left empty; when given it must be a real past date.
 */
export function PersonFormModal({
  pilot,
  opened,
  onClose,
  onCreated,
}: {
  pilot: PilotDto | null;
  opened: boolean;
  onClose: () => void;
  onCreated?: (created: PilotDto) => void;
}) {
  const { t } = useTranslation(['pilots', 'common', 'accounts', 'errors']);
  const create = usePilotChange(registrationEndpoints.adminCreateUser, { handlesFieldErrors: true });
  const update = usePilotChange(registrationEndpoints.updateUserByAdmin, { handlesFieldErrors: true });
  const countries = useCountries();
  const form = useContractForm<PersonValues>(() => valuesOf(pilot), { names: personNames });
  const { reset } = form;
  const v = form.values;
  const { saved } = useEditForm({ opened, onClose, reset, source: pilot, valuesOf: () => valuesOf(pilot) });

  const submit = () => {
    const errors: FieldProblems = {};
    const parts = v.dateOfBirth;
    const anyPart = parts.day !== '' || parts.month !== '' || parts.year !== '';
    const problem = anyPart ? (dateOfBirthProblem(parts, 'invalid') ? { key: 'errors:dateOfBirthInvalid' } : null) : null;
    if (problem) errors.dateOfBirth = problem;
    const fields = {
      name: v.name,
      surname: v.surname,
      emailAddress: v.emailAddress,
      dateOfBirth: anyPart ? (partsToIsoDate(parts) ?? '') : null,
      countryCode: v.countryCode,
      socialSecurityNumber: v.socialSecurityNumber.trim() === '' ? null : v.socialSecurityNumber,
      pilotTypeId: Number(v.pilotTypeId),
    };
    if (pilot)
      void form.submit({
        schema: updateUserByAdminInput,
        input: { ...fields, userId: pilot.userId },
        extraErrors: errors,
        call: update.mutateAsync,
        onSuccess: saved((person) => t('pilots:person.saved', { name: person.fullName })),
      });
    else
      void form.submit({
        schema: adminCreateUserInput,
        input: { ...fields, language: v.language as (typeof Languages)[number] },
        extraErrors: errors,
        call: create.mutateAsync,
        onSuccess: (created) => {
          saved(() => t('pilots:person.created', { name: created.fullName, email: fields.emailAddress }))(created);
          onCreated?.(created);
        },
      });
  };

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={pilot ? t('pilots:person.editTitle') : t('pilots:person.createTitle')}
      size="lg"
      submitting={form.pending}
      submitLabel={pilot ? t('pilots:person.save') : t('pilots:person.create')}
      onSubmit={submit}
    >
      <PersonNameFields
        labels={{ name: t('pilots:fields.name'), surname: t('pilots:fields.surname') }}
        values={v}
        errors={form.errors}
        onChange={(field, value) => form.setField(field, value)}
        ownName={false}
        autoFocus
      />
      <TextInput
        type="email"
        label={t('pilots:fields.email')}
        description={pilot ? undefined : t('pilots:person.emailHint')}
        {...form.getInputProps('emailAddress')}
        autoComplete="off"
        required
      />
      <DateOfBirthInput
        legend={t('pilots:fields.dateOfBirth')}
        value={v.dateOfBirth}
        onChange={(value) => form.setField('dateOfBirth', value)}
        error={form.errors.dateOfBirth}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NativeSelect
          label={t('pilots:fields.countryCode')}
          {...form.getInputProps('countryCode')}
          data={countries.map((c) => ({ value: c.code, label: c.name }))}
          required
        />
        <TextInput
          label={t('pilots:fields.socialSecurityNumber')}
          description={t('pilots:details.socialSecurityNumberHint')}
          {...form.getInputProps('socialSecurityNumber')}
          inputMode="numeric"
        />
        <NativeSelect
          label={t('pilots:fields.pilotTypeId')}
          {...form.getInputProps('pilotTypeId')}
          data={userTypeIds.map((id) => ({ value: String(id), label: t(`pilots:userType.${id}`) }))}
          required
        />
        {pilot ? null : (
          <NativeSelect
            label={t('pilots:person.language')}
            {...form.getInputProps('language')}
            data={Languages.map((l) => ({ value: l, label: t(`pilots:person.languages.${l}`) }))}
            required
          />
        )}
      </SimpleGrid>
    </FormModal>
  );
}
