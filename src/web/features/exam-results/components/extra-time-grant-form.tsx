import { Button, Group, NativeSelect, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { extraTimeChoices, extraTimeLimits, grantExtraTimeInput } from '../../../../shared/contracts/exams';
import { ErrorSummary, summaryItemsOf, useErrorSummary } from '../../../components/error-summary';
import { useContractForm } from '../../../lib/form';
import { useGrantExtraTime } from '../accommodations-api';
import { Form } from '../../../components/form';

const form = 'extra-time';
const empty = { userNameOrEmailAddress: '', extraTimePercent: '25', note: '' };

/** Grants a candidate extra time for their next exam; a grant already waiting is replaced. */
export function ExtraTimeGrantForm() {
  const { t } = useTranslation(['exam-results', 'validation']);
  const grant = useGrantExtraTime();
  const values = useContractForm(empty);
  const [summaryRef, summaryFailed] = useErrorSummary();

  const submit = () =>
    void values.submit({
      schema: grantExtraTimeInput,
      input: {
        userNameOrEmailAddress: values.values.userNameOrEmailAddress,
        extraTimePercent: Number(values.values.extraTimePercent),
        note: values.values.note,
      },
      call: grant.mutateAsync,
      onFieldErrors: summaryFailed,
      onSuccess: (granted) => {
        notifications.show({
          color: 'green',
          message: t('exam-results:accommodations.granted', {
            name: granted.fullName || granted.userName,
            percent: granted.extraTimePercent,
          }),
        });
        values.reset(empty);
      },
    });

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={`${form}-title`}>
      <Title order={2} size="h3" id={`${form}-title`} mb="sm">
        {t('exam-results:accommodations.grantTitle')}
      </Title>
      <Form onSubmit={submit}>
        <Stack>
          <ErrorSummary ref={summaryRef} title={t('exam-results:accommodations.errorsTitle')} items={summaryItemsOf(form, values.errors)} />
          <TextInput
            id={`${form}-userNameOrEmailAddress`}
            label={t('exam-results:accommodations.candidate')}
            description={t('exam-results:accommodations.candidateHelp')}
            autoComplete="off"
            required
            maxLength={256}
            {...values.getInputProps('userNameOrEmailAddress')}
          />
          <NativeSelect
            id={`${form}-extraTimePercent`}
            label={t('exam-results:accommodations.percent')}
            description={t('exam-results:accommodations.percentHelp', extraTimeLimits)}
            data={extraTimeChoices.map((percent) => ({
              value: String(percent),
              label: t('exam-results:accommodations.percentOption', { percent }),
            }))}
            {...values.getInputProps('extraTimePercent')}
          />
          <Textarea
            id={`${form}-note`}
            label={t('exam-results:accommodations.note')}
            description={t('exam-results:accommodations.noteHelp')}
            autosize
            minRows={2}
            maxLength={500}
            {...values.getInputProps('note')}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={values.pending}>
              {t('exam-results:accommodations.grant')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Paper>
  );
}
