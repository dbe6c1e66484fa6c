import isCertificates from '../../../shared/i18n/is/certificates.json';
import enCertificates from '../../../shared/i18n/en/certificates.json';
import isExamSessions from '../../../shared/i18n/is/exam-sessions.json';
import enExamSessions from '../../../shared/i18n/en/exam-sessions.json';
import isNotifications from '../../../shared/i18n/is/notifications.json';
import enNotifications from '../../../shared/i18n/en/notifications.json';
import isOrganizations from '../../../shared/i18n/is/organizations.json';
import enOrganizations from '../../../shared/i18n/en/organizations.json';
import isPilots from '../../../shared/i18n/is/pilots.json';
import enPilots from '../../../shared/i18n/en/pilots.json';
import isReference from '../../../shared/i18n/is/reference.json';
import enReference from '../../../shared/i18n/en/reference.json';
import isUsers from '../../../shared/i18n/is/users.json';
import enUsers from '../../../shared/i18n/en/users.json';
import { PilotStatus } from '../../../shared/contracts/pilots';
import {
  CertificateType,
  ExamSessionStatus,
  NotificationMessage,
  OrganizationRole,
  UserStatus,
  UserType,
  type Language,
} from '../../../shared/enums';

/**
 * The codes of the reference page, each read from the constant the code uses and named from the
 * translation file the code names it from, in both languages at once (the server's own files, such
 * as the notifications', included, which the screens' loader leaves out). Nothing here restates a
 * number: a new member of a constant appears by itself.
 */
const texts: Record<Language, Record<string, unknown>> = {
  is: {
    users: isUsers,
    pilots: isPilots,
    organizations: isOrganizations,
    'exam-sessions': isExamSessions,
    notifications: isNotifications,
    certificates: isCertificates,
    reference: isReference,
  },
  en: {
    users: enUsers,
    pilots: enPilots,
    organizations: enOrganizations,
    'exam-sessions': enExamSessions,
    notifications: enNotifications,
    certificates: enCertificates,
    reference: enReference,
  },
};

/** The text at `namespace:a.b.c` in the language, or null when there is none. */
export function textAt(language: Language, key: string): string | null {
  const [namespace, path] = key.split(':');
  let node: unknown = texts[language][namespace];
  for (const part of path.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === 'string' ? node : null;
}

const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

export interface ReferenceTable {
  id: string;
  constants: Readonly<Record<string, number>>;
  /** Where the code names a member, first choice first; the reference's own name for a member nothing else names is last. */
  nameKeys: (code: string, value: number) => string[];
}

const own = (code: string) => `reference:constantNames.${code}`;

export const referenceTables: readonly ReferenceTable[] = [
  { id: 'userTypes', constants: UserType, nameKeys: (code) => [`users:userType.${lowerFirst(code)}`, own(code)] },
  { id: 'userStatuses', constants: PilotStatus, nameKeys: (code, value) => [`pilots:status.${value}`, own(code)] },
  {
    id: 'organizationRoles',
    constants: OrganizationRole,
    nameKeys: (code, value) => [`organizations:common.roles.${value}`, own(code)],
  },
  { id: 'paymentModes', constants: UserStatus, nameKeys: (code) => [`users:status.${lowerFirst(code)}`, own(code)] },
  { id: 'examSessionStatuses', constants: ExamSessionStatus, nameKeys: (code, value) => [`exam-sessions:status.${value}`, own(code)] },
  { id: 'notificationMessages', constants: NotificationMessage, nameKeys: (code) => [`notifications:messages.${code}.general`, own(code)] },
  { id: 'certificateTypes', constants: CertificateType, nameKeys: (code, value) => [`certificates:type.${value}`, own(code)] },
];

export interface ReferenceRow {
  value: number;
  code: string;
  names: Record<Language, string | null>;
}

/** A table's rows in order of their number, each named in both languages (null where no file names it). */
export function rowsOf(table: ReferenceTable): ReferenceRow[] {
  const nameIn = (language: Language, code: string, value: number) =>
    table.nameKeys(code, value).reduce<string | null>((found, key) => found ?? textAt(language, key), null);
  return Object.entries(table.constants)
    .map(([code, value]) => ({ value, code, names: { is: nameIn('is', code, value), en: nameIn('en', code, value) } }))
    .sort((a, b) => a.value - b.value);
}
