import { Fieldset, SegmentedControl, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createPageInput, updatePageInput } from '../../../../shared/contracts/courses';
import { FormModal } from '../../../components/form-modal';
import { useEditForm } from '../../../components/use-edit-modal';
import { ErrorState } from '../../../components/query-state';
import { RichTextEditor } from '../../../components/rich-text-editor';
import { useContractForm } from '../../../lib/form';
import { pageDetailQuery, useCreatePage, useUpdatePage } from '../api';
import type { CourseType } from '../course-type';
import { RichContent } from './rich-content';

const blank = { nameIcelandic: '', nameEnglish: '', contentIcelandic: '', contentEnglish: '' };
type PageValues = typeof blank;
const languages = [
  { lang: 'is', name: 'nameIcelandic', content: 'contentIcelandic' },
  { lang: 'en', name: 'nameEnglish', content: 'contentEnglish' },
] as const;

/**
 * Writes a course page in Icelandic and English side by side (stacked on narrow screens), with a
 * preview of both. A failed save keeps the dialog open with everything typed.
 */
export function PageEditorModal({
  type,
  pageId,
  opened,
  onClose,
}: {
  type: CourseType;
  pageId: number | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(['courses', 'common']);
  const editing = pageId !== null;
  const narrow = useMediaQuery('(max-width: 48em)');
  const detail = useQuery({ ...pageDetailQuery(pageId ?? 0), enabled: opened && editing });
  const create = useCreatePage();
  const update = useUpdatePage();
  const form = useContractForm<PageValues>(blank);
  const { reset } = form;
  const [view, setView] = useState<'edit' | 'preview'>('edit');

  const { close, saved } = useEditForm({
    opened,
    onClose: () => {
      setView('edit');
      onClose();
    },
    reset,
    source: editing ? detail.data : null,
    valuesOf: () => {
      if (!editing) return blank;
      if (!detail.data) return undefined;
      const { nameIcelandic, nameEnglish, contentIcelandic, contentEnglish } = detail.data;
      return { nameIcelandic, nameEnglish, contentIcelandic, contentEnglish };
    },
    mutations: [create, update],
  });

  const submit = () => {
    const onSuccess = saved(editing ? t('courses:page.saved') : t('courses:page.created'));
    // Back to the fields, so that the errors found are in sight.
    const onFieldErrors = () => setView('edit');
    if (editing)
      void form.submit({
        schema: updatePageInput,
        input: { ...form.values, id: pageId },
        call: update.mutateAsync,
        onSuccess,
        onFieldErrors,
      });
    else
      void form.submit({
        schema: createPageInput,
        input: { ...form.values, courseType: type },
        call: create.mutateAsync,
        onSuccess,
        onFieldErrors,
      });
  };

  return (
    <FormModal
      opened={opened}
      onClose={close}
      title={editing ? t('courses:page.editTitle') : t('courses:page.createTitle')}
      size={narrow ? '100%' : '90rem'}
      loading={editing && detail.isPending}
      submitting={form.pending}
      onSubmit={submit}
    >
      {editing && detail.isError ? <ErrorState error={detail.error} onRetry={() => void detail.refetch()} /> : null}
      <SegmentedControl
        value={view}
        onChange={(v) => setView(v as 'edit' | 'preview')}
        aria-label={t('courses:page.view')}
        data={[
          { value: 'edit', label: t('courses:page.write') },
          { value: 'preview', label: t('courses:page.preview') },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {languages.map(({ lang, name, content }) =>
          view === 'edit' ? (
            <Fieldset key={lang} legend={t(`courses:languages.${lang}`)}>
              <Stack>
                <TextInput
                  label={t(`courses:page.fields.${name}`)}
                  {...form.getInputProps(name)}
                  required
                  lang={lang}
                  data-autofocus={lang === 'is' || undefined}
                />
                <RichTextEditor
                  label={t(`courses:page.fields.${content}`)}
                  value={form.values[content]}
                  onChange={(html) => form.setField(content, html)}
                  lang={lang}
                  error={form.errors[content]}
                  required
                  minHeight={narrow ? 200 : 320}
                />
              </Stack>
            </Fieldset>
          ) : (
            <section key={lang} aria-label={t('courses:page.previewOf', { language: t(`courses:languages.${lang}`) })}>
              <Title order={3} lang={lang} mb="sm">
                {form.values[name] || t('courses:page.untitled')}
              </Title>
              <RichContent html={form.values[content]} lang={lang} />
            </section>
          ),
        )}
      </SimpleGrid>
    </FormModal>
  );
}
