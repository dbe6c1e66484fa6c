import { Permission } from '../../../shared/permissions';
import { defineModule } from '../../kernel/server-module';
import { auditRoutes } from './audit.routes';
import { recordCall } from './audit.service';

export { recordClientCall, type ClientCallEntry } from './audit.service';
export { recordHolderEvent } from './audit.service';

/**
 * The audit log: every change made by an administrator or for an organisation, recorded from the
 * kernel's route pipeline (`observeCalls`), so a call added later is recorded without being named
 * here. Append-only, and searched by those who hold Audit.Log.
 */
export const auditModule = defineModule({
  name: 'audit',
  routes: (deps) => auditRoutes(deps),
  observeCalls: (deps) => (call) => recordCall(deps, call),
  permissions: [Permission.AuditLog, Permission.Log],
});
