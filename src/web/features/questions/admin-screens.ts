import { lazyScreen, type FeatureScreens } from '../../lib/screens';

const questionEditorPage = lazyScreen(
  () => import('./pages/question-editor-page'),
  (m) => m.QuestionEditorPage,
);

export const screens: FeatureScreens = {
  adminExaminationCategory: lazyScreen(
    () => import('./pages/category-page'),
    (m) => m.CategoryPage,
  ),
  adminQuestion: questionEditorPage,
  adminNewQuestion: questionEditorPage,
};
