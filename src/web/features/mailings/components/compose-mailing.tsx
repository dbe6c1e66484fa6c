import { Alert, Anchor, Button, Group, Paper, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  mailingLimits,
  sendEmailInput,
  sendEmailToAllUsersInput,
  sendEmailToOrgMembersInput,
  type MailingAudience,
  type MailingTarget,
} from '../../../../shared/contracts/mailings';
import { ErrorSummary, summaryItemsOf, useErrorSummary } from '../../../components/error-summary';
import { FactList } from '../../../components/fact-list';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { useContractForm, validateWith } from '../../../lib/form';
import { routePath } from '../../../lib/routes';
import { audienceQuery, newIdempotencyKey, useSendMailing, type SendInput } from '../api';
import { TargetName } from './target-name';

const formName = 'mailing';
const fieldId = (field: string) => `${formName}-${field}`;
const schemas = { user: sendEmailInput, allUsers: sendEmailToAllUsersInput, organization: sendEmailToOrgMembersInput } as const;
const titleKeys = { user: 'adminMailingToUser', allUsers: 'adminMailingToAllUsers', organization: 'adminMailingToOrganization' } as const;

interface Values {
  subject: string;
  contentIcelandic: string;
  content: string;
}
const blank: Values = { subject: '', contentIcelandic: '', content: '' };

/**
 * The compose screen of a bulk e-mail to the target its route names (one user, every user, an
 * organisation's members): whom it reaches and how many, the subject and the message in both
 * languages, then a step that shows it all once more before anything is sent.
 */
export function ComposeMailing({ target, targetId }: { target: MailingTarget; targetId?: number }) {
  const { t } = useTranslation(['mailings', 'routes']);
  const known = target === 'allUsers' || (targetId !== undefined && Number.isInteger(targetId) && targetId > 0);
  const audience = useQuery({ ...audienceQuery(target, targetId), enabled: known });
  return (
    <>
      <PageHeader title={t(`routes:${titleKeys[target]}`)} description={t('mailings:compose.lead')} />
      {!known ? (
        <NotFound />
      ) : audience.isPending ? (
        <LoadingState />
      ) : audience.isError ? (
        <ErrorState error={audience.error} onRetry={() => void audience.refetch()} />
      ) : (
        <ComposeForm audience={audience.data} targetId={targetId} />
      )}
    </>
  );
}

function NotFound() {
  const { t } = useTranslation('mailings');
  return (
    <Alert color="red" role="alert" title={t('mailings:compose.notFound')}>
      <Anchor component={Link} to={routePath('adminMailings')}>
        {t('mailings:backToList')}
      </Anchor>
    </Alert>
  );
}

function ComposeForm({ audience, targetId }: { audience: MailingAudience; targetId?: number }) {
  const { t } = useTranslation(['mailings', 'common']);
  const navigate = useNavigate();
  const send = useSendMailing();
  const form = useContractForm<Values>(blank);
  const [summaryRef, summaryFailed] = useErrorSummary();
  // Made once, when the form opens: sending it twice (a double click, a retried request) starts one send.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [step, setStep] = useState<'edit' | 'confirm'>('edit');
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const schema = schemas[audience.target];
  const input = {
    ...form.values,
    idempotencyKey,
    ...(audience.target === 'user' ? { userId: targetId } : audience.target === 'organization' ? { orgId: targetId } : {}),
  };
  const nobody = audience.recipientCount === 0;

  useEffect(() => {
    if (step === 'confirm') confirmHeading.current?.focus();
  }, [step]);

  const review = () => {
    const checked = validateWith(schema, input, t);
    if (checked.errors) {
      form.setErrors(checked.errors);
      summaryFailed();
      return;
    }
    setStep('confirm');
  };

  const submit = () =>
    void form.submit({
      schema: schema as never,
      input,
      call: (data: object) => send.mutateAsync({ target: audience.target, ...data } as SendInput),
      onSuccess: (mailing) => navigate(routePath('adminMailing', { id: mailing.id })),
      onFieldErrors: () => {
        setStep('edit');
        summaryFailed();
      },
    });

  const items = summaryItemsOf(formName, form.errors);
  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby={fieldId('audience')}>
        <Title order={2} size="h3" id={fieldId('audience')} mb="sm">
          {t('mailings:compose.audience')}
        </Title>
        <FactList
          facts={[
            [t('mailings:fields.target'), <TargetName key="target" target={audience.target} name={audience.targetName} />],
            [t('mailings:fields.recipients'), t('mailings:compose.recipients', { count: audience.recipientCount })],
          ]}
        />
        {nobody ? (
          <Alert color="yellow" mt="md" title={t('mailings:compose.nobodyTitle')}>
            {t('mailings:compose.nobody')}
          </Alert>
        ) : null}
      </Paper>

      {step === 'edit' ? (
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby={fieldId('title')}>
          <Title order={2} size="h3" id={fieldId('title')} mb="sm">
            {t('mailings:compose.message')}
          </Title>
          <form
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              review();
            }}
          >
            <Stack>
              <ErrorSummary ref={summaryRef} title={t('mailings:compose.errorTitle', { count: items.length })} items={items} />
              <TextInput
                id={fieldId('subject')}
                label={t('mailings:fields.subject')}
                description={t('mailings:compose.subjectHint', { max: mailingLimits.subjectMax })}
                required
                maxLength={mailingLimits.subjectMax}
                {...form.getInputProps('subject')}
              />
              <Text size="sm">{t('mailings:compose.languagesHint')}</Text>
              <Textarea
                id={fieldId('contentIcelandic')}
                label={t('mailings:fields.contentIcelandic')}
                description={t('mailings:compose.contentHint', { max: mailingLimits.contentMax })}
                lang="is"
                autosize
                minRows={6}
                maxRows={16}
                {...form.getInputProps('contentIcelandic')}
              />
              <Textarea
                id={fieldId('content')}
                label={t('mailings:fields.content')}
                description={t('mailings:compose.contentHint', { max: mailingLimits.contentMax })}
                lang="en"
                autosize
                minRows={6}
                maxRows={16}
                {...form.getInputProps('content')}
              />
              <Group justify="flex-end">
                <Button type="submit" disabled={nobody}>
                  {t('mailings:compose.review')}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      ) : (
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby={fieldId('confirm')}>
          <Title order={2} size="h3" id={fieldId('confirm')} mb="xs" ref={confirmHeading} tabIndex={-1}>
            {t('mailings:compose.confirmTitle')}
          </Title>
          <Text mb="md">{t('mailings:compose.confirmLead', { count: audience.recipientCount })}</Text>
          <Stack gap="md">
            <FactList
              cols={1}
              facts={[
                [t('mailings:fields.subject'), form.values.subject],
                [t('mailings:fields.contentIcelandic'), <MessageText key="is" text={form.values.contentIcelandic} lang="is" />],
                [t('mailings:fields.content'), <MessageText key="en" text={form.values.content} lang="en" />],
              ]}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setStep('edit')} disabled={form.pending}>
                {t('mailings:compose.back')}
              </Button>
              <Button onClick={submit} loading={form.pending}>
                {t('mailings:compose.send', { count: audience.recipientCount })}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

/** A message as written, its line breaks kept; an empty language says who reads what instead. */
function MessageText({ text, lang }: { text: string; lang: 'is' | 'en' }) {
  const { t } = useTranslation('mailings');
  if (!text.trim()) return <Text fs="italic">{t(`mailings:compose.emptyLanguage.${lang}`)}</Text>;
  return (
    <Text component="span" lang={lang} style={{ whiteSpace: 'pre-wrap' }} fw={400}>
      {text}
    </Text>
  );
}
