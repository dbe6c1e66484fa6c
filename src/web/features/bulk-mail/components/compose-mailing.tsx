import { Alert, Anchor, Button, Group, Paper, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  mailingLimits,
  type MailingDraft,
  sendEmailInput,
  sendEmailToAllUsersInput,
  sendEmailToOrgMembersInput,
  type MailingAudience,
  type MailingTarget,
} from '../../../../shared/contracts/bulk-mail';
import { ErrorSummary, summaryItemsOf, useErrorSummary } from '../../../components/error-summary';
import { FactList } from '../../../components/fact-list';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { useContractForm, validateWith } from '../../../lib/form';
import { routePath } from '../../../lib/routes';
import { audienceQuery, draftQuery, draftsQuery, newIdempotencyKey, useSendMailing, type SendInput } from '../api';
import { DraftOffer, DraftStatus } from './draft-parts';
import { TargetName } from './target-name';
import { useDraftAutosave, valuesOfDraft, type DraftValues } from './use-draft-autosave';
import { Form } from '../../../components/form';

const formName = 'mailing';
const fieldId = (field: string) => `${formName}-${field}`;
// The API still takes a message in English alone, as it always has; this screen asks for Icelandic, the portal's first language.
const hasIcelandic = (v: { contentIcelandic: string }) => v.contentIcelandic.trim() !== '';
const icelandicRequired = { message: 'validation.required', path: ['contentIcelandic'] };
const schemas = {
  user: sendEmailInput.refine(hasIcelandic, icelandicRequired),
  allUsers: sendEmailToAllUsersInput.refine(hasIcelandic, icelandicRequired),
  organization: sendEmailToOrgMembersInput.refine(hasIcelandic, icelandicRequired),
} as const;
const titleKeys = { user: 'adminMailingToUser', allUsers: 'adminMailingToAllUsers', organization: 'adminMailingToOrganization' } as const;

type Values = DraftValues;
// In the order of `valuesOfDraft`, so a continued draft reads as saved.
const blank: Values = { subject: '', subjectEnglish: '', contentIcelandic: '', content: '' };

/**
 * The compose screen of a bulk e-mail to the target its route names (one user, every user, an
 * organisation's members): whom it reaches and how many, the subject and the message in each
 * language, then a step that shows it all once more before anything is sent. What is typed is kept
 * as a draft on the server; `?draft=<id>` opens one from the list.
 */
export function ComposeMailing({ target, targetId }: { target: MailingTarget; targetId?: number }) {
  const { t } = useTranslation(['bulk-mail', 'routes']);
  const known = target === 'allUsers' || (targetId !== undefined && Number.isInteger(targetId) && targetId > 0);
  const audience = useQuery({ ...audienceQuery(target, targetId), enabled: known });
  const draftParam = Number(useSearchParams()[0].get('draft'));
  const opened = Number.isInteger(draftParam) && draftParam > 0 ? draftParam : undefined;
  const draft = useQuery({ ...draftQuery(opened ?? 0), enabled: opened !== undefined });
  return (
    <>
      <PageHeader title={t(`routes:${titleKeys[target]}`)} description={t('bulk-mail:compose.lead')} />
      {!known ? (
        <NotFound />
      ) : audience.isPending || (opened !== undefined && draft.isPending) ? (
        <LoadingState />
      ) : audience.isError ? (
        <ErrorState error={audience.error} onRetry={() => void audience.refetch()} />
      ) : opened !== undefined && draft.isError ? (
        <ErrorState error={draft.error} onRetry={() => void draft.refetch()} />
      ) : (
        <ComposeForm key={opened ?? 'new'} audience={audience.data} targetId={targetId} opened={draft.data} />
      )}
    </>
  );
}

function NotFound() {
  const { t } = useTranslation('bulk-mail');
  return (
    <Alert color="red" role="alert" title={t('bulk-mail:compose.notFound')}>
      <Anchor component={Link} to={routePath('adminMailings')}>
        {t('bulk-mail:backToList')}
      </Anchor>
    </Alert>
  );
}

function ComposeForm({ audience, targetId, opened }: { audience: MailingAudience; targetId?: number; opened?: MailingDraft }) {
  const { t } = useTranslation(['bulk-mail', 'common']);
  const navigate = useNavigate();
  const send = useSendMailing();
  // The draft on the server keeps what is typed; the autosave says when some is not there yet.
  const form = useContractForm<Values>(opened ? valuesOfDraft(opened) : blank, { askBeforeLeaving: false });
  const autosave = useDraftAutosave(audience.target, targetId, form.values);
  const { adopt } = autosave;
  useEffect(() => {
    if (opened) adopt(opened);
  }, [opened, adopt]);
  // An unsent draft of this same e-mail, offered when the screen opens without one.
  const offered = useQuery({
    ...draftsQuery({
      skipCount: 0,
      maxResultCount: 1,
      target: audience.target,
      ...(audience.target === 'user' ? { userId: targetId } : audience.target === 'organization' ? { orgId: targetId } : {}),
    }),
    enabled: !opened,
    staleTime: Infinity,
  });
  const [dismissed, setDismissed] = useState(false);
  const offer = !opened && !dismissed && autosave.draftId === undefined ? offered.data?.items[0] : undefined;
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

  // The draft becomes the send: its last save is waited for, and nothing is saved after it.
  const submit = async () => {
    const draftId = await autosave.stop();
    let sent = false;
    await form.submit({
      schema: schema as never,
      input: { ...input, draftId },
      call: (data: object) => send.mutateAsync({ target: audience.target, ...data } as SendInput),
      onSuccess: (mailing) => {
        sent = true;
        void navigate(routePath('adminMailing', { id: mailing.id }));
      },
      onFieldErrors: () => {
        setStep('edit');
        summaryFailed();
      },
    });
    if (!sent) autosave.resume();
  };

  const items = summaryItemsOf(formName, form.errors);
  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby={fieldId('audience')}>
        <Title order={2} size="h3" id={fieldId('audience')} mb="sm">
          {t('bulk-mail:compose.audience')}
        </Title>
        <FactList
          facts={[
            [t('bulk-mail:fields.target'), <TargetName key="target" target={audience.target} name={audience.targetName} />],
            [t('bulk-mail:fields.recipients'), t('bulk-mail:compose.recipients', { count: audience.recipientCount })],
          ]}
        />
        {nobody ? (
          <Alert color="yellow" mt="md" title={t('bulk-mail:compose.nobodyTitle')}>
            {t('bulk-mail:compose.nobody')}
          </Alert>
        ) : null}
      </Paper>

      {offer ? (
        <DraftOffer
          draft={offer}
          onContinue={() => {
            form.reset(valuesOfDraft(offer));
            adopt(offer);
          }}
          onDismiss={() => setDismissed(true)}
        />
      ) : null}

      {step === 'edit' ? (
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby={fieldId('title')}>
          <Title order={2} size="h3" id={fieldId('title')} mb="sm">
            {t('bulk-mail:compose.message')}
          </Title>
          <Form onSubmit={review}>
            <Stack>
              <ErrorSummary ref={summaryRef} title={t('bulk-mail:compose.errorTitle', { count: items.length })} items={items} />
              <Text size="sm">{t('bulk-mail:compose.languagesHint')}</Text>
              <TextInput
                id={fieldId('subject')}
                label={t('bulk-mail:fields.subjectIcelandic')}
                description={t('bulk-mail:compose.subjectHint', { max: mailingLimits.subjectMax })}
                required
                lang="is"
                maxLength={mailingLimits.subjectMax}
                {...form.getInputProps('subject')}
              />
              <Textarea
                id={fieldId('contentIcelandic')}
                label={t('bulk-mail:fields.contentIcelandic')}
                description={t('bulk-mail:compose.contentHint', { max: mailingLimits.contentMax })}
                required
                lang="is"
                autosize
                minRows={6}
                maxRows={16}
                {...form.getInputProps('contentIcelandic')}
              />
              <TextInput
                id={fieldId('subjectEnglish')}
                label={t('bulk-mail:fields.subjectEnglish')}
                description={t('bulk-mail:compose.subjectEnglishHint', { max: mailingLimits.subjectMax })}
                lang="en"
                maxLength={mailingLimits.subjectMax}
                {...form.getInputProps('subjectEnglish')}
              />
              <Textarea
                id={fieldId('content')}
                label={t('bulk-mail:fields.content')}
                description={t('bulk-mail:compose.contentHint', { max: mailingLimits.contentMax })}
                lang="en"
                autosize
                minRows={6}
                maxRows={16}
                {...form.getInputProps('content')}
              />
              <Group justify="space-between">
                <DraftStatus state={autosave.state} />
                <Button type="submit" disabled={nobody}>
                  {t('bulk-mail:compose.review')}
                </Button>
              </Group>
            </Stack>
          </Form>
        </Paper>
      ) : (
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby={fieldId('confirm')}>
          <Title order={2} size="h3" id={fieldId('confirm')} mb="xs" ref={confirmHeading} tabIndex={-1}>
            {t('bulk-mail:compose.confirmTitle')}
          </Title>
          <Text mb="md">{t('bulk-mail:compose.confirmLead', { count: audience.recipientCount })}</Text>
          <Stack gap="md">
            <FactList
              cols={1}
              facts={[
                [t('bulk-mail:fields.subjectIcelandic'), <MessageText key="sis" text={form.values.subject} lang="is" />],
                [t('bulk-mail:fields.contentIcelandic'), <MessageText key="is" text={form.values.contentIcelandic} lang="is" />],
                [t('bulk-mail:fields.subjectEnglish'), <MessageText key="sen" text={form.values.subjectEnglish} lang="en" subject />],
                [t('bulk-mail:fields.content'), <MessageText key="en" text={form.values.content} lang="en" />],
              ]}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setStep('edit')} disabled={form.pending}>
                {t('bulk-mail:compose.back')}
              </Button>
              <Button onClick={() => void submit()} loading={form.pending}>
                {t('bulk-mail:compose.send', { count: audience.recipientCount })}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

/** A message or subject as written, its line breaks kept; an empty English one says what its readers get instead. */
function MessageText({ text, lang, subject }: { text: string; lang: 'is' | 'en'; subject?: boolean }) {
  const { t } = useTranslation('bulk-mail');
  if (!text.trim())
    return <Text fs="italic">{t(subject ? 'bulk-mail:compose.emptySubjectEnglish' : `bulk-mail:compose.emptyLanguage.${lang}`)}</Text>;
  return (
    <Text component="span" lang={lang} style={{ whiteSpace: 'pre-wrap' }} fw={400}>
      {text}
    </Text>
  );
}
