import { Button, Checkbox, Fieldset, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { blankOption, maxOptions, minOptions, optionMember, type OptionValues, type QuestionErrors } from '../question-form';

export const optionFieldId = (key: number, lang: 'is' | 'en') => `question-option-${key}-${lang}`;
export const optionsFieldId = 'question-options';

/**
 * The answer options: text in both languages and a "correct answer" mark each; two to eight of
 * them. A new option takes the focus; a removed one hands it to the option before it.
 */
export function QuestionOptionsEditor({
  options,
  errors,
  onChange,
}: {
  options: OptionValues[];
  errors: QuestionErrors;
  /** `touched` names the member whose error the change answers; none when options moved. */
  onChange: (options: OptionValues[], touched?: string) => void;
}) {
  const { t } = useTranslation('questions');
  const focusNext = useRef<string | null>(null);

  useEffect(() => {
    if (!focusNext.current) return;
    document.getElementById(focusNext.current)?.focus();
    focusNext.current = null;
  }, [options.length]);

  const change = (index: number, patch: Partial<OptionValues>, touched: string) =>
    onChange(
      options.map((o, i) => (i === index ? { ...o, ...patch } : o)),
      touched,
    );
  const add = () => {
    const option = blankOption();
    focusNext.current = optionFieldId(option.key, 'is');
    onChange([...options, option]);
  };
  const remove = (index: number) => {
    const neighbour = options[index - 1] ?? options[index + 1];
    focusNext.current = neighbour ? optionFieldId(neighbour.key, 'is') : null;
    onChange(options.filter((_, i) => i !== index));
  };

  return (
    <Stack id={optionsFieldId} tabIndex={-1}>
      {errors.questionOptions ? (
        <Text c="red.8" size="sm" fw={600}>
          {errors.questionOptions}
        </Text>
      ) : null}
      {options.map((option, index) => {
        const n = index + 1;
        return (
          <Fieldset key={option.key} legend={t('editor.option', { n })} variant="filled">
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  id={optionFieldId(option.key, 'is')}
                  label={t('editor.optionIcelandic')}
                  lang="is"
                  value={option.descriptionIcelandic}
                  onChange={(e) =>
                    change(index, { descriptionIcelandic: e.currentTarget.value }, optionMember(index, 'descriptionIcelandic'))
                  }
                  error={errors[optionMember(index, 'descriptionIcelandic')]}
                  required
                />
                <TextInput
                  id={optionFieldId(option.key, 'en')}
                  label={t('editor.optionEnglish')}
                  lang="en"
                  value={option.descriptionEnglish}
                  onChange={(e) => change(index, { descriptionEnglish: e.currentTarget.value }, optionMember(index, 'descriptionEnglish'))}
                  error={errors[optionMember(index, 'descriptionEnglish')]}
                  required
                />
              </SimpleGrid>
              <Group justify="space-between">
                <Checkbox
                  label={t('editor.correct')}
                  checked={option.isAnswer}
                  onChange={(e) => change(index, { isAnswer: e.currentTarget.checked }, 'questionOptions')}
                />
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  disabled={options.length <= minOptions}
                  aria-label={t('editor.removeOption', { n })}
                  onClick={() => remove(index)}
                >
                  {t('editor.remove')}
                </Button>
              </Group>
            </Stack>
          </Fieldset>
        );
      })}
      <Group justify="space-between">
        <Text size="sm" c="dimmed" aria-live="polite">
          {t('editor.optionCount', { count: options.length, min: minOptions, max: maxOptions })}
        </Text>
        <Button variant="default" onClick={add} disabled={options.length >= maxOptions}>
          {t('editor.addOption')}
        </Button>
      </Group>
    </Stack>
  );
}
