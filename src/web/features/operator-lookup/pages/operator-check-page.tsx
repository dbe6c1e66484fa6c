import { Alert, Button, Container, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OperatorNumberCheckResult } from '../../../../shared/contracts/operator-lookup';
import { FormProblem } from '../../../components/form-problem';
import { lazySchema, useContractForm } from '../../../lib/form';
import { problemOf } from '../../../lib/problem-of';
import { useCheckOperatorNumber } from '../api';
import { Form } from '../../../components/form';

const checkSchema = lazySchema(async () => (await import('../../../../shared/contracts/operator-lookup')).operatorNumberCheckInput);

interface Answer extends OperatorNumberCheckResult {
  /** The number as it was checked, for the sentence that answers it. */
  number: string;
}

function Verdict({ answer }: { answer: Answer }) {
  const { t } = useTranslation('operator-lookup');
  const kind = !answer.wellFormed ? 'malformed' : answer.valid ? 'valid' : 'notValid';
  const color = { malformed: 'red', valid: 'green', notValid: 'orange' }[kind];
  return (
    <Alert color={color} variant="light" title={t(`operator-lookup:check.${kind}.title`)}>
      <Stack gap="xs">
        <Text>{t(`operator-lookup:check.${kind}.meaning`, { number: answer.number })}</Text>
        {kind === 'valid' ? null : <Text size="sm">{t(`operator-lookup:check.${kind}.advice`)}</Text>}
      </Stack>
    </Alert>
  );
}

/**
 * `/operator-check` (public, no sign-in): whether an operator registration number is well formed
 * and valid today. It tells nothing of whose the number is (decision 0043).
 */
export function OperatorCheckPage() {
  const { t } = useTranslation(['operator-lookup', 'routes']);
  const check = useCheckOperatorNumber();
  const form = useContractForm({ operatorNumber: '' }, { prefetch: checkSchema, askBeforeLeaving: false });
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = () => {
    setProblem(null);
    void form.submit({
      schema: checkSchema,
      input: form.values,
      call: (data) => check.mutateAsync(data.operatorNumber),
      onSuccess: (result, data) => setAnswer({ ...result, number: data.operatorNumber }),
      onError: (error) => {
        setAnswer(null);
        setProblem(problemOf(error, t).message);
      },
    });
  };

  return (
    <Container size="sm" p={0}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('routes:operatorCheck')}</Title>
          <Text>{t('operator-lookup:check.lead')}</Text>
        </Stack>
        <Paper withBorder p="lg" radius="md">
          <Form onSubmit={submit}>
            <Stack gap="md">
              <TextInput
                label={t('operator-lookup:check.number')}
                description={t('operator-lookup:check.numberHint')}
                autoComplete="off"
                spellCheck={false}
                maxLength={40}
                ff="monospace"
                {...form.getInputProps('operatorNumber')}
              />
              <Group>
                <Button type="submit" loading={form.pending}>
                  {t('operator-lookup:check.submit')}
                </Button>
              </Group>
            </Stack>
          </Form>
        </Paper>
        <FormProblem message={problem} />
        <div role="status" aria-live="polite">
          {answer ? <Verdict answer={answer} /> : null}
        </div>
        <Text size="sm" c="dimmed">
          {t('operator-lookup:check.scope')}
        </Text>
      </Stack>
    </Container>
  );
}
