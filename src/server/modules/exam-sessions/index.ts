import { defineModule } from '../../kernel/server-module';
import { examSessionRoutes } from './exam-sessions.routes';
import { examSessionEndHandler } from './session-end';

/** Supervised sittings of the A2 exam: opening them, their PINs and their end. */
export const examSessionsModule = defineModule({
  name: 'exam-sessions',
  routes: (deps) => examSessionRoutes(deps),
  jobs: (deps) => [examSessionEndHandler(deps.database, deps.now)],
});
