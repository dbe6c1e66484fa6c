import { Button, Radio, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { registerByIdLoginInput } from '../../../../shared/contracts/id-login';
import { UserType } from '../../../../shared/enums';
import { AuthCard } from '../../../components/auth-card';
import { ErrorSummary, fieldIdIn, summaryItemsOf, useErrorSummary } from '../../../components/error-summary';
import { useContractForm } from '../../../lib/form';
import { useRegisterByIdLogin, type IdPersonDto } from '../api';
import { useFinishIdSignIn } from '../use-finish-id-sign-in';
import { PersonFacts } from './person-facts';
import { Form } from '../../../components/form';

/** The order the types are offered in, as on /register: people first, then organisations by size. */
export const offeredTypes = [UserType.Pilot, UserType.ContactPerson, UserType.Under250, UserType.Over250] as const;

/**
 * Step 1 of a registration through the electronic ID: the provider has vouched for the name, the
 * kennitala and the date of birth, so they are shown, not asked; the person chooses their type and
 * gives an e-mail address. Then the session opens and the wizard goes on at step 2.
 */
export function IdRegisterForm({ registrationToken, person }: { registrationToken: string; person: IdPersonDto }) {
  const { t } = useTranslation('id-login-web');
  const register = useRegisterByIdLogin();
  const finish = useFinishIdSignIn();
  const [summaryRef, summaryFailed] = useErrorSummary();
  const form = useContractForm({ userTypeId: String(UserType.Pilot), emailAddress: person.emailAddress ?? '' });
  const id = fieldIdIn('id-register');
  const summary = summaryItemsOf('id-register', form.errors);

  const submit = () =>
    form.submit({
      schema: registerByIdLoginInput,
      input: { registrationToken, userTypeId: Number(form.values.userTypeId), emailAddress: form.values.emailAddress },
      call: register.mutateAsync,
      onSuccess: (result) => finish(result),
      onFieldErrors: summaryFailed,
      duplicateField: 'emailAddress',
    });

  return (
    <AuthCard title={t('register.title')} lead={t('register.lead')} size={640}>
      <section aria-labelledby="id-register-person">
        <Title order={2} size="h4" id="id-register-person" mb="xs">
          {t('register.personTitle')}
        </Title>
        <PersonFacts person={person} />
      </section>
      <Form onSubmit={() => void submit()}>
        <Stack>
          <ErrorSummary ref={summaryRef} title={t('register.summaryTitle', { count: summary.length })} items={summary} />
          <Radio.Group
            id={id('userTypeId')}
            label={t('register.userType')}
            value={form.values.userTypeId}
            onChange={(value) => form.setField('userTypeId', value)}
            error={form.errors.userTypeId}
            required
          >
            <Stack gap="xs" mt="xs">
              {offeredTypes.map((typeId) => (
                <Radio
                  key={typeId}
                  value={String(typeId)}
                  label={t(`register.userTypes.${typeId}.label`)}
                  description={t(`register.userTypes.${typeId}.description`)}
                />
              ))}
            </Stack>
          </Radio.Group>
          <TextInput
            id={id('emailAddress')}
            type="email"
            label={t('register.email')}
            description={t('register.emailHint')}
            autoComplete="email"
            required
            {...form.getInputProps('emailAddress')}
          />
          <Button type="submit" loading={form.pending}>
            {t('register.submit')}
          </Button>
        </Stack>
      </Form>
    </AuthCard>
  );
}
