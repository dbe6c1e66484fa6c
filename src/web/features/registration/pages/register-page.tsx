import { Anchor, Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { registerInput, registerOrganizationAccountInput } from '../../../../shared/contracts/registration';
import { ErrorCode } from '../../../../shared/errors';
import { AuthCard } from '../../../components/auth-card';
import { DateOfBirthInput } from '../../../components/date-of-birth-input';
import { ErrorSummary, fieldIdIn, summaryItemsOf, useErrorSummary } from '../../../components/error-summary';
import { Form } from '../../../components/form';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { PersonNameFields } from '../../../components/person-name-fields';
import { userConfigurationQuery } from '../../../lib/app-session';
import { useCountries } from '../../../lib/countries';
import { businessMessageOf, isApiError } from '../../../lib/errors';
import { useContractForm } from '../../../lib/form';
import { useLanguage } from '../../../lib/use-language';
import { useRegister, useRegisterOrganizationAccount } from '../api';
import { CheckEmailCard } from '../components/check-email-card';
import { RegistrationProgress } from '../components/registration-progress';
import { UserTypeChoice } from '../components/user-type-choice';
import {
  emptyRegisterForm,
  isOrganizationType,
  organizationAccountInputOf,
  organizationProblems,
  personInputOf,
  personProblems,
  type RegisterForm,
} from '../register-form';

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
  const form = useContractForm<RegisterForm>(emptyRegisterForm(type, language));
  const v = form.values;
  const organization = isOrganizationType(v.userTypeId);
  const id = fieldIdIn('register');

  const submitOrganization = () =>
    void form.submit({
      schema: registerOrganizationAccountInput,
      input: organizationAccountInputOf(v),
      extraErrors: organizationProblems(v),
      call: registerOrganization.mutateAsync,
      onSuccess: (_result, data) => setDone({ email: data.emailAddress }),
      onFieldErrors: summaryFailed,
      duplicateField: 'emailAddress',
    });

  const submit = () => {
    if (organization) return submitOrganization();
    void form.submit({
      schema: registerInput,
      input: personInputOf(v),
      extraErrors: personProblems(v, Number(configuration.data?.setting.values.AgeLimit ?? '')),
      call: register.mutateAsync,
      onSuccess: (_result, data) => setDone({ email: data.emailAddress }),
      onFieldErrors: summaryFailed,
      onError: (error) =>
        isApiError(error) && error.code === ErrorCode.Duplicate
          ? { emailAddress: businessMessageOf(error) ?? t('registration:register.duplicate') }
          : null,
    });
  };

  if (done) return <CheckEmailCard email={done.email} userTypeId={Number(v.userTypeId)} />;

  return (
    <AuthCard title={t('registration:register.title')} lead={t('registration:register.lead')} size={640}>
      <Form onSubmit={submit}>
        <Stack>
          <RegistrationProgress userTypeId={Number(v.userTypeId)} current="account" />
          <ErrorSummary
            ref={summaryRef}
            title={t('registration:register.summaryTitle', { count: summaryItemsOf('register', form.errors).length })}
            items={summaryItemsOf('register', form.errors)}
          />
          <UserTypeChoice
            id={id('userTypeId')}
            value={v.userTypeId}
            error={form.errors.userTypeId}
            onChange={(value) => form.setField('userTypeId', value)}
          />
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
      </Form>
    </AuthCard>
  );
}
