import { Alert, Anchor, Box, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { createCertificateInput, type UserCertificateDto } from '../../../../shared/contracts/certificates';
import { todayIso } from '../../../../shared/dates';
import { CertificateNumber } from '../../../components/certificate-number';
import { DateField } from '../../../components/date-fields';
import { ErrorSummary, summaryItemsOf, useErrorSummary } from '../../../components/error-summary';
import { FactList } from '../../../components/fact-list';
import { FormProblem } from '../../../components/form-problem';
import { RecordPicker, type PickedRecord } from '../../../components/record-picker';
import { formatDate } from '../../../lib/dates';
import { useContractForm, validateWith } from '../../../lib/form';
import { problemOf } from '../../../lib/problem-of';
import { routePath } from '../../../lib/routes';
import { useLanguage } from '../../../lib/use-language';
import { certificateTypesQuery, useCreateCertificate } from '../api';
import { typeKey } from '../format';
import { Form } from '../../../components/form';

const formName = 'issue-one';
const fieldId = (field: string) => `${formName}-${field}`;

interface Values {
  certificateType: string;
  expiryDate: string;
}

/** The day `years` after an ISO date, as the server counts it (29 February becomes the 28th). */
export function yearsAfter(day: string, years: number): string {
  const [y, m, d] = day.split('-');
  const date = `${Number(y) + years}-${m}-${d}`;
  return m === '02' && d === '29' ? date.replace(/-29$/, '-28') : date;
}

/**
 * A certificate by hand to one person: find them, choose the type and (if not the type's usual
 * validity) the expiry date, see what will be issued, issue it, and see its number.
 */
export function IssueToPerson() {
  const { t } = useTranslation(['certificates-web', 'common']);
  const language = useLanguage();
  const types = useQuery(certificateTypesQuery());
  const create = useCreateCertificate();
  const form = useContractForm<Values>({ certificateType: '1', expiryDate: '' });
  const [person, setPerson] = useState<PickedRecord | null>(null);
  const [step, setStep] = useState<'edit' | 'confirm' | 'done'>('edit');
  const [problem, setProblem] = useState<string | null>(null);
  const [issued, setIssued] = useState<UserCertificateDto | null>(null);
  const [summaryRef, summaryFailed] = useErrorSummary();
  const stepHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (step !== 'edit') stepHeading.current?.focus();
  }, [step]);

  const today = todayIso();
  const certificateType = Number(form.values.certificateType);
  const validityYears = types.data?.find((type) => type.id === certificateType)?.validityYears;
  const expiry = form.values.expiryDate || (validityYears ? yearsAfter(today, validityYears) : '');
  const input = { userId: person?.id, certificateType, ...(form.values.expiryDate ? { expiryDate: form.values.expiryDate } : {}) };

  const review = () => {
    setProblem(null);
    const checked = validateWith(createCertificateInput, input, t);
    const errors = { ...checked.errors, ...(person ? {} : { userId: t('certificates-web:issue.one.choosePerson') }) };
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
      schema: createCertificateInput,
      input,
      call: (data) => create.mutateAsync(data),
      onSuccess: (certificate) => {
        setIssued(certificate);
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

  const startAgain = () => {
    setIssued(null);
    setPerson(null);
    form.reset({ certificateType: form.values.certificateType, expiryDate: '' });
    setStep('edit');
  };

  const items = summaryItemsOf(formName, form.errors);
  const typeOptions = [
    { value: '1', label: t(typeKey(1)) },
    { value: '2', label: t(typeKey(2)) },
  ];
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={fieldId('title')}>
      <Title order={2} size="h3" id={fieldId('title')} mb="xs">
        {t('certificates-web:issue.one.title')}
      </Title>
      <Text mb="md">{t('certificates-web:issue.one.lead')}</Text>
      {step === 'edit' ? (
        <Form onSubmit={review}>
          <Stack>
            <ErrorSummary ref={summaryRef} title={t('certificates-web:issue.errorTitle', { count: items.length })} items={items} />
            <RecordPicker
              kind="person"
              id={fieldId('userId')}
              value={person}
              onChange={(next) => {
                setPerson(next);
                form.setErrors(({ userId: _, ...rest }) => rest);
              }}
              error={form.errors.userId}
            />
            <Select
              id={fieldId('certificateType')}
              label={t('certificates-web:issue.fields.type')}
              data={typeOptions}
              allowDeselect={false}
              required
              {...form.getInputProps('certificateType')}
            />
            <Box id={fieldId('expiryDate')}>
              <DateField
                label={t('certificates-web:issue.fields.expiryDate')}
                description={
                  validityYears
                    ? t('certificates-web:issue.one.expiryHint', { count: validityYears })
                    : t('certificates-web:issue.one.expiryHintPlain')
                }
                value={form.values.expiryDate}
                minDate={today}
                onChange={(value) => form.setField('expiryDate', value)}
                error={form.errors.expiryDate}
                maw={240}
              />
            </Box>
            <Group justify="flex-end">
              <Button type="submit">{t('certificates-web:issue.one.review')}</Button>
            </Group>
          </Stack>
        </Form>
      ) : step === 'confirm' ? (
        <Stack>
          <Title order={3} size="h4" ref={stepHeading} tabIndex={-1}>
            {t('certificates-web:issue.one.confirmTitle')}
          </Title>
          <FormProblem message={problem} title={t('certificates-web:issue.one.failedTitle')} />
          <FactList
            facts={[
              [t('certificates-web:fields.holder'), person?.name ?? ''],
              [t('certificates-web:issue.fields.type'), t(typeKey(certificateType))],
              [t('certificates-web:fields.issued'), formatDate(today, language)],
              [t('certificates-web:fields.expires'), expiry ? formatDate(expiry, language) : '—'],
            ]}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setStep('edit')} disabled={form.pending}>
              {t('certificates-web:issue.back')}
            </Button>
            <Button onClick={submit} loading={form.pending}>
              {t('certificates-web:issue.one.issue')}
            </Button>
          </Group>
        </Stack>
      ) : issued ? (
        <Stack>
          <Title order={3} size="h4" ref={stepHeading} tabIndex={-1}>
            {t('certificates-web:issue.one.doneTitle')}
          </Title>
          <Alert color="green" role="status">
            <Text>
              {t('certificates-web:issue.one.done', { name: issued.user.fullName })}{' '}
              <Anchor
                component={Link}
                to={routePath('adminExamResultDetail', { certificateId: issued.certificateId, userId: issued.userId })}
              >
                <CertificateNumber value={issued.certificateNumber} />
              </Anchor>
            </Text>
            <Text size="sm">
              {t('certificates-web:issue.one.doneDates', {
                issued: formatDate(issued.passedDate, language),
                expires: formatDate(issued.expiredDate, language),
              })}
            </Text>
          </Alert>
          <Group>
            <Button variant="default" onClick={startAgain}>
              {t('certificates-web:issue.one.another')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Paper>
  );
}
