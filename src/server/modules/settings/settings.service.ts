import { secretMask, type SettingDto, type UpdateSettingInput } from '../../../shared/contracts/settings';
import { findSettingDefinition, settingValueProblem } from '../../../shared/settings';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { invalidField, notFound } from '../../kernel/errors';
import { settingsPolicy } from './settings.policy';
import { findAllSettings, findSettingRow, updateSettingValue, type SettingRow } from './settings.queries';

function toDto(row: SettingRow): SettingDto {
  const secret = findSettingDefinition(row.id)?.kind === 'secret';
  return {
    settingId: row.id,
    name: row.name,
    // A secret never leaves the server; the mask only says whether one is set.
    value: secret && row.value ? secretMask : row.value,
    lastModificationTime: row.lastModificationTime?.toISOString() ?? null,
  };
}

export async function getSettings(deps: ServiceDeps, ctx: RequestContext) {
  const { examOnly } = settingsPolicy.read(ctx);
  const rows = await findAllSettings(deps.database.db);
  return { items: rows.filter((row) => !examOnly || settingsPolicy.isExamSetting(row.id)).map(toDto) };
}

export async function updateSetting(deps: ServiceDeps, ctx: RequestContext, input: UpdateSettingInput): Promise<SettingDto> {
  const actor = settingsPolicy.update(ctx, input.settingId);
  const definition = findSettingDefinition(input.settingId);
  if (!definition) throw notFound();
  const value = input.value.trim();
  if (definition.kind === 'secret' && value === secretMask) {
    return toDto((await findSettingRow(deps.database.db, definition.id))!);
  }
  const problem = settingValueProblem(definition, value);
  if (problem) throw invalidField('value', problem.replace('errors.', 'errors:'), { min: definition.min ?? '', max: definition.max ?? '' });
  return toDto(await updateSettingValue(deps.database.db, definition.id, { value, at: deps.now(), byUserId: actor.userId }));
}
