import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { verifyPinInput } from '../../../../shared/contracts/exam-sessions';
import { businessMessageOf, isApiError } from '../../../lib/errors';
import { useContractForm, type FieldProblems } from '../../../lib/form';
import { useVerifySessionPin } from '../api';
import { examStorage, type ExamType } from '../exam-type';
import { Form } from '../../../components/form';

type Outcome = { kind: 'wrong' } | { kind: 'refused'; message: string } | { kind: 'verified' } | null;

/**
 * The A2 candidate proves they sit in the supervised session: its exam code and PIN. The session
 * proven is kept for the exam screen; the server counts wrong pairs and locks guessing for a while.
 */
/**
 * The form stands on the start problems' yellow panel, where Mantine's red is 4.36:1: the darkest
 * red keeps its errors above 4.5:1 (WCAG 1.4.3).
 */
const pinErrorProps = { c: 'red.9' } as const;

export function SessionPinForm({ type }: { type: ExamType }) {
  const { t } = useTranslation('exams');
  const verify = useVerifySessionPin(type);
  const form = useContractForm({ examCode: '', pin: '' }, { askBeforeLeaving: false });
  const [outcome, setOutcome] = useState<Outcome>(null);

  const submit = () => {
    const code = form.values.examCode.trim();
    const digits = form.values.pin.replace(/\s+/g, '');
    // The contract lets an empty pair through to the server's count of misses; the form asks for both first.
    const gaps: FieldProblems = {};
    if (!code) gaps.examCode = { key: 'validation:required', field: 'examCode' };
    if (!digits) gaps.pin = { key: 'validation:required', field: 'pin' };
    setOutcome(null);
    void form.submit({
      schema: verifyPinInput,
      input: { examCode: code, pin: digits },
      extraErrors: gaps,
      call: verify.mutateAsync,
      onSuccess: (result) => {
        if (result.isPinCorrect) {
          examStorage.setSessionId(result.examSessionId);
          form.setField('pin', '');
          setOutcome({ kind: 'verified' });
        } else {
          setOutcome({ kind: 'wrong' });
        }
      },
      onError: (error) => {
        // A business refusal is the lock after too many misses; its message says for how long.
        const business = isApiError(error) && error.status === 400 && !error.info?.validationErrors?.length;
        const message = business ? (businessMessageOf(error) ?? t('exams:pin.locked')) : t('exams:pin.failed');
        setOutcome({ kind: 'refused', message });
      },
    });
  };

  return (
    <Form onSubmit={submit} aria-labelledby="session-pin-title">
      <Stack gap="sm">
        <Group align="flex-start" gap="md" wrap="wrap">
          <TextInput
            label={t('exams:pin.examCode')}
            description={t('exams:pin.examCodeHelp')}
            value={form.values.examCode}
            onChange={(e) => form.setField('examCode', e.currentTarget.value.toUpperCase())}
            error={form.errors.examCode}
            errorProps={pinErrorProps}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            required
          />
          <TextInput
            label={t('exams:pin.pin')}
            description={t('exams:pin.pinHelp')}
            {...form.getInputProps('pin')}
            errorProps={pinErrorProps}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={20}
            required
          />
        </Group>
        <div aria-live="polite">
          {outcome?.kind === 'wrong' ? (
            <Alert color="red" role="alert">
              {t('exams:pin.wrong')}
            </Alert>
          ) : outcome?.kind === 'refused' ? (
            <Alert color="red" role="alert">
              {outcome.message}
            </Alert>
          ) : outcome?.kind === 'verified' ? (
            <Alert color="green">{t('exams:pin.verified')}</Alert>
          ) : null}
        </div>
        <Group>
          <Button type="submit" loading={form.pending}>
            {t('exams:pin.submit')}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
