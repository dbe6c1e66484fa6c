import { Badge, Box, Group, Image, Radio, SimpleGrid, Stack, Switch, Tabs, Text, Typography } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { altTextOf } from '../files';
import type { QuestionValues } from '../question-form';

type Lang = 'is' | 'en';

function PreviewPanel({ values, lang, showAnswer }: { values: QuestionValues; lang: Lang; showAnswer: boolean }) {
  const { t } = useTranslation('questions');
  const description = lang === 'is' ? values.descriptionIcelandic : values.descriptionEnglish;
  return (
    <Stack lang={lang} gap="md" pt="md">
      {description ? (
        // The editor's own output (or the server's sanitized copy of it): only the editor's nodes, no script.
        <Typography>
          <div dangerouslySetInnerHTML={{ __html: description }} />
        </Typography>
      ) : (
        <Text c="dimmed">{t('preview.noText')}</Text>
      )}
      {values.images.length > 0 ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {values.images.map((image) => (
            <Image key={image.id} src={image.url} alt={altTextOf(image.fileName)} mah={240} fit="contain" />
          ))}
        </SimpleGrid>
      ) : null}
      {/* Like the candidate's screen: options to pick from, nothing marked until asked. */}
      <Radio.Group name={`preview-${lang}`} label={t('preview.options')}>
        <Stack gap="xs" mt="xs">
          {values.options.map((option, index) => {
            const text = lang === 'is' ? option.descriptionIcelandic : option.descriptionEnglish;
            return (
              <Group key={option.key} gap="sm" wrap="nowrap">
                <Radio value={String(index)} label={text || t('preview.emptyOption', { n: index + 1 })} />
                {showAnswer && option.isAnswer ? (
                  <Badge color="green.8" variant="filled">
                    {t('editor.correct')}
                  </Badge>
                ) : null}
              </Group>
            );
          })}
        </Stack>
      </Radio.Group>
    </Stack>
  );
}

/** The question as a candidate sees it, in either language, with the answer shown only on request. */
export function QuestionPreview({ values }: { values: QuestionValues }) {
  const { t } = useTranslation('questions');
  const [lang, setLang] = useState<Lang>('is');
  const [showAnswer, setShowAnswer] = useState(false);
  return (
    <Box>
      <Switch label={t('preview.showAnswer')} checked={showAnswer} onChange={(e) => setShowAnswer(e.currentTarget.checked)} mb="sm" />
      <Tabs value={lang} onChange={(value) => setLang(value === 'en' ? 'en' : 'is')} keepMounted={false}>
        <Tabs.List aria-label={t('preview.languages')}>
          <Tabs.Tab value="is" lang="is">
            {t('preview.icelandic')}
          </Tabs.Tab>
          <Tabs.Tab value="en" lang="en">
            {t('preview.english')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="is">
          <PreviewPanel values={values} lang="is" showAnswer={showAnswer} />
        </Tabs.Panel>
        <Tabs.Panel value="en">
          <PreviewPanel values={values} lang="en" showAnswer={showAnswer} />
        </Tabs.Panel>
      </Tabs>
    </Box>
  );
}
