/**
 * The 24 setting keys of requirements §9, numbered as there, with the defaults of
 * Requirements §11, and the portal's own after them (25 on). `group` places a key on the
 * configuration screen; `clientVisible` says whether anonymous visitors may read it (the
 * maintenance and warning keys drive every screen).
 */
export type SettingKind = 'int' | 'percent' | 'isk' | 'bool' | 'datetime' | 'text' | 'secret' | 'time' | 'sshFingerprint';
export type SettingGroup = 'prices' | 'exam' | 'a2' | 'registration' | 'accounting' | 'site';

export interface SettingDefinition {
  id: number;
  name: string;
  kind: SettingKind;
  group: SettingGroup;
  defaultValue: string;
  clientVisible: boolean;
  min?: number;
  max?: number;
}

const s = (
  id: number,
  name: string,
  kind: SettingKind,
  group: SettingGroup,
  defaultValue: string,
  extra: Partial<Pick<SettingDefinition, 'clientVisible' | 'min' | 'max'>> = {},
): SettingDefinition => ({ id, name, kind, group, defaultValue, clientVisible: extra.clientVisible ?? false, ...extra });

export const settingDefinitions: SettingDefinition[] = [
  s(1, 'Under250Price', 'isk', 'prices', '15000', { min: 0, max: 10_000_000 }),
  s(2, 'Over250Price', 'isk', 'prices', '45000', { min: 0, max: 10_000_000 }),
  s(3, 'PilotPrice', 'isk', 'prices', '5000', { min: 0, max: 10_000_000 }),
  s(4, 'OrganizationPrice', 'isk', 'prices', '15000', { min: 0, max: 10_000_000 }),
  s(5, 'ExamTimeLimit', 'int', 'exam', '60', { min: 1, max: 600, clientVisible: true }),
  s(6, 'NumberQuestion', 'int', 'exam', '40', { min: 1, max: 500, clientVisible: true }),
  s(7, 'PercentNeedToPass', 'percent', 'exam', '75', { min: 1, max: 100, clientVisible: true }),
  s(8, 'ValidityPeriodOperatorRegistrationNumberYear', 'int', 'registration', '5', { min: 1, max: 50 }),
  s(9, 'PaymentValidYear', 'int', 'registration', '5', { min: 1, max: 50 }),
  s(10, 'SFTPAccountingHost', 'text', 'accounting', ''),
  s(11, 'SFTPUsername', 'text', 'accounting', ''),
  s(12, 'SFTPPassword', 'secret', 'accounting', ''),
  s(13, 'AccountingTimeOfDateExport', 'time', 'accounting', '02:00'),
  s(14, 'A2ExamTimeLimit', 'int', 'a2', '75', { min: 1, max: 600, clientVisible: true }),
  s(15, 'A2ExamSessionTimeout', 'int', 'a2', '15', { min: 1, max: 1440 }),
  s(16, 'A2NumberQuestion', 'int', 'a2', '30', { min: 1, max: 500, clientVisible: true }),
  s(17, 'A2PercentNeedToPass', 'percent', 'a2', '75', { min: 1, max: 100, clientVisible: true }),
  s(18, 'DefaultSessionLengthForA2', 'int', 'a2', '180', { min: 1, max: 1440 }),
  s(19, 'AgeLimit', 'int', 'exam', '16', { min: 0, max: 120, clientVisible: true }),
  s(20, 'IsMaintenance', 'bool', 'site', 'false', { clientVisible: true }),
  s(21, 'MaintenanceFrom', 'datetime', 'site', '', { clientVisible: true }),
  s(22, 'MaintenanceTo', 'datetime', 'site', '', { clientVisible: true }),
  s(23, 'IsWarning', 'bool', 'site', 'false', { clientVisible: true }),
  s(24, 'EnableA2', 'bool', 'exam', 'true', { clientVisible: true }),
  // Not in section 9's list: off, browsers ask for notifications now and then instead of holding a stream open.
  s(25, 'EnableRealTimeNotifications', 'bool', 'site', 'true', { clientVisible: true }),
  // Section 1: after login a pilot may be sent on to an external course platform, one address for a
  // login with the national electronic ID and another for foreign users (password login); empty = stay.
  s(26, 'CoursePlatformRedirectIdLogin', 'text', 'site', '', { clientVisible: true }),
  s(27, 'CoursePlatformRedirectForeign', 'text', 'site', '', { clientVisible: true }),
  // The accounting SFTP server's host key; without it nothing is sent (decision 0025).
  s(28, 'SFTPHostKeyFingerprint', 'sshFingerprint', 'accounting', ''),
  // Section 4's "info not updated" marker: when on, a person who has not accepted the
  // self-declaration is sent to it from every page until they do.
  s(29, 'RequireSelfDeclaration', 'bool', 'registration', 'false'),
  // The same for a main address: registration by password asks for none, so the authority decides
  // when its register needs one from everybody.
  s(30, 'RequireMainAddress', 'bool', 'registration', 'false'),
  // The localization source an ABP client reads its own texts from (its `defaultSourceName`).
  s(31, 'AbpClientLocalizationSource', 'text', 'site', 'AbpProjectName'),
];

export const settingGroups: SettingGroup[] = ['site', 'prices', 'exam', 'a2', 'registration', 'accounting'];

export function findSettingDefinition(id: number): SettingDefinition | undefined {
  return settingDefinitions.find((d) => d.id === id);
}

/** `YYYY-MM-DDTHH:MM` with optional seconds, fraction and zone, naming a real calendar moment. */
export function isIsoDateTime(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d)(?:\.\d{1,3})?)?(Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)?$/.exec(
    value,
  );
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** Checks a value against its key's kind; returns an i18n key naming the problem, or null. */
export function settingValueProblem(def: SettingDefinition, value: string): string | null {
  switch (def.kind) {
    case 'int':
    case 'percent':
    case 'isk': {
      if (!/^(0|-?[1-9]\d*)$/.test(value)) return 'errors.setting.notWholeNumber';
      const n = Number(value);
      if (def.min !== undefined && n < def.min) return 'errors.setting.tooSmall';
      if (def.max !== undefined && n > def.max) return 'errors.setting.tooLarge';
      return null;
    }
    case 'bool':
      return value === 'true' || value === 'false' ? null : 'errors.setting.notBoolean';
    case 'datetime':
      return value === '' || isIsoDateTime(value) ? null : 'errors.setting.notDate';
    case 'time':
      return /^([01]\d|2[0-3]):[0-5]\d$/.test(value) ? null : 'errors.setting.notTime';
    case 'text':
    case 'secret':
      return value.length <= 500 ? null : 'errors.setting.tooLong';
    case 'sshFingerprint':
      // As `ssh-keygen -lf` prints a SHA-256 fingerprint: 32 bytes in base64 without padding.
      return value === '' || /^SHA256:[A-Za-z0-9+/]{43}$/.test(value) ? null : 'errors.setting.notFingerprint';
  }
}
