import { Alert, Button, Checkbox, Code, Group, NumberInput, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatedOperatorLookupClient, OperatorLookupScope } from '../../../../shared/contracts/operator-lookup';
import { FormProblem } from '../../../components/form-problem';
import { lazySchema, useContractForm } from '../../../lib/form';
import { problemOf } from '../../../lib/problem-of';
import { useCreateLookupClient } from '../api';
import { Form } from '../../../components/form';

const createSchema = lazySchema(async () => (await import('../../../../shared/contracts/operator-lookup')).createOperatorLookupClientInput);

export const scopes: readonly OperatorLookupScope[] = ['operator-lookup:status', 'operator-lookup:identity'];
export const scopeKey = (scope: string) => `operator-lookup:scopes.${scope.replace('operator-lookup:', '')}`;

interface Values {
  name: string;
  scopes: string[];
  requestsPerMinute: number | string;
}

const empty: Values = { name: '', scopes: ['operator-lookup:status'], requestsPerMinute: 60 };

/** The client's id and secret, once: the secret is never shown again, so it is said plainly. */
function CreatedClient({ client, onDone }: { client: CreatedOperatorLookupClient; onDone: () => void }) {
  const { t } = useTranslation('operator-lookup');
  return (
    <Alert color="green" variant="light" title={t('operator-lookup:clients.created.title', { name: client.name })} role="status">
      <Stack gap="xs">
        <Text>{t('operator-lookup:clients.created.once')}</Text>
        <Text>
          {t('operator-lookup:clients.clientId')}: <Code data-testid="created-client-id">{client.clientId}</Code>
        </Text>
        <Text>
          {t('operator-lookup:clients.secret')}: <Code data-testid="created-client-secret">{client.clientSecret}</Code>
        </Text>
        <Group>
          <Button variant="default" onClick={onDone}>
            {t('operator-lookup:clients.created.done')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** A new client for an authority: its name, what it may read, and how often. */
export function NewClientForm() {
  const { t } = useTranslation(['operator-lookup', 'common']);
  const create = useCreateLookupClient();
  const form = useContractForm<Values>(empty, { prefetch: createSchema, names: { name: 'lookupClientName' } });
  const [created, setCreated] = useState<CreatedOperatorLookupClient | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    setProblem(null);
    void form.submit({
      schema: createSchema,
      input: {
        ...form.values,
        requestsPerMinute: form.values.requestsPerMinute === '' ? undefined : Number(form.values.requestsPerMinute),
      },
      call: (data) => create.mutateAsync(data),
      onSuccess: (client) => {
        setCreated(client);
        form.reset(empty);
      },
      onError: (error) => {
        setProblem(problemOf(error, t).message);
      },
    });
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="new-lookup-client-title">
      <Title order={2} size="h4" mb="xs" id="new-lookup-client-title">
        {t('operator-lookup:clients.newTitle')}
      </Title>
      {created ? (
        <CreatedClient client={created} onDone={() => setCreated(null)} />
      ) : (
        <Form onSubmit={submit}>
          <Stack gap="md">
            <TextInput
              label={t('operator-lookup:clients.name')}
              description={t('operator-lookup:clients.nameHint')}
              required
              {...form.getInputProps('name')}
            />
            <Checkbox.Group label={t('operator-lookup:clients.scopes')} required {...form.getInputProps('scopes')}>
              <Stack gap={6} mt={6}>
                {scopes.map((scope) => (
                  <Checkbox key={scope} value={scope} label={t(scopeKey(scope))} />
                ))}
              </Stack>
            </Checkbox.Group>
            <NumberInput
              label={t('operator-lookup:clients.requestsPerMinute')}
              min={1}
              max={6000}
              allowDecimal={false}
              w={220}
              {...form.getInputProps('requestsPerMinute')}
            />
            <FormProblem message={problem} />
            <Group>
              <Button type="submit" loading={form.pending}>
                {t('operator-lookup:clients.create')}
              </Button>
            </Group>
          </Stack>
        </Form>
      )}
    </Paper>
  );
}
