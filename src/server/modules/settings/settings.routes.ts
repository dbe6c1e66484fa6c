import { listResult } from '../../../shared/contracts/common';
import { settingDto, updateSettingInput } from '../../../shared/contracts/settings';
import type { ServiceDeps } from '../../deps';
import { defineRoute } from '../../kernel/abp-route';
import * as settings from './settings.service';

export const settingRoutes = (deps: ServiceDeps) => [
  defineRoute({
    service: 'Setting',
    method: 'GetAll',
    summary: 'The 24 settings of the portal; secrets come back masked.',
    result: listResult(settingDto),
    handler: (ctx) => settings.getSettings(deps, ctx),
  }),
  defineRoute({
    service: 'Setting',
    method: 'Update',
    summary: 'Changes one setting, checked against its kind and bounds.',
    input: updateSettingInput,
    result: settingDto,
    handler: (ctx, input) => settings.updateSetting(deps, ctx, input),
  }),
];
