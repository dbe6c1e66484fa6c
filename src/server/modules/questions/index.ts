import { defineModule } from '../../kernel/server-module';
import { checkQuestionFile } from './question-import';
import { importQuestionFile } from './question-import.service';
import { imageUrl } from './question-images.queries';
import { questionRoutes, registerQuestionImageRoute } from './questions.routes';

/** The question bank, its images and its import. */
export const questionsModule = defineModule({
  name: 'questions',
  routes: (deps) => questionRoutes(deps),
  rawRoutes: (app, deps) => registerQuestionImageRoute(app, deps),
});

export { checkQuestionFile, imageUrl, importQuestionFile };
