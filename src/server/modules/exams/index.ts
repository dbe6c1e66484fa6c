import { defineModule } from '../../kernel/server-module';
import { examAutoSubmitHandler } from './exam-auto-submit.job';
import { examRoutes } from './exams.routes';

/** A candidate's attempt: starting it, answering, submitting and its result. */
export const examsModule = defineModule({
  name: 'exams',
  routes: (deps) => examRoutes(deps),
  jobs: (deps) => [examAutoSubmitHandler(deps.database, deps.now)],
});

export { loadExaminationResult } from './attempt-result';
export { submitAttempt } from './attempt-submit';
