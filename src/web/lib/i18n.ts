import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { sharedResources } from '../../shared/i18n/resources';
import isCommon from '../../shared/i18n/is/common.json';
import enCommon from '../../shared/i18n/en/common.json';
import isRoutes from '../../shared/i18n/is/routes.json';
import enRoutes from '../../shared/i18n/en/routes.json';
import isAccounts from '../../shared/i18n/is/accounts.json';
import enAccounts from '../../shared/i18n/en/accounts.json';
import isHome from '../../shared/i18n/is/home.json';
import enHome from '../../shared/i18n/en/home.json';
import isAdmin from '../../shared/i18n/is/admin.json';
import enAdmin from '../../shared/i18n/en/admin.json';
import isMySite from '../../shared/i18n/is/my-site.json';
import enMySite from '../../shared/i18n/en/my-site.json';
import isUsers from '../../shared/i18n/is/users.json';
import enUsers from '../../shared/i18n/en/users.json';
import isRoles from '../../shared/i18n/is/roles.json';
import enRoles from '../../shared/i18n/en/roles.json';
import isTenants from '../../shared/i18n/is/tenants.json';
import enTenants from '../../shared/i18n/en/tenants.json';
import isSettings from '../../shared/i18n/is/settings.json';
import enSettings from '../../shared/i18n/en/settings.json';
import isOutbox from '../../shared/i18n/is/outbox.json';
import enOutbox from '../../shared/i18n/en/outbox.json';
import isCourses from '../../shared/i18n/is/courses.json';
import enCourses from '../../shared/i18n/en/courses.json';
import isExaminations from '../../shared/i18n/is/examinations.json';
import enExaminations from '../../shared/i18n/en/examinations.json';
import isExams from '../../shared/i18n/is/exams.json';
import enExams from '../../shared/i18n/en/exams.json';
import isExamAdmin from '../../shared/i18n/is/exam-admin.json';
import enExamAdmin from '../../shared/i18n/en/exam-admin.json';
import isCertificatesWeb from '../../shared/i18n/is/certificates-web.json';
import enCertificatesWeb from '../../shared/i18n/en/certificates-web.json';
import { FallbackLanguage, isLanguage, type Language } from '../../shared/enums';
import { cultureCookie, detectLanguage } from './language';

/** The screens' own namespaces, beside the shared ones (errors, validation, permissions). */
export const webResources = {
  is: {
    common: isCommon,
    routes: isRoutes,
    accounts: isAccounts,
    home: isHome,
    admin: isAdmin,
    'my-site': isMySite,
    users: isUsers,
    roles: isRoles,
    tenants: isTenants,
    settings: isSettings,
    outbox: isOutbox,
    courses: isCourses,
    examinations: isExaminations,
    exams: isExams,
    'exam-admin': isExamAdmin,
    'certificates-web': isCertificatesWeb,
  },
  en: {
    common: enCommon,
    routes: enRoutes,
    accounts: enAccounts,
    home: enHome,
    admin: enAdmin,
    'my-site': enMySite,
    users: enUsers,
    roles: enRoles,
    tenants: enTenants,
    settings: enSettings,
    outbox: enOutbox,
    courses: enCourses,
    examinations: enExaminations,
    exams: enExams,
    'exam-admin': enExamAdmin,
    'certificates-web': enCertificatesWeb,
  },
} as const;

export const resources = {
  is: { errors: sharedResources.is.errors, validation: sharedResources.is.validation, permissions: sharedResources.is.permissions, ...webResources.is },
  en: { errors: sharedResources.en.errors, validation: sharedResources.en.validation, permissions: sharedResources.en.permissions, ...webResources.en },
};

export const namespaces = Object.keys(resources.is);

function setDocumentLanguage(language: string): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

function writeCultureCookie(language: Language): void {
  if (typeof document === 'undefined') return;
  document.cookie = cultureCookie(language, typeof location !== 'undefined' && location.protocol === 'https:');
}

export function createI18n(language: Language): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: FallbackLanguage,
    supportedLngs: ['is', 'en'],
    ns: namespaces,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  instance.on('languageChanged', (lng) => setDocumentLanguage(lng));
  setDocumentLanguage(language);
  return instance;
}

function initialLanguage(): Language {
  if (typeof document === 'undefined' || typeof navigator === 'undefined') return FallbackLanguage;
  return detectLanguage({ cookie: document.cookie, browserLanguages: navigator.languages ?? [navigator.language] });
}

const startLanguage = initialLanguage();
export const i18n = createI18n(startLanguage);
// The cookie defaults to the browser's language (specification section 9) and lasts about five years.
writeCultureCookie(startLanguage);

export function currentLanguage(): Language {
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(lang) ? lang : FallbackLanguage;
}

/** Switches the screens, the `<html lang>` and the culture cookie; the server is told by the caller. */
export async function setLanguage(language: Language): Promise<void> {
  writeCultureCookie(language);
  await i18n.changeLanguage(language);
}
