import { defineModule } from '../../kernel/server-module';
import { examAccommodationRoutes } from './exam-accommodations.routes';
import { examAutoSubmitHandler } from './exam-auto-submit.job';
import { examMetrics } from './exams.metrics';
import { examRoutes } from './exams.routes';

/** A candidate's attempt: starting it, answering, submitting and its result. */
export const examsModule = defineModule({
  name: 'exams',
  // Extra time as an accommodation is granted here too, since only the attempt's start uses it.
  routes: (deps) => [...examRoutes(deps), ...examAccommodationRoutes(deps)],
  jobs: (deps) => [examAutoSubmitHandler(deps.database, deps.now)],
  metrics: (deps) => examMetrics(deps),
});

export { loadExaminationResult } from './attempt-result';
export { submitAttempt } from './attempt-submit';
