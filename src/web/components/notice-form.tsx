import { Alert, Button, Group, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { dynamicMessage, notificationMessageId } from '../../shared/contracts/notifications';
import { NotificationMessage, type NotificationMessageId } from '../../shared/enums';
import { useContractForm, validateWith } from '../lib/form';
import { problemOf } from '../lib/problem-of';
import { ErrorSummary, summaryItemsOf, useErrorSummary } from './error-summary';
import { FactList } from './fact-list';
import { FormProblem } from './form-problem';
import { Form } from './form';

/** What a notice carries: one of section 9's messages, and words of the sender's own if any. */
export interface NoticeInput {
  messageId: NotificationMessageId;
  dynamicMessage?: string;
}

const noticeSchema = z.object({ messageId: notificationMessageId, dynamicMessage: dynamicMessage.optional() });
const messageKeys = Object.keys(NotificationMessage) as (keyof typeof NotificationMessage)[];
/** The longest text of one's own a notice takes (the contract's limit). */
const ownTextMax = 1000;

interface Values {
  messageId: string;
  dynamicMessage: string;
}
const blank: Values = { messageId: '', dynamicMessage: '' };

/**
 * The form of an in-app notice, which lands in its recipients' bell: the message and the words of
 * one's own, a step that shows it all before it is sent, and how many it reached. Whom it goes to
 * is the caller's (`recipient`, with its own chooser in `chooser`); `send` makes the call.
 */
export function NoticeForm({
  name,
  recipient,
  chooser,
  send,
}: {
  /** The form's name; its fields' ids start with it. */
  name: string;
  /** Whom it goes to, in words; null while nobody is chosen. */
  recipient: string | null;
  chooser?: ReactNode;
  send: (input: NoticeInput) => Promise<{ count: number }>;
}) {
  const { t } = useTranslation('common');
  const form = useContractForm<Values>(blank);
  const [summaryRef, summaryFailed] = useErrorSummary();
  const [step, setStep] = useState<'edit' | 'confirm' | 'done'>('edit');
  const [problem, setProblem] = useState<string | null>(null);
  const [reached, setReached] = useState(0);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const fieldId = (field: string) => `${name}-${field}`;
  useEffect(() => {
    if (step !== 'edit') stepHeading.current?.focus();
  }, [step]);

  const ownText = form.values.dynamicMessage.trim();
  const input = {
    messageId: form.values.messageId ? Number(form.values.messageId) : undefined,
    ...(ownText ? { dynamicMessage: ownText } : {}),
  };
  const messageLabel = (id: string) => {
    const key = messageKeys.find((k) => String(NotificationMessage[k]) === id);
    return key ? t(`notice.messages.${key}`) : '';
  };

  const review = () => {
    setProblem(null);
    const checked = validateWith(noticeSchema, input, t);
    const errors = {
      ...(recipient ? {} : { recipient: t('notice.chooseRecipient') }),
      ...(checked.errors?.messageId ? { messageId: t('notice.chooseMessage') } : {}),
      ...(checked.errors?.dynamicMessage ? { dynamicMessage: checked.errors.dynamicMessage } : {}),
    };
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      summaryFailed();
      return;
    }
    setStep('confirm');
  };

  const submit = () => {
    setProblem(null);
    void form.submit({
      schema: noticeSchema,
      input,
      call: (data) => send(data),
      onSuccess: (result) => {
        setReached(result.count);
        setStep('done');
      },
      onFieldErrors: () => {
        setStep('edit');
        summaryFailed();
      },
      onError: (error) => {
        setProblem(problemOf(error, t).message);
      },
    });
  };

  if (step === 'done') {
    return (
      <Stack>
        <Title order={3} size="h4" ref={stepHeading} tabIndex={-1}>
          {t('notice.doneTitle')}
        </Title>
        <Alert color={reached > 0 ? 'green' : 'yellow'} role="status">
          {t('notice.done', { count: reached })}
        </Alert>
        <Group>
          <Button
            variant="default"
            onClick={() => {
              form.reset(blank);
              setStep('edit');
            }}
          >
            {t('notice.another')}
          </Button>
        </Group>
      </Stack>
    );
  }

  if (step === 'confirm') {
    return (
      <Stack>
        <Title order={3} size="h4" ref={stepHeading} tabIndex={-1}>
          {t('notice.confirmTitle')}
        </Title>
        <FormProblem message={problem} title={t('notice.failedTitle')} />
        <FactList
          cols={1}
          facts={[
            [t('notice.fields.recipient'), recipient ?? ''],
            [t('notice.fields.message'), messageLabel(form.values.messageId)],
            [
              t('notice.fields.ownText'),
              ownText ? (
                <Text component="span" style={{ whiteSpace: 'pre-wrap' }} fw={400}>
                  {ownText}
                </Text>
              ) : (
                <Text component="span" fs="italic" fw={400}>
                  {t('notice.noOwnText')}
                </Text>
              ),
            ],
          ]}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setStep('edit')} disabled={form.pending}>
            {t('notice.back')}
          </Button>
          <Button onClick={submit} loading={form.pending}>
            {t('notice.send')}
          </Button>
        </Group>
      </Stack>
    );
  }

  const items = summaryItemsOf(name, form.errors);
  return (
    <Form onSubmit={review}>
      <Stack>
        <ErrorSummary ref={summaryRef} title={t('notice.errorTitle', { count: items.length })} items={items} />
        {chooser}
        {chooser && form.errors.recipient ? (
          <Text size="sm" c="red.8">
            {form.errors.recipient}
          </Text>
        ) : null}
        <Select
          id={fieldId('messageId')}
          label={t('notice.fields.message')}
          description={t('notice.messageHint')}
          placeholder={t('notice.pickMessage')}
          data={messageKeys.map((key) => ({ value: String(NotificationMessage[key]), label: t(`notice.messages.${key}`) }))}
          required
          {...form.getInputProps('messageId')}
        />
        <Textarea
          id={fieldId('dynamicMessage')}
          label={t('notice.fields.ownText')}
          description={t('notice.ownTextHint', { max: ownTextMax })}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={ownTextMax}
          {...form.getInputProps('dynamicMessage')}
        />
        <Group justify="flex-end">
          <Button type="submit">{t('notice.review')}</Button>
        </Group>
      </Stack>
    </Form>
  );
}
