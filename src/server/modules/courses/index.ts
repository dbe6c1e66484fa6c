import { defineModule } from '../../kernel/server-module';
import { courseRoutes } from './courses.routes';

/** Courses, their pages and each pilot's progress through them. */
export const coursesModule = defineModule({
  name: 'courses',
  routes: (deps) => courseRoutes(deps),
});

export { courseStatusOf } from './user-courses.service';
export { courseStandingSql, type CourseStanding } from './progress.queries';
