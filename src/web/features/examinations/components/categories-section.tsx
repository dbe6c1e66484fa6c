import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PagedResult } from '../../../../shared/contracts/common';
import type { CategoryDto, ExaminationDto } from '../../../../shared/contracts/examinations';
import { categoryPath } from '../../../lib/question-bank';
import { confirmDelete } from '../../../components/confirm';
import { EditIcon, TrashIcon } from '../../../components/icons';
import { RowAction } from '../../../components/paged-table';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { useDeleteCategory } from '../api';
import { problemOf } from '../../../lib/problem-of';
import { CategoryFormModal } from './category-form-modal';
import { useEditModal } from '../../../components/use-edit-modal';
import { categoryTitle } from '../../../lib/known-categories';
import { inLanguage } from '../../../../shared/bilingual';
import { useLanguage } from '../../../lib/use-language';
import { DataTable, type Column } from '../../../components/data-table';

/** The category table's columns: titles in both languages, the minimum, the question counts and the row's actions. */
function useCategoryColumns(onEdit: (category: CategoryDto) => void, onDelete: (category: CategoryDto) => void): Column<CategoryDto>[] {
  const { t, i18n } = useTranslation(['examinations', 'common']);
  return [
    {
      header: t('examinations:category.fields.title'),
      key: true,
      cell: (category) => (
        <Anchor component={Link} to={categoryPath(category)} lang="is">
          {category.title}
        </Anchor>
      ),
    },
    {
      header: t('examinations:category.fields.titleEnglish'),
      cell: (category) =>
        category.titleEnglish ? (
          <span lang="en">{category.titleEnglish}</span>
        ) : (
          <Text c="dimmed">{t('examinations:category.noEnglish')}</Text>
        ),
    },
    { header: t('examinations:category.fields.minimumShort'), numeric: true, cell: (category) => category.minimumRequiredQuestions },
    {
      header: t('examinations:category.fields.questions'),
      cell: (category) => (
        <Group gap="xs" wrap="nowrap">
          <Text>{t('examinations:category.counts', { active: category.activeQuestionCount, total: category.questionCount })}</Text>
          {category.activeQuestionCount < category.minimumRequiredQuestions ? (
            <Badge color="red.8" variant="filled">
              {t('examinations:category.tooFewActive')}
            </Badge>
          ) : null}
        </Group>
      ),
    },
    {
      header: t('common:actions.label'),
      hiddenHeader: true,
      cell: (category) => (
        <Group gap={4} wrap="nowrap" justify="flex-end">
          <RowAction
            tooltip={t('common:actions.edit')}
            label={t('examinations:category.edit', { title: categoryTitle(category, i18n.language) })}
            icon={<EditIcon />}
            onClick={() => onEdit(category)}
          />
          <RowAction
            tooltip={t('common:actions.delete')}
            label={t('examinations:category.delete', { title: categoryTitle(category, i18n.language) })}
            icon={<TrashIcon />}
            danger
            onClick={() => onDelete(category)}
          />
        </Group>
      ),
    },
  ];
}

/** The examination's categories: titles in both languages, minimums and question counts, with create, edit and delete. */
export function CategoriesSection({
  examination,
  categories,
  questionsPerAttempt,
}: {
  examination: ExaminationDto;
  categories: UseQueryResult<PagedResult<CategoryDto>>;
  questionsPerAttempt: number | undefined;
}) {
  const { t, i18n } = useTranslation(['examinations', 'common']);
  const language = useLanguage();
  const dialog = useEditModal<CategoryDto>();
  const edit = dialog.open;
  const remove = useDeleteCategory();
  const refusal = remove.error ? problemOf(remove.error, t).message : null;

  const askDelete = (category: CategoryDto): void =>
    confirmDelete({
      title: t('examinations:category.deleteTitle'),
      message: t('examinations:category.deleteMessage', { title: categoryTitle(category, i18n.language), count: category.questionCount }),
      onConfirm: () =>
        remove.mutate(category.id, {
          onSuccess: () =>
            notifications.show({
              color: 'green',
              message: t('examinations:category.deleted', { title: categoryTitle(category, i18n.language) }),
            }),
        }),
    });

  const columns = useCategoryColumns(edit, askDelete);

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="categories-title">
      <Stack>
        <Group justify="space-between">
          <Title order={2} size="h3" id="categories-title">
            {t('examinations:category.listTitle')}
          </Title>
          <Button onClick={() => edit(null)}>{t('examinations:category.create')}</Button>
        </Group>
        {refusal ? (
          <Alert color="red" role="alert" withCloseButton closeButtonLabel={t('common:actions.close')} onClose={() => remove.reset()}>
            {refusal}
          </Alert>
        ) : null}
        {categories.isPending ? (
          <LoadingState />
        ) : categories.isError ? (
          <ErrorState error={categories.error} onRetry={() => void categories.refetch()} />
        ) : (
          <DataTable
            rows={categories.data.items}
            rowKey={(category) => category.id}
            columns={columns}
            caption={t('examinations:category.caption', { name: inLanguage(language, examination.name, examination.nameEnglish) })}
            emptyText={t('examinations:category.empty')}
            minWidth={720}
            busy={categories.isFetching}
          />
        )}
      </Stack>
      <CategoryFormModal
        examinationId={examination.id}
        certificateType={examination.certificateType}
        questionsPerAttempt={questionsPerAttempt}
        category={dialog.record}
        opened={dialog.opened}
        onClose={dialog.close}
      />
    </Paper>
  );
}
