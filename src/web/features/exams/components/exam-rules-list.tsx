import { List, Paper, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ExamRulesDto } from '../../../../shared/contracts/exams';

/** The exam's rules in words: questions, time, pass mark, age, and for A2 the session and the prerequisite. */
export function ExamRulesList({ rules }: { rules: ExamRulesDto }) {
  const { t } = useTranslation('exams');
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="exam-rules-title">
      <Title order={2} size="h3" id="exam-rules-title" mb="sm">
        {t('exams:rules.title')}
      </Title>
      <List spacing="xs">
        <List.Item>{t('exams:rules.questions', { count: rules.numberOfQuestions })}</List.Item>
        <List.Item>{t('exams:rules.time', { count: rules.timeLimitMinutes })}</List.Item>
        <List.Item>{t('exams:rules.passMark', { percent: rules.percentNeedToPass })}</List.Item>
        <List.Item>{t('exams:rules.age', { age: rules.ageLimit })}</List.Item>
        <List.Item>{t('exams:rules.saved')}</List.Item>
        {rules.certificateType === 2 ? (
          <>
            <List.Item>{t('exams:rules.a2Prerequisite')}</List.Item>
            <List.Item>{t('exams:rules.a2Session')}</List.Item>
          </>
        ) : null}
      </List>
    </Paper>
  );
}
