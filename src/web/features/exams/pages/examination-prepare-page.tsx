import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { ExamStartProblem } from '../../../../shared/contracts/exams';
import { examRulesQuery } from '../api';
import { ExamRulesList } from '../components/exam-rules-list';
import { StartProblems } from '../components/start-problems';
import { UnknownExamType } from '../components/unknown-exam-type';
import { examPaths, examStorage, examTypeCode, parseExamType, type ExamType } from '../exam-type';

function ExamPreparation({ type }: { type: ExamType }) {
  const { t } = useTranslation('exams');
  const rules = useQuery(examRulesQuery(type));
  const sessionId = rules.data?.examSessionId ?? null;
  const noAttempt = rules.data?.inProgressUserExaminationId === null;

  // The server knows the session this candidate proved (maybe in another tab): the exam screen asks with it.
  useEffect(() => {
    if (sessionId) examStorage.setSessionId(sessionId);
  }, [sessionId]);
  // Nothing in progress: the next start is a new attempt, not the return to an earlier one.
  useEffect(() => {
    if (noAttempt) examStorage.setAttempt(type, null);
  }, [noAttempt, type]);

  const typeName = t(`exams:types.${examTypeCode(type)}`);
  const title = <Title order={1}>{t('exams:prepare.title', { type: typeName })}</Title>;
  if (rules.isPending)
    return (
      <Stack>
        {title}
        <LoadingState />
      </Stack>
    );
  if (rules.isError)
    return (
      <Stack>
        {title}
        <ErrorState error={rules.error} onRetry={() => void rules.refetch()} />
      </Stack>
    );

  const data = rules.data;
  const inProgress = data.inProgressUserExaminationId !== null;
  const mayStart = inProgress || data.problems.length === 0;
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        {title}
        <Text>{t('exams:prepare.lead')}</Text>
      </Stack>
      <ExamRulesList rules={data} />
      {sessionId !== null && !inProgress && !data.problems.includes(ExamStartProblem.NoSessionPin) ? (
        // The PIN form is gone once the code and PIN are accepted: this says they were.
        <Alert color="green" role="status">
          {t('exams:pin.verified')}
        </Alert>
      ) : null}
      {inProgress ? (
        <Alert color="blue">{t('exams:prepare.inProgress')}</Alert>
      ) : data.problems.length > 0 ? (
        <StartProblems rules={data} type={type} />
      ) : (
        <Alert color="green">{t('exams:prepare.ready')}</Alert>
      )}
      {mayStart ? (
        <Group>
          <Button component={Link} to={examPaths.take(type, 1)} state={{ start: true }} size="md">
            {inProgress ? t('exams:prepare.continue') : t('exams:prepare.start')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

/** `/examination-prepare/:type` (A1A3 or 1, A2 or 2): the rules, what is missing, and the way in. */
export function ExaminationPreparePage() {
  const type = parseExamType(useParams().type);
  if (type === null) return <UnknownExamType titleKey="routes:examinationPrepare" />;
  return <ExamPreparation key={type} type={type} />;
}
