import { Button, Group, Paper, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErasureStatus, requestErasureInput, type ErasureRequestDto } from '../../../../shared/contracts/personal-data';
import { confirmAction } from '../../../components/confirm-action';
import { ErrorSummary, fieldIdIn, summaryItemsOf, useErrorSummary } from '../../../components/error-summary';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { formatDateTime } from '../../../lib/dates';
import { useContractForm } from '../../../lib/form';
import { myErasureRequestQuery, useRequestErasure, useWithdrawErasure } from '../api';
import { ErasureStatusBadge } from './erasure-status-badge';
import { useLanguage } from '../../../lib/use-language';
import { Form } from '../../../components/form';

const formName = 'erasure-request';
const id = fieldIdIn(formName);

/** The person's latest request as they see it: its state, when, their reason and the administrator's. */
function RequestState({ request }: { request: ErasureRequestDto }) {
  const { t } = useTranslation('personal-data');
  const language = useLanguage();
  const withdraw = useWithdrawErasure();
  const askWithdraw = () =>
    confirmAction({
      title: t('personal-data:page.confirmWithdrawTitle'),
      message: t('personal-data:page.confirmWithdraw'),
      confirmLabel: t('personal-data:page.withdraw'),
      onConfirm: () =>
        withdraw.mutate(request.id, {
          onSuccess: () => notifications.show({ color: 'green', message: t('personal-data:page.withdrawn') }),
        }),
    });
  return (
    <Stack gap={4} aria-live="polite">
      <Group gap="xs">
        <Text>{t('personal-data:page.state')}</Text>
        <ErasureStatusBadge status={request.status} />
      </Group>
      <Text size="sm">{t('personal-data:page.requestedAt', { time: formatDateTime(request.requestTime, language) })}</Text>
      {request.reason ? <Text size="sm">{t('personal-data:page.yourReason', { reason: request.reason })}</Text> : null}
      {request.decisionTime && request.status !== ErasureStatus.Withdrawn ? (
        <Text size="sm">{t('personal-data:page.decidedAt', { time: formatDateTime(request.decisionTime, language) })}</Text>
      ) : null}
      {request.decisionReason ? <Text fw={700}>{t('personal-data:page.decisionReason', { reason: request.decisionReason })}</Text> : null}
      {request.status === ErasureStatus.Pending ? (
        <Group mt="xs">
          <Button variant="default" onClick={askWithdraw} loading={withdraw.isPending}>
            {t('personal-data:page.withdraw')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

/** Asking for erasure: an optional reason, then a confirmation that says what follows. */
function RequestForm() {
  const { t } = useTranslation('personal-data');
  const form = useContractForm({ reason: '' });
  const [summaryRef, summaryFailed] = useErrorSummary();
  const requestErasure = useRequestErasure();
  const send = () =>
    form.submit({
      schema: requestErasureInput,
      input: { reason: form.values.reason.trim() || undefined },
      call: (input) => requestErasure.mutateAsync(input),
      onSuccess: () => {
        form.setValues({ reason: '' });
        notifications.show({ color: 'green', message: t('personal-data:page.requested') });
      },
      onFieldErrors: summaryFailed,
    });
  const onSubmit = () =>
    confirmAction({
      title: t('personal-data:page.confirmRequestTitle'),
      message: t('personal-data:page.confirmRequest'),
      confirmLabel: t('personal-data:page.request'),
      danger: true,
      onConfirm: () => void send(),
    });
  const items = summaryItemsOf(formName, form.errors);
  return (
    <Form onSubmit={onSubmit}>
      <Stack gap="sm" maw={560}>
        <ErrorSummary ref={summaryRef} title={t('personal-data:page.summaryTitle', { count: items.length })} items={items} />
        <Textarea
          id={id('reason')}
          label={t('personal-data:page.reason')}
          description={t('personal-data:page.reasonHint')}
          autosize
          minRows={3}
          {...form.getInputProps('reason')}
        />
        <Group>
          <Button type="submit" color="red.8" loading={form.pending}>
            {t('personal-data:page.request')}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}

export function ErasureSection() {
  const { t } = useTranslation('personal-data');
  const request = useQuery(myErasureRequestQuery());
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="personal-data-erasure">
      <Stack gap="sm">
        <Title order={2} size="h3" id="personal-data-erasure">
          {t('personal-data:page.erasureTitle')}
        </Title>
        <Text>{t('personal-data:page.erasureLead')}</Text>
        {request.isPending ? (
          <LoadingState />
        ) : request.isError ? (
          <ErrorState error={request.error} onRetry={() => void request.refetch()} />
        ) : (
          <>
            {request.data ? <RequestState request={request.data} /> : <Text c="dimmed">{t('personal-data:page.none')}</Text>}
            {request.data?.status === ErasureStatus.Pending ? null : <RequestForm />}
          </>
        )}
      </Stack>
    </Paper>
  );
}
