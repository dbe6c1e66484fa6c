import isDashboard from '../../../shared/i18n/is/dashboard.json';
import enDashboard from '../../../shared/i18n/en/dashboard.json';
import isUsers from '../../../shared/i18n/is/users.json';
import enUsers from '../../../shared/i18n/en/users.json';
import isExams from '../../../shared/i18n/is/exams.json';
import enExams from '../../../shared/i18n/en/exams.json';
import { CertificateType, UserStatus, UserType, type Language } from '../../../shared/enums';

/**
 * The file's words in the reader's language, from the same translation files the screens use.
 * The server's own translator carries only what every request may need; the dashboard's texts are
 * read here, by the one file that writes them.
 */
const texts = {
  is: { dashboard: isDashboard, users: isUsers, exams: isExams },
  en: { dashboard: enDashboard, users: enUsers, exams: enExams },
};

const lowerFirst = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);
const nameOf = <T extends Record<string, number>>(constants: T, value: number) =>
  (Object.keys(constants) as (keyof T & string)[]).find((key) => constants[key] === value);

export function exportTexts(language: Language) {
  const { dashboard, users, exams } = texts[language];
  const words = dashboard.export;
  const monthFormat = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' });
  const plurals = new Intl.PluralRules(language);
  return {
    ...words,
    certificatesExpiring: (days: number) =>
      (plurals.select(days) === 'one' ? words.certificatesExpiring_one : words.certificatesExpiring_other).replace(
        '{{days}}',
        String(days),
      ),
    nameOfUserType: (id: number) => {
      const key = nameOf(UserType, id);
      return key ? (users.userType as Record<string, string>)[lowerFirst(key)] : String(id);
    },
    nameOfStatus: (id: number) => {
      const key = nameOf(UserStatus, id);
      return key ? (users.status as Record<string, string>)[lowerFirst(key)] : String(id);
    },
    nameOfCertificateType: (id: number) => {
      const key = nameOf(CertificateType, id);
      return key ? (exams.types as Record<string, string>)[key] : String(id);
    },
    /** A month (0–11) by its name, as the reader's language writes it. */
    nameOfMonth: (month: number) => monthFormat.format(new Date(Date.UTC(2000, month, 1))),
  };
}
export type ExportTexts = ReturnType<typeof exportTexts>;
