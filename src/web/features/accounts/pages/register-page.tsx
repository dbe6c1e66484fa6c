import { Alert, Anchor, Button, Group, NativeSelect, Radio, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../components/new-password-fields';
import { Link } from 'react-router';
import { registerInput } from '../../../../shared/contracts/accounts';
import { isLanguage, personUserTypeIds, UserType, type Language } from '../../../../shared/enums';
import { ErrorCode } from '../../../../shared/errors';
import { DateOfBirthInput } from '../../../components/date-of-birth-input';
import { PersonNameFields } from '../../../components/person-name-fields';
import { userConfigurationQuery } from '../../../lib/app-session';
import { ageInYears, emptyDateParts, partsToIsoDate, type DateParts } from '../../../lib/dates';
import { businessMessageOf, isApiError } from '../../../lib/errors';
import { confirmationProblem, type FieldErrors, useContractForm } from '../../../lib/form';
import { dateOfBirthProblem } from '../../../lib/validators';
import { useRegister, type RegisterResult } from '../api';
import { AuthCard } from '../components/auth-card';
import { useCountries } from '../../../lib/countries';

interface RegisterForm extends Record<string, unknown> {
  name: string;
  surname: string;
  emailAddress: string;
  dateOfBirth: DateParts;
  countryCode: string;
  password: string;
  confirmPassword: string;
  language: Language;
  userTypeId: string;
}

/** Self-registration of a pilot or an organisation's contact person; ends with "check your e-mail" (the link confirms the address). */
export function RegisterPage() {
  const { t, i18n } = useTranslation(['accounts', 'common']);
  const language: Language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'is';
  const register = useRegister();
  const [done, setDone] = useState<{ result: RegisterResult; email: string } | null>(null);
  const configuration = useQuery(userConfigurationQuery());
  const countries = useCountries();
  const form = useContractForm<RegisterForm>({
    name: '',
    surname: '',
    emailAddress: '',
    dateOfBirth: emptyDateParts,
    countryCode: 'IS',
    password: '',
    confirmPassword: '',
    language,
    userTypeId: String(UserType.Pilot),
  });
  const v = form.values;

  const submit = () => {
    const dateOfBirth = partsToIsoDate(v.dateOfBirth);
    const input = {
      name: v.name,
      surname: v.surname,
      emailAddress: v.emailAddress,
      password: v.password,
      dateOfBirth: dateOfBirth ?? '',
      countryCode: v.countryCode,
      language: v.language,
      userTypeId: Number(v.userTypeId) as (typeof personUserTypeIds)[number],
    };
    // The parts of the date and the age limit are said in the form's own words.
    const errors: FieldErrors = {};
    const parts = v.dateOfBirth;
    if (parts.day === '' || parts.month === '' || parts.year === '') errors.dateOfBirth = t('validation:required');
    else {
      const problem = dateOfBirthProblem(parts, t('errors:dateOfBirthInvalid'));
      if (problem) errors.dateOfBirth = problem;
      else {
        const ageLimit = Number(configuration.data?.setting.values.AgeLimit ?? '');
        if (dateOfBirth && Number.isFinite(ageLimit) && ageLimit > 0 && ageInYears(dateOfBirth) < ageLimit) {
          errors.dateOfBirth = t('errors:tooYoung', { age: ageLimit });
        }
      }
    }
    const mismatch = confirmationProblem(v.password, v.confirmPassword, t);
    if (mismatch) errors.confirmPassword = mismatch;
    void form.submit({
      schema: registerInput,
      input,
      extraErrors: errors,
      call: register.mutateAsync,
      onSuccess: (result, data) => setDone({ result, email: data.emailAddress }),
      onError: (error) =>
        isApiError(error) && error.code === ErrorCode.Duplicate
          ? { emailAddress: businessMessageOf(error) ?? t('accounts:register.duplicate') }
          : null,
    });
  };

  if (done) {
    return (
      <AuthCard title={done.result.emailConfirmationRequired ? t('accounts:register.checkEmailTitle') : t('accounts:register.readyTitle')}>
        <Alert color="green" role="status">
          {done.result.emailConfirmationRequired ? t('accounts:register.checkEmail', { email: done.email }) : t('accounts:register.ready')}
        </Alert>
        {done.result.emailConfirmationRequired ? <Text size="sm">{t('accounts:register.checkEmailHint')}</Text> : null}
        <Button component={Link} to="/account/login" state={{ userName: done.email }} variant={done.result.canLogin ? 'filled' : 'outline'}>
          {t('accounts:register.toLogin')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('accounts:register.title')} lead={t('accounts:register.lead')} size={640}>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Stack>
          <Radio.Group
            label={t('accounts:register.userType')}
            value={v.userTypeId}
            onChange={(value) => form.setField('userTypeId', value)}
            error={form.errors.userTypeId}
            required
          >
            <Stack gap="xs" mt="xs">
              {personUserTypeIds.map((id) => (
                <Radio
                  key={id}
                  value={String(id)}
                  label={t(`accounts:register.userTypes.${id}.label`)}
                  description={t(`accounts:register.userTypes.${id}.description`)}
                />
              ))}
            </Stack>
          </Radio.Group>
          <PersonNameFields
            labels={{ name: t('accounts:register.name'), surname: t('accounts:register.surname') }}
            values={v}
            errors={form.errors}
            onChange={(field, value) => form.setField(field, value)}
          />
          <TextInput
            type="email"
            label={t('accounts:register.email')}
            description={t('accounts:register.emailHint')}
            {...form.getInputProps('emailAddress')}
            autoComplete="email"
            required
          />
          <DateOfBirthInput
            legend={t('accounts:register.dateOfBirth')}
            value={v.dateOfBirth}
            onChange={(value) => form.setField('dateOfBirth', value)}
            error={form.errors.dateOfBirth}
            required
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NativeSelect
              label={t('accounts:register.country')}
              {...form.getInputProps('countryCode')}
              data={countries.map((c) => ({ value: c.code, label: c.name }))}
              autoComplete="country"
              required
            />
            <NativeSelect
              label={t('accounts:register.language')}
              {...form.getInputProps('language')}
              data={[
                { value: 'is', label: t('common:language.is') },
                { value: 'en', label: t('common:language.en') },
              ]}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NewPasswordFields
              labels={{ password: t('accounts:register.password'), confirm: t('accounts:register.confirmPassword') }}
              values={{ password: v.password, confirm: v.confirmPassword }}
              errors={{ password: form.errors.password, confirm: form.errors.confirmPassword }}
              onChange={(field, value) => form.setField(field === 'password' ? 'password' : 'confirmPassword', value)}
            />
          </SimpleGrid>
          <Text size="sm">
            {t('accounts:register.privacy')}{' '}
            <Anchor component={Link} to="/privacy">
              {t('accounts:register.privacyLink')}
            </Anchor>
          </Text>
          <Group justify="space-between">
            <Anchor component={Link} to="/account/login" size="sm">
              {t('accounts:register.haveAccount')}
            </Anchor>
            <Button type="submit" loading={form.pending}>
              {t('accounts:register.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
