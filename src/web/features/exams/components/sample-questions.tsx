import { Accordion, Badge, Group, List, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The sample questions of exams.json and the letter of each one's right answer. */
const sampleQuestions = [
  { id: 'q1', correct: 'b' },
  { id: 'q2', correct: 'a' },
  { id: 'q3', correct: 'c' },
  { id: 'q4', correct: 'a' },
  { id: 'q5', correct: 'b' },
  { id: 'q6', correct: 'c' },
  { id: 'q7', correct: 'a' },
  { id: 'q8', correct: 'b' },
] as const;
const letters = ['a', 'b', 'c'] as const;

/** Public sample questions as an accordion: the question opens onto its options, the right one named, and why. */
export function SampleQuestions() {
  const { t } = useTranslation('exams');
  return (
    <Accordion variant="separated" multiple chevronPosition="right">
      {sampleQuestions.map(({ id, correct }, index) => (
        <Accordion.Item key={id} value={id}>
          <Accordion.Control>
            <Text fw={600}>
              {index + 1}. {t(`exams:faq.questions.${id}.question`)}
            </Text>
          </Accordion.Control>
          <Accordion.Panel>
            <List type="ordered" listStyleType="lower-alpha" spacing={6} mb="sm">
              {letters.map((letter) => (
                <List.Item key={letter} fw={letter === correct ? 700 : undefined}>
                  <Group gap="xs" wrap="wrap">
                    <span>{t(`exams:faq.questions.${id}.${letter}`)}</span>
                    {letter === correct ? (
                      <Badge color="green.9" variant="filled" leftSection={<span aria-hidden="true">✓</span>}>
                        {t('exams:faq.correctAnswer')}
                      </Badge>
                    ) : null}
                  </Group>
                </List.Item>
              ))}
            </List>
            <Title order={3} size="h5">
              {t('exams:faq.whyTitle')}
            </Title>
            <Text>{t(`exams:faq.questions.${id}.why`)}</Text>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
