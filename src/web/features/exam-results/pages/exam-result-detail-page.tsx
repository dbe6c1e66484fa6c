import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { formatDateTime } from '../../../lib/dates';
import { AttemptAnswers } from '../components/attempt-answers';
import { AttemptList } from '../components/attempt-list';
import { CertificatePanel } from '../components/certificate-panel';
import { typeKey, useLanguage } from '../format';
import { examinationDetailQuery, resultsByUserQuery } from '../api';

const positiveInt = (value: string | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

function Detail({ certificateType, userId }: { certificateType: number; userId: number }) {
  const { t } = useTranslation(['exam-results', 'routes']);
  const language = useLanguage();
  const attempts = useQuery({
    ...resultsByUserQuery(certificateType, userId),
    select: (items) => [...items].sort((a, b) => b.startTime.localeCompare(a.startTime)),
  });
  const [chosen, setChosen] = useState<number | null>(null);
  const selectedId = chosen ?? attempts.data?.[0]?.userExaminationId ?? null;
  // The name comes with an attempt's detail; the one on screen is read anyway.
  const detail = useQuery({ ...examinationDetailQuery(selectedId ?? 0), enabled: selectedId !== null });
  const fullName = detail.data?.fullName ?? '';
  const type = t(typeKey(certificateType));
  const selected = attempts.data?.find((a) => a.userExaminationId === selectedId);
  const certificateId = attempts.data?.find((a) => a.userCertificateId !== null)?.userCertificateId ?? null;

  return (
    <>
      <PageHeader
        title={fullName ? t('exam-results:detail.title', { name: fullName, type }) : t('routes:adminExamResultDetail')}
        description={
          <Anchor component={Link} to="/admin/exam/drone-exam-result">
            {t('exam-results:detail.back')}
          </Anchor>
        }
      />
      {attempts.isPending ? (
        <LoadingState />
      ) : attempts.isError ? (
        <ErrorState error={attempts.error} onRetry={() => void attempts.refetch()} />
      ) : (
        <Stack gap="xl">
          <section aria-labelledby="attempts-title">
            <Title order={2} size="h3" id="attempts-title" mb="sm">
              {t('exam-results:attempts.title', { count: attempts.data.length, type })}
            </Title>
            {attempts.data.length === 0 ? (
              <Text>{t('exam-results:attempts.none', { type })}</Text>
            ) : (
              <AttemptList attempts={attempts.data} fullName={fullName} selectedId={selectedId} onSelect={setChosen} />
            )}
          </section>
          <CertificatePanel userId={userId} certificateType={certificateType} userCertificateId={certificateId} />
          {selected ? (
            <Paper withBorder p="md" radius="md" component="section" aria-labelledby="answers-title">
              <Title order={2} size="h3" id="answers-title" mb="sm">
                {t('exam-results:answers.title', { when: formatDateTime(selected.submitTime ?? selected.startTime, language) })}
              </Title>
              <AttemptAnswers userExaminationId={selected.userExaminationId} headingId="answers-title" />
            </Paper>
          ) : null}
        </Stack>
      )}
    </>
  );
}

/** `/admin/exam/drone-exam-result/:certificateId/:userId`: one user's attempts of one exam, their answers and their certificate. */
export function ExamResultDetailPage() {
  const { t } = useTranslation(['exam-results', 'routes']);
  const params = useParams();
  const certificateType = positiveInt(params.certificateId);
  const userId = positiveInt(params.userId);
  if (certificateType === null || certificateType > 2 || userId === null) {
    return (
      <>
        <PageHeader title={t('routes:adminExamResultDetail')} />
        <Text role="alert">{t('exam-results:detail.badAddress')}</Text>
      </>
    );
  }
  return <Detail key={`${certificateType}:${userId}`} certificateType={certificateType} userId={userId} />;
}
