import { BarChart } from '@mantine/charts';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { inLanguage } from '../../../../shared/bilingual';
import type { ExamStatisticDto } from '../../../../shared/contracts/dashboard';
import { formatNumber, formatPercent } from '../../../lib/numbers';
import { useLanguage } from '../../../lib/use-language';
import { ChartAndTable } from './chart-and-table';
import { FigureTable } from './figure-table';
import { certificateTypeName } from './names';

const percentOf = (rate: number | null) => (rate === null ? null : Math.round(rate * 1000) / 10);

/** Attempts and pass rates by exam, right answers by subject, and the questions answered right least often. */
export function ExamSection({ exam }: { exam: ExamStatisticDto }) {
  const { t } = useTranslation(['dashboard', 'exams']);
  const language = useLanguage();
  const n = (value: number) => formatNumber(value, language);
  const pct = (rate: number | null) => formatPercent(percentOf(rate), language);
  const hardestId = useId();
  const subjectName = (s: { title: string; titleEnglish: string; certificateType: number }) =>
    `${certificateTypeName(t, s.certificateType)}: ${inLanguage(language, s.title, s.titleEnglish)}`;
  const questionText = (q: { text: string; textEnglish: string }) => inLanguage(language, q.text, q.textEnglish);

  return (
    <Stack gap="lg">
      <ChartAndTable
        title={t('dashboard:exam.title')}
        tableLabel={t('dashboard:exam.byTypeCaption')}
        chart={
          <BarChart
            h={240}
            data={exam.byType.map((r) => ({ type: certificateTypeName(t, r.certificateType), passRate: percentOf(r.passRate) ?? 0 }))}
            dataKey="type"
            series={[{ name: 'passRate', label: t('dashboard:exam.passRate'), color: 'blue.7' }]}
            yAxisProps={{ domain: [0, 100] }}
            unit=" %"
            barChartProps={{ accessibilityLayer: false }}
          />
        }
        table={
          <FigureTable
            caption={t('dashboard:exam.byTypeCaption')}
            head={[
              t('dashboard:exam.type'),
              t('dashboard:exam.attempts'),
              t('dashboard:exam.finished'),
              t('dashboard:exam.passed'),
              t('dashboard:exam.passRate'),
            ]}
            rows={exam.byType.map((r) => [
              certificateTypeName(t, r.certificateType),
              n(r.attempts),
              n(r.finished),
              n(r.passed),
              pct(r.passRate),
            ])}
            foot={[
              t('dashboard:exam.total'),
              n(exam.total.attempts),
              n(exam.total.finished),
              n(exam.total.passed),
              pct(exam.total.passRate),
            ]}
          />
        }
      />
      <ChartAndTable
        title={t('dashboard:exam.bySubjectTitle')}
        tableLabel={t('dashboard:exam.bySubjectCaption')}
        scrollTable={exam.bySubject.length > 12}
        chart={
          exam.bySubject.length ? (
            <BarChart
              h={Math.max(160, exam.bySubject.length * 36)}
              orientation="vertical"
              data={exam.bySubject.map((s) => ({ subject: subjectName(s), correctRate: percentOf(s.correctRate) ?? 0 }))}
              dataKey="subject"
              series={[{ name: 'correctRate', label: t('dashboard:exam.correctRate'), color: 'teal.7' }]}
              xAxisProps={{ domain: [0, 100] }}
              yAxisProps={{ width: 180 }}
              unit=" %"
              barChartProps={{ accessibilityLayer: false }}
            />
          ) : (
            <Text size="sm">{t('dashboard:exam.none')}</Text>
          )
        }
        table={
          <FigureTable
            caption={t('dashboard:exam.bySubjectCaption')}
            head={[t('dashboard:exam.subject'), t('dashboard:exam.answers'), t('dashboard:exam.correct'), t('dashboard:exam.correctRate')]}
            rows={exam.bySubject.map((s) => [subjectName(s), n(s.answers), n(s.correct), pct(s.correctRate)])}
          />
        }
      />
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby={hardestId}>
        <Title order={2} size="h3" id={hardestId} mb="xs">
          {t('dashboard:exam.hardestTitle')}
        </Title>
        <Text size="sm" mb="sm">
          {t('dashboard:exam.hardestNote', { count: exam.minimumAnswers })}
        </Text>
        {exam.hardestQuestions.length ? (
          <FigureTable
            caption={t('dashboard:exam.hardestCaption')}
            head={[t('dashboard:exam.question'), t('dashboard:exam.type'), t('dashboard:exam.answers'), t('dashboard:exam.correctRate')]}
            rows={exam.hardestQuestions.map((q) => [
              questionText(q),
              certificateTypeName(t, q.certificateType),
              n(q.answers),
              pct(q.correctRate),
            ])}
          />
        ) : (
          <Text size="sm">{t('dashboard:exam.none')}</Text>
        )}
      </Paper>
    </Stack>
  );
}
