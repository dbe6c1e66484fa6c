import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useBreadcrumbTitle } from '../../../components/breadcrumbs';
import { PageHeader } from '../../../components/page-header';
import { ErrorState, LoadingState } from '../../../components/query-state';
import { categoryQuery, questionQuery } from '../api';
import { categoryTitle } from '../../../lib/known-categories';
import { QuestionEditorForm } from '../components/question-editor-form';
import { blankQuestion, valuesOf } from '../question-form';

/**
 * `.../category/:categoryId/new-question` and `.../category/:categoryId/question/:id`: the question
 * editor. The form is built once from what was loaded, so a refetch never overwrites typing.
 */
export function QuestionEditorPage() {
  const { t, i18n } = useTranslation(['questions', 'routes']);
  const params = useParams();
  const categoryId = Number(params.categoryId);
  const questionId = params.id !== undefined ? Number(params.id) : null;
  const category = useQuery(categoryQuery(categoryId));
  const question = useQuery({ ...questionQuery(questionId ?? 0), enabled: questionId !== null });
  const title = questionId === null ? t('routes:adminNewQuestion') : t('questions:editor.editTitle');
  // Naming its own crumb once the category is known also redraws the trail, whose parent takes the category's title.
  useBreadcrumbTitle(category.data ? title : null);

  const header = (
    <PageHeader
      title={title}
      description={category.data ? t('questions:editor.inCategory', { title: categoryTitle(category.data, i18n.language) }) : undefined}
    />
  );
  if (category.isPending || (questionId !== null && question.isPending))
    return (
      <>
        {header}
        <LoadingState />
      </>
    );
  const failed = category.error ?? (questionId !== null ? question.error : null);
  if (failed || !category.data) {
    return (
      <>
        {header}
        <ErrorState
          error={failed}
          onRetry={() => void Promise.all([category.refetch(), questionId !== null ? question.refetch() : null])}
        />
      </>
    );
  }
  const loaded = question.data;
  return (
    <>
      {header}
      <QuestionEditorForm
        key={questionId ?? 'new'}
        category={category.data}
        questionId={questionId}
        initial={() => (questionId !== null && loaded ? valuesOf(loaded) : blankQuestion())}
      />
    </>
  );
}
