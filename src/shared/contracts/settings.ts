import { endpoint } from './endpoint';
import { z } from 'zod';
import { int, listResult, text } from './common';
import { settingDefinitions } from '../settings';

export const settingDto = z.object({
  settingId: z.number().int(),
  name: z.string(),
  value: z.string(),
  lastModificationTime: z.string().nullable(),
});
export type SettingDto = z.infer<typeof settingDto>;

export const updateSettingInput = z.object({ settingId: int.min(1).max(settingDefinitions.length), value: text().max(500) });
export type UpdateSettingInput = z.infer<typeof updateSettingInput>;

/** Stands in for a secret's value when it is read back; sending it unchanged keeps the secret. */
export const secretMask = '********';

export const settingsEndpoints = {
  getAll: endpoint({ service: 'Setting', method: 'GetAll', result: listResult(settingDto) }),
  update: endpoint({ service: 'Setting', method: 'Update', input: updateSettingInput, result: settingDto }),
};
