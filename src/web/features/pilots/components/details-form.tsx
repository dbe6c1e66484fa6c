import { Alert, Button, Group, NativeSelect, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { updateInformationInput, type PopulatedPilotDto } from '../../../../shared/contracts/pilots';
import { pilotsEndpoints } from '../../../../shared/contracts/client/pilots';
import { DateOfBirthInput } from '../../../components/date-of-birth-input';
import { PersonNameFields } from '../../../components/person-name-fields';
import { useCountries } from '../../../lib/countries';
import { emptyDateParts, isoDateToParts, partsToIsoDate, type DateParts } from '../../../lib/dates';
import { FormErrorSummary, fieldIdIn, useErrorSummary } from '../../../components/error-summary';
import { useContractForm } from '../../../lib/form';
import { dateOfBirthIssue } from '../../../lib/validators';
import { usePilotChange } from '../api';
import { Form } from '../../../components/form';

interface DetailsValues {
  name: string;
  surname: string;
  dateOfBirth: DateParts;
  countryCode: string;
  socialSecurityNumber: string;
}

const valuesOf = (pilot: PopulatedPilotDto): DetailsValues => ({
  name: pilot.name,
  surname: pilot.surname,
  dateOfBirth: pilot.dateOfBirth ? isoDateToParts(pilot.dateOfBirth) : emptyDateParts,
  countryCode: pilot.countryCode ?? 'IS',
  socialSecurityNumber: pilot.socialSecurityNumber ?? '',
});

const formName = 'pilot-details';

/** The person's own details; a name from the national registry (ID login) is shown but not changed here. */
export function DetailsForm({ pilot }: { pilot: PopulatedPilotDto }) {
  const { t } = useTranslation(['pilots', 'common', 'accounts', 'validation', 'errors']);
  const save = usePilotChange(pilotsEndpoints.updateInformation, { handlesFieldErrors: true });
  const countries = useCountries();
  const form = useContractForm<DetailsValues>(() => valuesOf(pilot));
  const [summaryRef, summaryFailed] = useErrorSummary();
  const id = fieldIdIn(formName);
  const { reset } = form;
  const v = form.values;
  useEffect(() => reset(valuesOf(pilot)), [pilot, reset]);
  const fromRegistry = pilot.isIDLogin;
  // A proved kennitala stays (decision 0021); a typed one is marked as such, so nobody takes it for proof.
  const verified = pilot.isSocialSecurityNumberVerified;
  const idNumberNote = verified
    ? t('pilots:details.idNumberVerified')
    : pilot.socialSecurityNumber
      ? t('pilots:details.idNumberUnverified')
      : t('pilots:details.socialSecurityNumberHint');

  const submit = () => {
    const parts = v.dateOfBirth;
    const dateProblem = dateOfBirthIssue(parts);
    void form.submit({
      schema: updateInformationInput,
      input: {
        userId: pilot.userId,
        name: v.name,
        surname: v.surname,
        dateOfBirth: partsToIsoDate(parts) ?? '',
        countryCode: v.countryCode,
        socialSecurityNumber: v.socialSecurityNumber.trim() === '' ? null : v.socialSecurityNumber,
      },
      extraErrors: dateProblem ? { dateOfBirth: dateProblem } : {},
      call: save.mutateAsync,
      onFieldErrors: summaryFailed,
      onSuccess: () => notifications.show({ color: 'green', message: t('pilots:details.saved') }),
    });
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="pilot-details">
      <Title order={2} size="h3" id="pilot-details" mb="sm">
        {t('pilots:details.title')}
      </Title>
      <Form onSubmit={submit}>
        <Stack>
          <FormErrorSummary form={formName} errors={form.errors} summaryRef={summaryRef} />
          {fromRegistry ? <Alert color="blue">{t('pilots:details.fromRegistry')}</Alert> : null}
          <PersonNameFields
            labels={{ name: t('pilots:fields.name'), surname: t('pilots:fields.surname') }}
            values={v}
            errors={form.errors}
            onChange={(field, value) => form.setField(field, value)}
            readOnly={fromRegistry}
            ids={{ name: id('name'), surname: id('surname') }}
          />
          <DateOfBirthInput
            id={id('dateOfBirth')}
            legend={t('pilots:fields.dateOfBirth')}
            value={v.dateOfBirth}
            onChange={(value) => form.setField('dateOfBirth', value)}
            error={form.errors.dateOfBirth}
            required
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              id={id('countryCode')}
              label={t('pilots:fields.countryCode')}
              {...form.getInputProps('countryCode')}
              data={countries.map((c) => ({ value: c.code, label: c.name }))}
              autoComplete="country"
              required
            />
            <TextInput
              id={id('socialSecurityNumber')}
              label={t('pilots:fields.socialSecurityNumber')}
              description={idNumberNote}
              {...form.getInputProps('socialSecurityNumber')}
              readOnly={fromRegistry || verified}
              inputMode="numeric"
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={form.pending}>
              {t('pilots:details.save')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}
