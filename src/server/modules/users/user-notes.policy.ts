import { Permission } from '../../../shared/permissions';
import { requirePermission, type RequestContext } from '../../kernel/context';

export const userNotesPolicy = {
  /**
   * Notes are the administrators' of users alone, within their tenant: the user they are about
   * neither reads nor counts them, and another tenant's note or user answers as missing.
   */
  manage: (ctx: RequestContext) => requirePermission(ctx, Permission.Users),
};
