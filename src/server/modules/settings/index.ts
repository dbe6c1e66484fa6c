import { Permission } from '../../../shared/permissions';
import { defineModule } from '../../kernel/server-module';
import { settingRoutes } from './settings.routes';

/** The portal's and the tenants' settings. */
export const settingsModule = defineModule({
  name: 'settings',
  routes: (deps) => settingRoutes(deps),
  permissions: [Permission.Settings, Permission.ExamGeneralSettings],
});

export { ensureSettings, intSetting, readIntSetting, readSettingValues } from './settings.queries';
export { storedSettingsOf } from './settings-cache';
