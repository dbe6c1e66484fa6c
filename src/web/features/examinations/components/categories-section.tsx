import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
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
import { categoryTitle } from '../../../lib/known-categories';
import { inLanguage } from '../../../../shared/bilingual';
import { useLanguage } from '../../../lib/use-language';
import { ScrollTable } from '../../../components/scroll-table';

function CategoryRow({ category, onEdit, onDelete }: { category: CategoryDto; onEdit: () => void; onDelete: () => void }) {
  const { t, i18n } = useTranslation(['examinations', 'common']);
  const short = category.activeQuestionCount < category.minimumRequiredQuestions;
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={categoryPath(category)} lang="is">
          {category.title}
        </Anchor>
      </Table.Td>
      <Table.Td lang="en">{category.titleEnglish || <Text c="dimmed">{t('examinations:category.noEnglish')}</Text>}</Table.Td>
      <Table.Td>{category.minimumRequiredQuestions}</Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Text>{t('examinations:category.counts', { active: category.activeQuestionCount, total: category.questionCount })}</Text>
          {short ? (
            <Badge color="red.8" variant="filled">
              {t('examinations:category.tooFewActive')}
            </Badge>
          ) : null}
        </Group>
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap" justify="flex-end">
          <RowAction
            tooltip={t('common:actions.edit')}
            label={t('examinations:category.edit', { title: categoryTitle(category, i18n.language) })}
            icon={<EditIcon />}
            onClick={onEdit}
          />
          <RowAction
            tooltip={t('common:actions.delete')}
            label={t('examinations:category.delete', { title: categoryTitle(category, i18n.language) })}
            icon={<TrashIcon />}
            danger
            onClick={onDelete}
          />
        </Group>
      </Table.Td>
    </Table.Tr>
  );
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
  // The dialog stays mounted so that closing it returns the focus to the button that opened it.
  const [dialog, setDialog] = useState<{ opened: boolean; category: CategoryDto | null }>({ opened: false, category: null });
  const edit = (category: CategoryDto | null) => setDialog({ opened: true, category });
  const remove = useDeleteCategory();
  const refusal = remove.error ? problemOf(remove.error, t).message : null;

  const askDelete = (category: CategoryDto) =>
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
          <ScrollTable minWidth={720}>
            <Table striped highlightOnHover verticalSpacing="sm" aria-busy={categories.isFetching}>
              <Table.Caption>
                <VisuallyHidden>
                  {t('examinations:category.caption', { name: inLanguage(language, examination.name, examination.nameEnglish) })}
                </VisuallyHidden>
              </Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('examinations:category.fields.title')}</Table.Th>
                  <Table.Th scope="col">{t('examinations:category.fields.titleEnglish')}</Table.Th>
                  <Table.Th scope="col">{t('examinations:category.fields.minimumShort')}</Table.Th>
                  <Table.Th scope="col">{t('examinations:category.fields.questions')}</Table.Th>
                  <Table.Th scope="col">
                    <VisuallyHidden>{t('common:actions.label')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {categories.data.items.length === 0 ? (
                  <Table.Tr>
                    <Table.Td colSpan={5}>
                      <Text ta="center" py="md">
                        {t('examinations:category.empty')}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ) : (
                  categories.data.items.map((category) => (
                    <CategoryRow key={category.id} category={category} onEdit={() => edit(category)} onDelete={() => askDelete(category)} />
                  ))
                )}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        )}
      </Stack>
      <CategoryFormModal
        examinationId={examination.id}
        certificateType={examination.certificateType}
        questionsPerAttempt={questionsPerAttempt}
        category={dialog.category}
        opened={dialog.opened}
        onClose={() => setDialog((d) => ({ ...d, opened: false }))}
      />
    </Paper>
  );
}
