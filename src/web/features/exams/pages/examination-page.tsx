import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { examRulesQuery } from '../api';
import { UnknownExamType } from '../components/unknown-exam-type';
import { examPaths, parseExamType, type ExamType } from '../exam-type';

function ExamLanding({ type }: { type: ExamType }) {
  const { t } = useTranslation('routes');
  const rules = useQuery(examRulesQuery(type));
  if (rules.isSuccess) {
    // An attempt in progress goes on at its first unanswered question; otherwise the candidate prepares first.
    const to = rules.data.inProgressUserExaminationId !== null ? examPaths.take(type) : examPaths.prepare(type);
    return <Navigate to={to} replace />;
  }
  return (
    <Stack>
      <Title order={1}>{t('routes:examination')}</Title>
      {rules.isError ? <ErrorState error={rules.error} onRetry={() => void rules.refetch()} /> : <LoadingState />}
    </Stack>
  );
}

/** `/examination/:type`: a doorway to the preparation or to the attempt in progress. */
export function ExaminationPage() {
  const type = parseExamType(useParams().type);
  if (type === null) return <UnknownExamType titleKey="routes:examination" />;
  return <ExamLanding key={type} type={type} />;
}
