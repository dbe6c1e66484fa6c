import { Permission } from '../../../shared/permissions';
import { requirePermission, type RequestContext } from '../../kernel/context';

/** Examinations and their categories are theory-exam material: authoring them needs Pages.Examinations. */
export const examinationsPolicy = {
  author: (ctx: RequestContext) => requirePermission(ctx, Permission.Examinations),
};
