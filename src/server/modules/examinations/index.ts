import { Permission } from '../../../shared/permissions';
import { defineModule } from '../../kernel/server-module';
import { examinationRoutes } from './examinations.routes';

/** Examinations and their categories: what an exam of each type draws from. */
export const examinationsModule = defineModule({
  name: 'examinations',
  routes: (deps) => examinationRoutes(deps),
  permissions: [Permission.Examinations],
});

export { insertCategory, type NewCategory } from './categories.queries';
export { insertExamination, type NewExamination } from './examinations.queries';
