import { settingsEndpoints } from '../../../shared/contracts/settings';
import { Permission } from '../../../shared/permissions';
import { settingDefinitions } from '../../../shared/settings';
import type { ServiceDeps } from '../../deps';
import { route } from '../../kernel/abp-route';
import { settingsPolicy } from './settings.policy';
import * as settings from './settings.service';

/** The exam's own settings, which Pages.Exam.GeneralSettings may change without the rest. */
const examSettingIds = settingDefinitions.map((definition) => definition.id).filter(settingsPolicy.isExamSetting);

export const settingRoutes = (deps: ServiceDeps) => [
  route(settingsEndpoints.getAll, {
    access: { anyOf: [Permission.Settings, Permission.ExamGeneralSettings], hostOnly: true },
    summary: 'The 24 settings of the portal; secrets come back masked.',
    handler: (ctx) => settings.getSettings(deps, ctx),
  }),
  route(settingsEndpoints.update, {
    access: {
      anyOf: [Permission.Settings],
      hostOnly: true,
      orFor: { permission: Permission.ExamGeneralSettings, member: 'settingId', values: examSettingIds },
    },
    summary: 'Changes one setting, checked against its kind and bounds.',
    handler: (ctx, input) => settings.updateSetting(deps, ctx, input),
  }),
];
