import { lazyScreen, type FeatureScreens } from '../../lib/screens';

const examinationAdminPage = lazyScreen(() => import('./pages/examination-admin-page'), (m) => m.ExaminationAdminPage);
const questionEditorPage = lazyScreen(() => import('./pages/question-editor-page'), (m) => m.QuestionEditorPage);

export const screens: FeatureScreens = {
  adminExaminationA1A3: examinationAdminPage,
  adminExaminationA2: examinationAdminPage,
  adminExaminationCategory: lazyScreen(() => import('./pages/category-page'), (m) => m.CategoryPage),
  adminQuestion: questionEditorPage,
  adminNewQuestion: questionEditorPage,
};
