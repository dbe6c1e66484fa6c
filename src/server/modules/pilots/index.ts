import { Permission } from '../../../shared/permissions';
import { defineModule } from '../../kernel/server-module';
import { pilotRoutes } from './pilots.routes';

/** The register of pilots: each person's record, main items, self-declaration, operator number and the administrators' notes. */
export const pilotsModule = defineModule({
  name: 'pilots',
  routes: (deps) => pilotRoutes(deps),
  permissions: [Permission.Pilots],
});

export {
  insertPilot as addPilotRecord,
  findPilot as findPilotRecord,
  findPilotView,
  softDeletePilot as removePilotRecord,
  updatePilotFields as changePilotRecord,
} from './pilots.queries';
export { pilotsPolicy } from './pilots.policy';
export { takeRegistryItems, type RegistryItems } from './registry-items.queries';
export { getPilot } from './pilots.service';
export { infoNotUpdatedOf, type RecordHolder } from './pilot-record-completeness';
