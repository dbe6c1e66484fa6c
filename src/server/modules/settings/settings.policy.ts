import { Permission } from '../../../shared/permissions';
import { findSettingDefinition } from '../../../shared/settings';
import { hasPermission, requirePermission, requireUser, type RequestContext } from '../../kernel/context';
import { forbidden, hostOnly } from '../../kernel/errors';

/** The exam's own settings, which the exam's general-settings screen may change without the rest. */
const examGroups = new Set(['exam', 'a2']);

function hostActor(ctx: RequestContext, permission: typeof Permission.Settings | typeof Permission.ExamGeneralSettings) {
  const actor = requirePermission(ctx, permission);
  if (actor.tenantId !== null) throw hostOnly();
  return actor;
}

export const settingsPolicy = {
  /** The settings are the whole portal's (prices, exams, SFTP), so only the host's administrators manage them. */
  manage: (ctx: RequestContext) => hostActor(ctx, Permission.Settings),
  /** Reading: the whole list for settings managers, the exam groups for exam managers. */
  read: (ctx: RequestContext) => {
    const actor = requireUser(ctx);
    if (hasPermission(actor, Permission.Settings)) return { actor: hostActor(ctx, Permission.Settings), examOnly: false };
    if (hasPermission(actor, Permission.ExamGeneralSettings))
      return { actor: hostActor(ctx, Permission.ExamGeneralSettings), examOnly: true };
    throw forbidden(Permission.Settings);
  },
  /** One setting: its group decides which permission suffices. */
  update: (ctx: RequestContext, settingId: number) => {
    const actor = requireUser(ctx);
    if (hasPermission(actor, Permission.Settings)) return hostActor(ctx, Permission.Settings);
    const definition = findSettingDefinition(settingId);
    if (definition && examGroups.has(definition.group)) return hostActor(ctx, Permission.ExamGeneralSettings);
    throw forbidden(Permission.Settings);
  },
  isExamSetting: (settingId: number) => examGroups.has(findSettingDefinition(settingId)?.group ?? ''),
};
