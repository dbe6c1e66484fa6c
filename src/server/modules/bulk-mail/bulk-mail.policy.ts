import { Permission } from '../../../shared/permissions';
import { requirePermission, type RequestContext } from '../../kernel/context';

/**
 * Writing to users is user administration: Pages.Users sends to one user, to every user and to an
 * organisation's members alike, and follows and retries every send of its tenant. One permission
 * for all, so whoever starts a send can always watch it and retry what failed.
 */
export const bulkMailPolicy = {
  administer: (ctx: RequestContext) => requirePermission(ctx, Permission.Users),
};
