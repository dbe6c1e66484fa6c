import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { businessMessageOf, isApiError } from '../../../lib/errors';
import { useVerifySessionPin } from '../api';
import { examStorage, type ExamType } from '../exam-type';

type Outcome = { kind: 'wrong' } | { kind: 'refused'; message: string } | { kind: 'verified' } | null;

/**
 * The A2 candidate proves they sit in the supervised session: its exam code and PIN. The session
 * proven is kept for the exam screen; the server counts wrong pairs and locks guessing for a while.
 */
export function SessionPinForm({ type }: { type: ExamType }) {
  const { t } = useTranslation('exams');
  const verify = useVerifySessionPin(type);
  const [examCode, setExamCode] = useState('');
  const [pin, setPin] = useState('');
  const [missing, setMissing] = useState<{ examCode?: boolean; pin?: boolean }>({});
  const [outcome, setOutcome] = useState<Outcome>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = examCode.trim();
    const digits = pin.replace(/\s+/g, '');
    const gaps = { examCode: !code, pin: !digits };
    setMissing(gaps);
    if (gaps.examCode || gaps.pin) return;
    setOutcome(null);
    verify.mutate(
      { examCode: code, pin: digits },
      {
        onSuccess: (result) => {
          if (result.isPinCorrect) {
            examStorage.setSessionId(result.examSessionId);
            setPin('');
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
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="session-pin-title">
      <Stack gap="sm">
        <Group align="flex-start" gap="md" wrap="wrap">
          <TextInput
            label={t('exams:pin.examCode')}
            description={t('exams:pin.examCodeHelp')}
            value={examCode}
            onChange={(e) => setExamCode(e.currentTarget.value.toUpperCase())}
            error={missing.examCode ? t('validation:required') : undefined}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            required
          />
          <TextInput
            label={t('exams:pin.pin')}
            description={t('exams:pin.pinHelp')}
            value={pin}
            onChange={(e) => setPin(e.currentTarget.value)}
            error={missing.pin ? t('validation:required') : undefined}
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
          <Button type="submit" loading={verify.isPending}>
            {t('exams:pin.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
