import { Alert, Anchor, Button, Group, NativeSelect, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { Link, useParams } from 'react-router';
import { organizationUserTypeIds } from '../../../../shared/contracts/organizations';
import { registerInput, registerOrganizationAccountInput } from '../../../../shared/contracts/registration';
import { UserType, userTypeIds, type Language } from '../../../../shared/enums';
import { ErrorSummary, fieldIdIn, summaryItemsOf, useErrorSummary } from '../../../components/error-summary';
import { ErrorCode } from '../../../../shared/errors';
import { DateOfBirthInput } from '../../../components/date-of-birth-input';
import { PersonNameFields } from '../../../components/person-name-fields';
import { userConfigurationQuery } from '../../../lib/app-session';
import { emptyDateParts, partsToIsoDate, type DateParts } from '../../../lib/dates';
import { businessMessageOf, isApiError } from '../../../lib/errors';
import { confirmationProblem, type FieldProblems, useContractForm } from '../../../lib/form';
import { dateOfBirthIssue } from '../../../lib/validators';
import { useRegister, useRegisterOrganizationAccount } from '../api';
import { RegistrationProgress } from '../components/registration-progress';
import { ResendConfirmation } from '../components/resend-confirmation';
import { AuthCard } from '../../../components/auth-card';
import { useCountries } from '../../../lib/countries';
import { useLanguage } from '../../../lib/use-language';

interface RegisterForm extends Record<string, unknown> {
  name: string;
  surname: string;
  emailAddress: string;
  dateOfBirth: DateParts;
  countryCode: string;
  socialSecurityNumber: string;
  password: string;
  confirmPassword: string;
  language: Language;
  userTypeId: string;
}

/** The order /register offers the four types in: people first, then organisations by size. */
const offeredTypes = [UserType.Pilot, UserType.ContactPerson, UserType.Under250, UserType.Over250];
const isOrganizationType = (type: string) => (organizationUserTypeIds as readonly number[]).includes(Number(type));

/**
 * `/register` and the wizard's first step (`/register-step/:type/1`): the account of any of the four
 * types. A person gives their date of birth and country; an organisation's account is its main
 * contact person's, and the organisation's own details come after the e-mail is confirmed. Ends
 * with "check your e-mail" (the link leads on to step 2).
 */
export function RegisterPage() {
  const { t } = useTranslation(['registration', 'common']);
  const language = useLanguage();
  const { type } = useParams();
  const register = useRegister();
  const registerOrganization = useRegisterOrganizationAccount();
  const [summaryRef, summaryFailed] = useErrorSummary();
  const [done, setDone] = useState<{ email: string } | null>(null);
  const configuration = useQuery(userConfigurationQuery());
  const countries = useCountries();
  const form = useContractForm<RegisterForm>({
    name: '',
    surname: '',
    emailAddress: '',
    dateOfBirth: emptyDateParts,
    countryCode: 'IS',
    socialSecurityNumber: '',
    password: '',
    confirmPassword: '',
    language,
    userTypeId: type && (userTypeIds as readonly number[]).includes(Number(type)) ? type : String(UserType.Pilot),
  });
  const v = form.values;
  const organization = isOrganizationType(v.userTypeId);
  const id = fieldIdIn('register');

  const submitOrganization = () => {
    const mismatch = confirmationProblem(v.password, v.confirmPassword);
    void form.submit({
      schema: registerOrganizationAccountInput,
      input: {
        name: v.name,
        surname: v.surname,
        emailAddress: v.emailAddress,
        password: v.password,
        language: v.language,
        userTypeId: Number(v.userTypeId) as (typeof organizationUserTypeIds)[number],
      },
      extraErrors: mismatch ? { confirmPassword: mismatch } : {},
      call: registerOrganization.mutateAsync,
      onSuccess: (_result, data) => setDone({ email: data.emailAddress }),
      onFieldErrors: summaryFailed,
      duplicateField: 'emailAddress',
    });
  };

  const submit = () => {
    if (organization) return submitOrganization();
    const dateOfBirth = partsToIsoDate(v.dateOfBirth);
    const input = {
      name: v.name,
      surname: v.surname,
      emailAddress: v.emailAddress,
      password: v.password,
      dateOfBirth: dateOfBirth ?? '',
      countryCode: v.countryCode,
      socialSecurityNumber: v.socialSecurityNumber.trim() || undefined,
      language: v.language,
      userTypeId: Number(v.userTypeId) as 3 | 4,
    };
    // The parts of the date and the age limit are said in the form's own words.
    const errors: FieldProblems = {};
    const dateProblem = dateOfBirthIssue(v.dateOfBirth, Number(configuration.data?.setting.values.AgeLimit ?? ''));
    if (dateProblem) errors.dateOfBirth = dateProblem;
    const mismatch = confirmationProblem(v.password, v.confirmPassword);
    if (mismatch) errors.confirmPassword = mismatch;
    void form.submit({
      schema: registerInput,
      input,
      extraErrors: errors,
      call: register.mutateAsync,
      onSuccess: (_result, data) => setDone({ email: data.emailAddress }),
      onFieldErrors: summaryFailed,
      onError: (error) =>
        isApiError(error) && error.code === ErrorCode.Duplicate
          ? { emailAddress: businessMessageOf(error) ?? t('registration:register.duplicate') }
          : null,
    });
  };

  if (done) {
    return (
      <AuthCard title={t('registration:register.checkEmailTitle')} focusHeading>
        <RegistrationProgress userTypeId={Number(v.userTypeId)} current="confirmed" />
        <Alert color="green" role="status">
          {t('registration:register.checkEmail', { email: done.email })}
        </Alert>
        <Text size="sm">{t('registration:register.checkEmailHint')}</Text>
        <Button component={Link} to="/account/login" state={{ userName: done.email }} variant="outline">
          {t('registration:register.toLogin')}
        </Button>
        <ResendConfirmation userTypeId={Number(v.userTypeId)} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('registration:register.title')} lead={t('registration:register.lead')} size={640}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack>
          <RegistrationProgress userTypeId={Number(v.userTypeId)} current="account" />
          <ErrorSummary
            ref={summaryRef}
            title={t('registration:register.summaryTitle', { count: summaryItemsOf('register', form.errors).length })}
            items={summaryItemsOf('register', form.errors)}
          />
          <Radio.Group
            id={id('userTypeId')}
            label={t('registration:register.userType')}
            value={v.userTypeId}
            onChange={(value) => form.setField('userTypeId', value)}
            error={form.errors.userTypeId}
            required
          >
            <Stack gap="xs" mt="xs">
              {offeredTypes.map((typeId) => (
                <Radio
                  key={typeId}
                  value={String(typeId)}
                  label={t(`registration:register.userTypes.${typeId}.label`)}
                  description={t(`registration:register.userTypes.${typeId}.description`)}
                />
              ))}
            </Stack>
          </Radio.Group>
          <PersonNameFields
            labels={{ name: t('registration:register.name'), surname: t('registration:register.surname') }}
            values={v}
            errors={form.errors}
            onChange={(field, value) => form.setField(field, value)}
            ids={{ name: id('name'), surname: id('surname') }}
          />
          <TextInput
            id={id('emailAddress')}
            type="email"
            label={t('registration:register.email')}
            description={t('registration:register.emailHint')}
            {...form.getInputProps('emailAddress')}
            autoComplete="email"
            required
          />
          {organization ? null : (
            <DateOfBirthInput
              id={id('dateOfBirth')}
              legend={t('registration:register.dateOfBirth')}
              value={v.dateOfBirth}
              onChange={(value) => form.setField('dateOfBirth', value)}
              error={form.errors.dateOfBirth}
              required
            />
          )}
          {organization ? null : (
            <TextInput
              id={id('socialSecurityNumber')}
              label={t('registration:register.socialSecurityNumber')}
              description={t('registration:register.socialSecurityNumberHint')}
              {...form.getInputProps('socialSecurityNumber')}
              inputMode="numeric"
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {organization ? null : (
              <NativeSelect
                id={id('countryCode')}
                label={t('registration:register.country')}
                {...form.getInputProps('countryCode')}
                data={countries.map((c) => ({ value: c.code, label: c.name }))}
                autoComplete="country"
                required
              />
            )}
            <NativeSelect
              label={t('registration:register.language')}
              {...form.getInputProps('language')}
              data={[
                { value: 'is', label: t('common:language.is') },
                { value: 'en', label: t('common:language.en') },
              ]}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NewPasswordFields
              labels={{ password: t('registration:register.password'), confirm: t('registration:register.confirmPassword') }}
              values={{ password: v.password, confirm: v.confirmPassword }}
              errors={{ password: form.errors.password, confirm: form.errors.confirmPassword }}
              onChange={(field, value) => form.setField(field === 'password' ? 'password' : 'confirmPassword', value)}
              ids={{ password: id('password'), confirm: id('confirmPassword') }}
            />
          </SimpleGrid>
          <Text size="sm">
            {t('registration:register.privacy')}{' '}
            <Anchor component={Link} to="/privacy">
              {t('registration:register.privacyLink')}
            </Anchor>
          </Text>
          <Group justify="space-between">
            <Anchor component={Link} to="/account/login" size="sm">
              {t('registration:register.haveAccount')}
            </Anchor>
            <Button type="submit" loading={form.pending}>
              {t('registration:register.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
