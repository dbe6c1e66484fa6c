import { Permission } from '../../../shared/permissions';
import { defineModule } from '../../kernel/server-module';
import { examResultRoutes, registerExamResultExport } from './exam-results.routes';

/** Everyone's results for the results managers, their export, and the pilot's own history. */
export const examResultsModule = defineModule({
  name: 'exam-results',
  routes: (deps) => examResultRoutes(deps),
  rawRoutes: (app, deps) => registerExamResultExport(app, deps),
  permissions: [Permission.ExamResults],
});

export { findAttemptsOfUser } from './exam-results.service';
