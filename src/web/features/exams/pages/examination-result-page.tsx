import { Alert, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/numbers';
import { Link, useParams } from 'react-router';
import { ExamSessionStatus } from '../../../../shared/enums';
import type { ExaminationResultDto } from '../../../../shared/contracts/exams';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { formatDateTime } from '../../../lib/dates';
import { examResultQuery } from '../api';
import { ResultBreakdown } from '../components/result-breakdown';
import { UnknownExamType } from '../components/unknown-exam-type';
import { examPaths, examStorage, examTypeCode, parseExamType, useLanguage, type ExamType } from '../exam-type';

function ResultSummary({ result, type }: { result: ExaminationResultDto; type: ExamType }) {
  const { t } = useTranslation('exams');
  const language = useLanguage();
  const score = formatNumber(result.score, language);
  return (
    <Stack gap="lg">
      <Paper
        withBorder
        p="md"
        radius="md"
        component="section"
        aria-labelledby="exam-outcome"
        bg={result.isPassed ? 'var(--mantine-color-green-light)' : 'var(--mantine-color-orange-light)'}
      >
        <Stack gap="xs">
          <Title order={2} id="exam-outcome">
            {result.isPassed ? `✓ ${t('exams:result.passed')}` : t('exams:result.failed')}
          </Title>
          {result.status === ExamSessionStatus.Timeout ? <Text>{t('exams:result.timedOut')}</Text> : null}
          <List spacing={4}>
            <List.Item fw={700}>{t('exams:result.score', { score })}</List.Item>
            <List.Item>{t('exams:result.correct', { correct: result.correctCount, total: result.questionCount })}</List.Item>
            <List.Item>{t('exams:result.passMark', { percent: result.percentNeedToPass })}</List.Item>
            {result.extraTimePercent > 0 ? (
              <List.Item data-testid="result-extra-time">{t('exams:result.extraTime', { percent: result.extraTimePercent })}</List.Item>
            ) : null}
            {result.submitTime ? (
              <List.Item>{t('exams:result.submitted', { date: formatDateTime(result.submitTime, language) })}</List.Item>
            ) : null}
          </List>
        </Stack>
      </Paper>
      {result.isPassed ? (
        <Stack gap="sm" align="flex-start">
          {result.alreadyCertified ? (
            <Alert color="blue">{t('exams:result.alreadyCertified')}</Alert>
          ) : (
            <Text>{t('exams:result.certificate')}</Text>
          )}
          <Button component={Link} to={examPaths.competency}>
            {t('exams:result.toCompetency')}
          </Button>
        </Stack>
      ) : (
        <Stack gap="sm" align="flex-start">
          <Text>{t('exams:result.studyAgain')}</Text>
          <Group>
            <Button component={Link} to={examPaths.course(type)} variant="outline">
              {t('exams:result.toCourse')}
            </Button>
            <Button component={Link} to={examPaths.prepare(type)}>
              {t('exams:result.tryAgain')}
            </Button>
          </Group>
        </Stack>
      )}
      {result.categories.length > 0 ? (
        <ResultBreakdown categories={result.categories} passMark={result.percentNeedToPass} language={language} />
      ) : null}
    </Stack>
  );
}

function ExamResult({ type }: { type: ExamType }) {
  const { t } = useTranslation('exams');
  const result = useQuery(examResultQuery(type));
  // The attempt is over: a later visit to the exam screen starts from the preparation again.
  useEffect(() => examStorage.setAttempt(type, null), [type]);

  return (
    <Stack gap="lg">
      <Title order={1}>{t('exams:result.title', { type: t(`exams:types.${examTypeCode(type)}`) })}</Title>
      {result.isPending ? (
        <LoadingState />
      ) : result.isError ? (
        <ErrorState error={result.error} onRetry={() => void result.refetch()} />
      ) : result.data ? (
        <ResultSummary result={result.data} type={type} />
      ) : (
        <Stack align="flex-start">
          <Alert color="blue">{t('exams:result.none')}</Alert>
          <Button component={Link} to={examPaths.prepare(type)}>
            {t('exams:result.toPrepare')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

/** `/ExaminationResult/:type`: passed or not, the score and the result by subject. */
export function ExaminationResultPage() {
  const type = parseExamType(useParams().type);
  if (type === null) return <UnknownExamType titleKey="routes:examinationResult" />;
  return <ExamResult key={type} type={type} />;
}
