import { Box, Button, Group, SimpleGrid, Stack, Switch } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { CategoryDto } from '../../../../shared/contracts/examinations';
import { createQuestionInput, updateQuestionInput } from '../../../../shared/contracts/questions';
import { ErrorCode } from '../../../../shared/errors';
import { RichTextEditor } from '../../../components/rich-text-editor';
import { isApiError } from '../../../lib/errors';
import { useContractForm } from '../../../lib/form';
import { useCreateQuestion, useUpdateQuestion } from '../api';
import { problemOf } from '../../../lib/problem-of';
import { checkQuestion, inputOf, type QuestionValues } from '../question-form';
import { categoryPath } from '../../../lib/question-bank';
import { ErrorSummary, type SummaryItem } from '../../../components/error-summary';
import { FormProblem } from '../../../components/form-problem';
import { QuestionImagesEditor } from './question-images-editor';
import { QuestionOptionsEditor } from './question-options-editor';
import { descriptionFieldId, fieldOfMember } from './question-fields';
import { EditorSection as Section } from './editor-section';
import { QuestionPreview } from './question-preview';
import { Form } from '../../../components/form';

/**
 * Writes one question in both languages: descriptions side by side, options, switches, images and
 * a preview. What is typed stays on the screen whatever the server answers; the server's field
 * errors land on their fields and are listed in a summary that takes the focus.
 */
export function QuestionEditorForm({
  category,
  questionId,
  initial,
}: {
  category: CategoryDto;
  questionId: number | null;
  initial: () => QuestionValues;
}) {
  const { t } = useTranslation(['questions', 'common']);
  const navigate = useNavigate();
  const create = useCreateQuestion();
  const update = useUpdateQuestion();
  const form = useContractForm<QuestionValues>(initial, { keyedBy: 'member' });
  const { values, setValues, errors, setErrors } = form;
  const [problem, setProblem] = useState<{ message: string; duplicate: boolean } | null>(null);
  const [failures, setFailures] = useState(0);
  const summary = useRef<HTMLDivElement>(null);
  const problemBox = useRef<HTMLDivElement>(null);

  // After a failed save the summary (or the server's sentence) takes the focus, so it is read out.
  useEffect(() => {
    if (failures > 0) (summary.current ?? problemBox.current?.querySelector<HTMLElement>('[role="alert"]'))?.focus();
  }, [failures]);

  const change = <K extends keyof QuestionValues>(key: K, value: QuestionValues[K], touched: string | 'options' = key) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => {
      const next = { ...e };
      // Options moved: their errors' indexes no longer hold, so they go until the next save.
      for (const member of Object.keys(next))
        if (member === touched || (touched === 'options' && member.startsWith('questionOptions'))) delete next[member];
      return next;
    });
  };

  const summaryItems: SummaryItem[] = Object.entries(errors).map(([member, text]) => {
    const { target, label } = fieldOfMember(member, values, t);
    return { target, text: `${label}: ${text}` };
  });

  const fail = (message: { message: string; duplicate: boolean } | null) => {
    setProblem(message);
    setFailures((n) => n + 1);
  };

  const back = categoryPath(category);
  const submit = () => {
    const body = inputOf(values);
    const common = {
      // The contract's rules, with the options' said in words of the screen.
      extraErrors: checkQuestion(values, t),
      onSuccess: () => {
        notifications.show({ color: 'green', message: questionId ? t('questions:editor.saved') : t('questions:editor.created') });
        void navigate(back);
      },
      onFieldErrors: () => fail(null),
      // A duplicate is told in the form's own summary.
      duplicateField: null,
      onError: (error: unknown) => {
        const { message } = problemOf(error, t);
        fail(message ? { message, duplicate: isApiError(error) && error.code === ErrorCode.Duplicate } : null);
      },
    };
    if (questionId)
      void form.submit({ schema: updateQuestionInput, input: { id: questionId, ...body }, call: update.mutateAsync, ...common });
    else
      void form.submit({ schema: createQuestionInput, input: { categoryId: category.id, ...body }, call: create.mutateAsync, ...common });
  };

  return (
    <Form onSubmit={submit}>
      <Stack gap="lg">
        <ErrorSummary ref={summary} title={t('questions:editor.summaryTitle', { count: summaryItems.length })} items={summaryItems} />
        <Box ref={problemBox}>
          <FormProblem
            message={problem?.message}
            title={problem?.duplicate ? t('questions:editor.duplicateTitle') : t('questions:editor.saveFailed')}
          />
        </Box>
        <Section id="question-text-title" title={t('questions:editor.text')}>
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <Box id={descriptionFieldId('is')}>
              <RichTextEditor
                label={t('questions:editor.descriptionIcelandic')}
                lang="is"
                value={values.descriptionIcelandic}
                onChange={(html) => change('descriptionIcelandic', html)}
                error={errors.descriptionIcelandic}
                required
              />
            </Box>
            <Box id={descriptionFieldId('en')}>
              <RichTextEditor
                label={t('questions:editor.descriptionEnglish')}
                lang="en"
                value={values.descriptionEnglish}
                onChange={(html) => change('descriptionEnglish', html)}
                error={errors.descriptionEnglish}
                required
              />
            </Box>
          </SimpleGrid>
        </Section>
        <Section id="question-options-title" title={t('questions:editor.options')}>
          <QuestionOptionsEditor
            options={values.options}
            errors={errors}
            onChange={(options, touched) => change('options', options, touched ?? 'options')}
          />
        </Section>
        <Section id="question-settings-title" title={t('questions:editor.settings')}>
          <Stack gap="sm">
            <Switch
              label={t('questions:editor.isActive')}
              description={t('questions:editor.isActiveHint')}
              checked={values.isActive}
              onChange={(e) => change('isActive', e.currentTarget.checked)}
            />
            <Switch
              label={t('questions:editor.isRequired')}
              description={t('questions:editor.isRequiredHint')}
              checked={values.isRequired}
              onChange={(e) => change('isRequired', e.currentTarget.checked)}
            />
          </Stack>
        </Section>
        <Section id="question-images-title" title={t('questions:editor.images')}>
          <QuestionImagesEditor
            images={values.images}
            error={errors.questionImages ?? Object.entries(errors).find(([member]) => member.startsWith('questionImages.'))?.[1]}
            onChange={(images) => change('images', images, 'questionImages')}
          />
        </Section>
        <Section id="question-preview-title" title={t('questions:preview.title')}>
          <QuestionPreview values={values} />
        </Section>
        <Group justify="flex-end">
          <Button variant="default" component={Link} to={back}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={form.pending}>
            {t('questions:editor.save')}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}
