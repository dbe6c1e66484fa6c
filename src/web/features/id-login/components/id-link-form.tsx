import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { linkIdLoginInput } from '../../../../shared/contracts/id-login';
import { AuthCard } from '../../../components/auth-card';
import { FactList } from '../../../components/fact-list';
import { FormProblem } from '../../../components/form-problem';
import { PasswordInput } from '../../../components/password-input';
import { useContractForm } from '../../../lib/form';
import { useLinkIdLogin, type IdPersonDto } from '../api';
import { useFinishIdSignIn } from '../use-finish-id-sign-in';
import { formatIdNumber } from './person-facts';
import { useProblem, refusalOf } from '../../../lib/use-problem';
import { Form } from '../../../components/form';

/**
 * An account with the e-mail address the provider vouches for exists already: its password proves
 * it is this person's, and from then on the electronic ID opens it. Done once.
 */
export function IdLinkForm({ linkToken, person, account }: { linkToken: string; person: IdPersonDto; account: string }) {
  const { t } = useTranslation('id-login-web');
  const link = useLinkIdLogin();
  const finish = useFinishIdSignIn();
  const [problem, setProblem] = useProblem();
  const form = useContractForm({ password: '' });

  const submit = () => {
    setProblem(null);
    return form.submit({
      schema: linkIdLoginInput,
      input: { linkToken, password: form.values.password },
      call: link.mutateAsync,
      onSuccess: (result) => finish(result),
      onError: (error) => {
        setProblem(refusalOf(error, 'id-login-web:link.failed'));
      },
    });
  };

  return (
    <AuthCard title={t('link.title')} lead={t('link.lead')}>
      <FactList
        cols={1}
        facts={[
          [t('link.account'), account],
          [t('person.name'), [person.name, person.surname].filter(Boolean).join(' ')],
          [t('person.idNumber'), formatIdNumber(person.idNumber)],
        ]}
      />
      <Form onSubmit={() => void submit()}>
        <Stack>
          <FormProblem message={problem} />
          <PasswordInput
            label={t('link.password')}
            description={t('link.passwordHint')}
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          <Button type="submit" loading={form.pending}>
            {t('link.submit')}
          </Button>
        </Stack>
      </Form>
      <Text size="sm">
        {t('link.notYours')}{' '}
        <Anchor component={Link} to="/account/login">
          {t('link.backToLogin')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
