import { auditEndpoints } from '../../../shared/contracts/audit';
import { Permission } from '../../../shared/permissions';
import type { ServiceDeps } from '../../deps';
import { route } from '../../kernel/abp-route';
import { getAuditLogs } from './audit.service';

export const auditRoutes = (deps: ServiceDeps) => [
  route(auditEndpoints.getAll, {
    access: Permission.AuditLog,
    summary:
      'A page of the tenant’s audit log, newest first: changes made by administrators and organisations, searched by user, record, call and period.',
    handler: (ctx, input) => getAuditLogs(deps, ctx, input),
  }),
];
