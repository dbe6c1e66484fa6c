import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { inLanguage } from '../../../../shared/bilingual';
import type { ExamStatisticDto } from '../../../../shared/contracts/dashboard';
import { PercentBar } from '../../../components/percent-bar';
import { formatNumber, formatPercent } from '../../../lib/numbers';
import { useLanguage } from '../../../lib/use-language';
import { FigureTable } from './figure-table';
import { certificateTypeName, monthName } from './names';
import { StatCard, StatList } from './stat-card';
import { TrendChart, TrendSection } from './trend-section';

const colors = ['blue.7', 'teal.7'];
const percentOf = (rate: number | null) => (rate === null ? null : Math.round(rate * 1000) / 10);
/** The subjects shown at a glance, the weakest first; the table holds them all. */
const subjectsAtAGlance = 8;

/**
 * Attempts and pass rates by exam, and over several months their course (attempts by exam, month
 * by month); right answers by subject; and the questions answered right least often.
 */
export function ExamSection({ exam }: { exam: ExamStatisticDto }) {
  const { t } = useTranslation(['dashboard', 'exams']);
  const language = useLanguage();
  const n = (value: number) => formatNumber(value, language);
  const pct = (rate: number | null) => formatPercent(percentOf(rate), language);
  const hardestId = useId();
  const subjectName = (s: { title: string; titleEnglish: string; certificateType: number }) =>
    `${certificateTypeName(t, s.certificateType)}: ${inLanguage(language, s.title, s.titleEnglish)}`;
  const questionText = (q: { text: string; textEnglish: string }) => inLanguage(language, q.text, q.textEnglish);
  const tally = (r: { attempts: number; finished: number; passed: number }) =>
    [
      t('dashboard:figure', { label: t('dashboard:exam.attempts'), value: n(r.attempts) }),
      t('dashboard:figure', { label: t('dashboard:exam.finished'), value: n(r.finished) }),
      t('dashboard:figure', { label: t('dashboard:exam.passed'), value: n(r.passed) }),
    ].join(' · ');
  const monthLabel = (m: { year: number; month: number }) => `${monthName(t, m.month)} ${m.year}`;
  const series = exam.byType.map((r, i) => ({
    name: `type${r.certificateType}`,
    label: certificateTypeName(t, r.certificateType),
    color: colors[i % colors.length],
  }));
  const weakest = [...exam.bySubject].sort((a, b) => (a.correctRate ?? Infinity) - (b.correctRate ?? Infinity)).slice(0, subjectsAtAGlance);

  return (
    <Stack gap="lg">
      <TrendSection
        title={t('dashboard:exam.title')}
        tableLabel={t('dashboard:exam.byTypeCaption')}
        scrollTable={exam.months.length > 12}
        glance={
          <>
            <StatList columns={3}>
              <StatCard label={t('dashboard:exam.passRateAll')} value={pct(exam.total.passRate)} detail={tally(exam.total)} />
              {exam.byType.map((r) => (
                <StatCard
                  key={r.certificateType}
                  label={t('dashboard:exam.passRateOf', { type: certificateTypeName(t, r.certificateType) })}
                  value={pct(r.passRate)}
                  detail={tally(r)}
                />
              ))}
            </StatList>
            {exam.months.length > 1 ? (
              <TrendChart
                h={260}
                data={exam.months.map((m) => ({
                  month: monthLabel(m),
                  ...Object.fromEntries(m.byType.map((b) => [`type${b.certificateType}`, b.attempts])),
                }))}
                dataKey="month"
                series={series}
                valueFormatter={n}
              />
            ) : null}
          </>
        }
        table={
          <Stack gap="lg">
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
            <FigureTable
              caption={t('dashboard:exam.byMonthCaption')}
              head={[
                t('dashboard:exam.month'),
                t('dashboard:exam.attempts'),
                t('dashboard:exam.finished'),
                t('dashboard:exam.passed'),
                t('dashboard:exam.passRate'),
              ]}
              rows={exam.months.map((m) => [monthLabel(m), n(m.attempts), n(m.finished), n(m.passed), pct(m.passRate)])}
            />
          </Stack>
        }
      />
      <TrendSection
        title={t('dashboard:exam.bySubjectTitle')}
        tableLabel={t('dashboard:exam.bySubjectCaption')}
        scrollTable={exam.bySubject.length > 12}
        glance={
          weakest.length ? (
            <Stack gap="xs">
              <Text size="sm">
                {exam.bySubject.length > weakest.length
                  ? t('dashboard:exam.weakestSome', { shown: n(weakest.length), total: n(exam.bySubject.length) })
                  : t('dashboard:exam.weakestAll')}
              </Text>
              <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {weakest.map((s) => (
                  <li key={s.categoryId}>
                    <Group justify="space-between" gap="xs" wrap="nowrap">
                      <Text size="sm">{subjectName(s)}</Text>
                      <Text size="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
                        {pct(s.correctRate)}
                      </Text>
                    </Group>
                    <PercentBar value={percentOf(s.correctRate) ?? 0} label={subjectName(s)} color="teal.8" size="md" mt={4} />
                  </li>
                ))}
              </Stack>
            </Stack>
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
