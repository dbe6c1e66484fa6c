import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ExamStartProblem, type ExamRulesDto } from '../../../../shared/contracts/exams';
import { examPaths, type ExamType } from '../exam-type';
import { SessionPinForm } from './session-pin-form';

const known = new Set<number>(Object.values(ExamStartProblem));

/** Where the candidate puts a problem right, when a link can. */
function fixOf(problem: number, type: ExamType): string | null {
  if (problem === ExamStartProblem.CourseNotRead) return examPaths.course(type);
  if (problem === ExamStartProblem.NoA1A3Certificate) return examPaths.prepare(1);
  if (problem === ExamStartProblem.NoDateOfBirth) return examPaths.information;
  return null;
}

/** Everything that stands between the candidate and the exam, each in words with the way to fix it. */
export function StartProblems({ rules, type }: { rules: ExamRulesDto; type: ExamType }) {
  const { t } = useTranslation('exams');
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="exam-problems-title" bg="var(--mantine-color-yellow-light)">
      <Title order={2} size="h3" id="exam-problems-title" mb="sm">
        {t('exams:prepare.problemsTitle')}
      </Title>
      <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }}>
        {rules.problems.map((problem) => {
          const fix = fixOf(problem, type);
          return (
            <li key={problem} data-testid={`exam-problem-${problem}`}>
              <Stack gap="xs" align="flex-start">
                <Text>
                  {known.has(problem)
                    ? t(`exams:prepare.problems.${problem}`, { age: rules.ageLimit })
                    : t('exams:prepare.problems.unknown', { code: problem })}
                </Text>
                {fix ? (
                  <Button component={Link} to={fix} variant="outline" size="sm">
                    {t(`exams:prepare.fix.${problem}`)}
                  </Button>
                ) : null}
                {problem === ExamStartProblem.NoSessionPin ? (
                  <Title order={3} size="h4" id="session-pin-title">
                    {t('exams:pin.title')}
                  </Title>
                ) : null}
                {problem === ExamStartProblem.NoSessionPin ? <SessionPinForm type={type} /> : null}
              </Stack>
            </li>
          );
        })}
      </Stack>
    </Paper>
  );
}
