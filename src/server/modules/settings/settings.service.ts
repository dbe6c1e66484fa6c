import { asc, eq } from 'drizzle-orm';
import { secretMask, type SettingDto, type UpdateSettingInput } from '../../../shared/contracts/settings';
import { findSettingDefinition, settingValueProblem } from '../../../shared/settings';
import { settings } from '../../db/schema';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { invalidField, notFound } from '../../kernel/errors';
import { settingsPolicy } from './settings.policy';

type SettingRow = typeof settings.$inferSelect;

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
  const rows = await deps.database.db.select().from(settings).orderBy(asc(settings.id));
  return { items: rows.filter((row) => !examOnly || settingsPolicy.isExamSetting(row.id)).map(toDto) };
}

export async function updateSetting(deps: ServiceDeps, ctx: RequestContext, input: UpdateSettingInput): Promise<SettingDto> {
  const actor = settingsPolicy.update(ctx, input.settingId);
  const definition = findSettingDefinition(input.settingId);
  if (!definition) throw notFound();
  const value = input.value.trim();
  if (definition.kind === 'secret' && value === secretMask) {
    const [row] = await deps.database.db.select().from(settings).where(eq(settings.id, definition.id));
    return toDto(row);
  }
  const problem = settingValueProblem(definition, value);
  if (problem) throw invalidField('value', problem.replace('errors.', 'errors:'));
  const [row] = await deps.database.db
    .update(settings)
    .set({ value, lastModificationTime: deps.now(), lastModifierUserId: actor.userId })
    .where(eq(settings.id, definition.id))
    .returning();
  return toDto(row);
}
