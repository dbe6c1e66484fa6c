import { Permission } from '../../../shared/permissions';
import { requirePermission, type RequestContext } from '../../kernel/context';

export const questionsPolicy = {
  /** Writing and reading the question bank, its images and imports (decision 0005). */
  author: (ctx: RequestContext) => requirePermission(ctx, Permission.Examinations),
};
