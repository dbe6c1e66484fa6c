import { Alert, Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { CategoryDto } from '../../../../shared/contracts/examinations';
import type { QuestionSummaryDto } from '../../../../shared/contracts/questions';
import { routePath } from '../../../lib/routes';
import { useBreadcrumbTitle } from '../../../components/breadcrumbs';
import { confirmDelete } from '../../../components/confirm';
import { EditIcon, TrashIcon } from '../../../components/icons';
import { PageHeader } from '../../../components/page-header';
import { PagedTable, RowAction } from '../../../components/paged-table';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { SearchField } from '../../../components/search-field';
import { defaultPageSize } from '../../../components/table-pager';
import { categoryQuery, questionsQuery, useDeleteQuestion } from '../api';
import { categoryTitle } from '../../../lib/known-categories';
import { ImportQuestionsDialog } from '../components/import-questions-dialog';
import { problemOf } from '../../../lib/problem-of';

const excerpt = (text: string, length = 140) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);

const questionPath = (category: CategoryDto, id: number) =>
  routePath('adminQuestion', { examinationId: category.examinationId, categoryId: category.id, id });

function QuestionMarks({ question }: { question: QuestionSummaryDto }) {
  const { t } = useTranslation('questions');
  return (
    <Group gap={4}>
      <Badge color={question.isActive ? 'green.8' : 'gray.7'} variant={question.isActive ? 'filled' : 'outline'}>
        {question.isActive ? t('question.active') : t('question.inactive')}
      </Badge>
      {question.isRequired ? (
        <Badge color="portal.7" variant="filled">
          {t('question.required')}
        </Badge>
      ) : null}
    </Group>
  );
}

function QuestionList({ category }: { category: CategoryDto }) {
  const { t, i18n } = useTranslation(['questions', 'common']);
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(1);
  const remove = useDeleteQuestion();
  const questions = useQuery(
    questionsQuery({ categoryId: category.id, keyword, skipCount: (page - 1) * defaultPageSize, maxResultCount: defaultPageSize }),
  );
  const refusal = remove.error ? problemOf(remove.error, t).message : null;

  const askDelete = (question: QuestionSummaryDto) =>
    confirmDelete({
      title: t('questions:question.deleteTitle'),
      message: t('questions:question.deleteMessage', { text: excerpt(question.rawContentIcelandic) }),
      onConfirm: () =>
        remove.mutate(question.id, {
          onSuccess: () => notifications.show({ color: 'green', message: t('questions:question.deleted') }),
        }),
    });

  return (
    <Paper withBorder p="md" radius="md">
      <Stack>
        <Group align="flex-end">
          <SearchField
            label={t('questions:question.search')}
            onSearch={(k) => {
              setKeyword(k);
              setPage(1);
            }}
          />
        </Group>
        {refusal ? (
          <Alert
            color="red"
            role="alert"
            title={t('questions:question.deleteRefused')}
            withCloseButton
            closeButtonLabel={t('common:actions.close')}
            onClose={() => remove.reset()}
          >
            {refusal}
          </Alert>
        ) : null}
        <PagedTable
          query={questions}
          caption={t('questions:question.caption', { title: categoryTitle(category, i18n.language) })}
          emptyText={keyword ? t('questions:question.noneFound') : t('questions:question.none')}
          page={page}
          onPageChange={setPage}
          columns={[
            {
              header: t('questions:question.fields.text'),
              key: true,
              cell: (q) => (
                <Stack gap={2} maw={560}>
                  <Anchor component={Link} to={questionPath(category, q.id)} lang="is" lineClamp={2}>
                    {q.rawContentIcelandic || t('questions:question.untitled', { id: q.id })}
                  </Anchor>
                  {q.rawContentEnglish ? (
                    <Text size="sm" c="dimmed" lang="en" lineClamp={1}>
                      {q.rawContentEnglish}
                    </Text>
                  ) : null}
                </Stack>
              ),
            },
            { header: t('questions:question.fields.status'), cell: (q) => <QuestionMarks question={q} /> },
            { header: t('questions:question.fields.options'), cell: (q) => q.optionCount },
            { header: t('questions:question.fields.images'), cell: (q) => q.imageCount },
            {
              header: t('common:actions.label'),
              hiddenHeader: true,
              cell: (q) => (
                <Group gap={4} wrap="nowrap" justify="flex-end">
                  <RowAction
                    tooltip={t('common:actions.edit')}
                    label={t('questions:question.edit', { id: q.id })}
                    icon={<EditIcon />}
                    onClick={() => void navigate(questionPath(category, q.id))}
                  />
                  <RowAction
                    tooltip={t('common:actions.delete')}
                    label={t('questions:question.delete', { id: q.id })}
                    icon={<TrashIcon />}
                    danger
                    onClick={() => askDelete(q)}
                  />
                </Group>
              ),
            },
          ]}
        />
      </Stack>
    </Paper>
  );
}

/** `/admin/examination/:examinationId/category/:id`: a category's questions, search, paging, delete and import. */
export function CategoryPage() {
  const { t, i18n } = useTranslation(['questions', 'routes', 'common']);
  const params = useParams();
  const id = Number(params.id);
  const category = useQuery(categoryQuery(id));
  const [importing, setImporting] = useState(false);
  const title = category.data ? categoryTitle(category.data, i18n.language) : null;
  useBreadcrumbTitle(title);
  const appName = t('common:appName');
  useEffect(() => {
    if (!title) return;
    // The layout sets the route's own title in the same commit, after this (effects run child
    // first); the category's title goes in once it has.
    queueMicrotask(() => {
      document.title = `${title} | ${appName}`;
    });
  }, [title, appName]);

  if (category.isPending) return <LoadingState />;
  if (category.isError) return <ErrorState error={category.error} onRetry={() => void category.refetch()} />;
  const c = category.data;
  const newQuestionPath = routePath('adminNewQuestion', { examinationId: c.examinationId, categoryId: c.id });

  return (
    <>
      <PageHeader
        title={title ?? t('routes:adminExaminationCategory')}
        description={t('questions:category.summary', {
          minimum: c.minimumRequiredQuestions,
          active: c.activeQuestionCount,
          total: c.questionCount,
        })}
        actions={
          <>
            <Button variant="default" onClick={() => setImporting(true)}>
              {t('questions:import.open')}
            </Button>
            <Button component={Link} to={newQuestionPath}>
              {t('questions:question.create')}
            </Button>
          </>
        }
      />
      {c.activeQuestionCount < c.minimumRequiredQuestions ? (
        <Alert color="yellow" mb="md" title={t('questions:category.shortTitle')}>
          {t('questions:category.short', {
            minimum: c.minimumRequiredQuestions,
            active: c.activeQuestionCount,
            count: c.minimumRequiredQuestions,
          })}
        </Alert>
      ) : null}
      <QuestionList key={c.id} category={c} />
      <ImportQuestionsDialog category={c} opened={importing} onClose={() => setImporting(false)} />
    </>
  );
}
