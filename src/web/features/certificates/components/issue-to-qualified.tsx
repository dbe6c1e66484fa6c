import { Alert, Box, Button, Group, Paper, ScrollArea, Select, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { todayIso } from '../../../../shared/dates';
import { DateField } from '../../../components/date-fields';
import { FormProblem } from '../../../components/form-problem';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { formatDate } from '../../../lib/dates';
import { fieldErrorsOf } from '../../../lib/errors';
import { formatNumber } from '../../../lib/numbers';
import { problemOf } from '../../../lib/problem-of';
import { useLanguage } from '../../../lib/use-language';
import { availableUsersQuery, useCreateNewCertificates } from '../api';
import { typeKey } from '../format';

const formName = 'issue-all';
const fieldId = (field: string) => `${formName}-${field}`;

/**
 * A certificate to everyone who passed a type's exam and holds none: the list of them first, as
 * the server counts them, then a confirmation, then how many were issued.
 */
export function IssueToQualified() {
  const { t } = useTranslation(['certificates-web']);
  const language = useLanguage();
  const [certificateType, setCertificateType] = useState('1');
  const [expiryDate, setExpiryDate] = useState('');
  const [step, setStep] = useState<'preview' | 'confirm' | 'done'>('preview');
  const [problem, setProblem] = useState<string | null>(null);
  const [expiryError, setExpiryError] = useState<string | undefined>();
  const [result, setResult] = useState<{ count: number; created: number } | null>(null);
  const type = Number(certificateType);
  const available = useQuery(availableUsersQuery(type));
  const create = useCreateNewCertificates();
  const stepHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (step !== 'preview') stepHeading.current?.focus();
  }, [step]);

  const people = available.data?.items ?? [];
  const typeName = t(typeKey(type));

  const issue = () => {
    setProblem(null);
    create.mutate(
      { certificateType: type, ...(expiryDate ? { expiryDate } : {}) },
      {
        onSuccess: (answer) => {
          setResult(answer);
          setStep('done');
        },
        onError: (error) => {
          const fields = fieldErrorsOf(error);
          if (fields.expiryDate) {
            setExpiryError(fields.expiryDate);
            setStep('preview');
            return;
          }
          setProblem(problemOf(error, t).message ?? Object.values(fields)[0] ?? null);
        },
      },
    );
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={fieldId('title')}>
      <Title order={2} size="h3" id={fieldId('title')} mb="xs">
        {t('certificates-web:issue.all.title')}
      </Title>
      <Text mb="md">{t('certificates-web:issue.all.lead')}</Text>
      {step === 'done' && result ? (
        <Stack>
          <Title order={3} size="h4" ref={stepHeading} tabIndex={-1}>
            {t('certificates-web:issue.all.doneTitle')}
          </Title>
          <Alert color="green" role="status">
            {t('certificates-web:issue.all.done', {
              count: result.created,
              created: formatNumber(result.created, language),
              type: typeName,
            })}
            {result.created < result.count ? ` ${t('certificates-web:issue.all.skipped', { count: result.count - result.created })}` : ''}
          </Alert>
          <Group>
            <Button
              variant="default"
              onClick={() => {
                setResult(null);
                setStep('preview');
              }}
            >
              {t('certificates-web:issue.all.again')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack>
          <Group align="flex-end" gap="md">
            <Select
              id={fieldId('certificateType')}
              label={t('certificates-web:issue.fields.type')}
              data={[
                { value: '1', label: t(typeKey(1)) },
                { value: '2', label: t(typeKey(2)) },
              ]}
              allowDeselect={false}
              value={certificateType}
              onChange={(next) => {
                if (!next) return;
                setCertificateType(next);
                setStep('preview');
              }}
              disabled={step === 'confirm'}
              w={{ base: '100%', sm: 420 }}
            />
            <Box id={fieldId('expiryDate')}>
              <DateField
                label={t('certificates-web:issue.fields.expiryDate')}
                description={t('certificates-web:issue.all.expiryHint')}
                value={expiryDate}
                minDate={todayIso()}
                onChange={(value) => {
                  setExpiryDate(value);
                  setExpiryError(undefined);
                }}
                error={expiryError}
                maw={240}
              />
            </Box>
          </Group>
          {available.isPending ? (
            <LoadingState />
          ) : available.isError ? (
            <ErrorState error={available.error} onRetry={() => void available.refetch()} />
          ) : (
            <>
              <Text fw={600} aria-live="polite">
                {t('certificates-web:issue.all.count', {
                  count: people.length,
                  formatted: formatNumber(people.length, language),
                  type: typeName,
                })}
              </Text>
              {people.length > 0 ? (
                <ScrollArea.Autosize mah={360} type="auto">
                  <Table striped>
                    <Table.Caption>{t('certificates-web:issue.all.caption', { type: typeName })}</Table.Caption>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th scope="col">{t('certificates-web:fields.holder')}</Table.Th>
                        <Table.Th scope="col">{t('certificates-web:issue.fields.userName')}</Table.Th>
                        <Table.Th scope="col">{t('certificates-web:issue.fields.passedDate')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {people.map((person) => (
                        <Table.Tr key={person.userExaminationId}>
                          <Table.Td>{person.fullName}</Table.Td>
                          <Table.Td>{person.userName}</Table.Td>
                          <Table.Td>{formatDate(person.passedDate, language)}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </ScrollArea.Autosize>
              ) : null}
              {step === 'preview' ? (
                <Group justify="flex-end">
                  <Button onClick={() => setStep('confirm')} disabled={people.length === 0}>
                    {t('certificates-web:issue.all.review', { count: people.length })}
                  </Button>
                </Group>
              ) : (
                <Stack>
                  <Title order={3} size="h4" ref={stepHeading} tabIndex={-1}>
                    {t('certificates-web:issue.all.confirmTitle')}
                  </Title>
                  <Text>
                    {t('certificates-web:issue.all.confirmLead', {
                      count: people.length,
                      type: typeName,
                      expiry: expiryDate ? formatDate(expiryDate, language) : t('certificates-web:issue.all.usualValidity'),
                    })}
                  </Text>
                  <FormProblem message={problem} title={t('certificates-web:issue.all.failedTitle')} />
                  <Group justify="flex-end">
                    <Button variant="default" onClick={() => setStep('preview')} disabled={create.isPending}>
                      {t('certificates-web:issue.back')}
                    </Button>
                    <Button onClick={issue} loading={create.isPending}>
                      {t('certificates-web:issue.all.issue', { count: people.length })}
                    </Button>
                  </Group>
                  {create.isPending ? (
                    <Text size="sm" role="status">
                      {t('certificates-web:issue.all.working', { count: people.length })}
                    </Text>
                  ) : null}
                </Stack>
              )}
            </>
          )}
        </Stack>
      )}
    </Paper>
  );
}
