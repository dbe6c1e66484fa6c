import isErrors from './is/errors.json';
import enErrors from './en/errors.json';
import isValidation from './is/validation.json';
import enValidation from './en/validation.json';
import isMail from './is/mail.json';
import enMail from './en/mail.json';
import isPermissions from './is/permissions.json';
import enPermissions from './en/permissions.json';
import isCertificates from './is/certificates.json';
import enCertificates from './en/certificates.json';
import isExports from './is/exports.json';
import enExports from './en/exports.json';
import isNotifications from './is/notifications.json';
import enNotifications from './en/notifications.json';
import isPayments from './is/payments.json';
import enPayments from './en/payments.json';
import isIdLogin from './is/id-login.json';
import enIdLogin from './en/id-login.json';
import isPersonalData from './is/personal-data.json';
import enPersonalData from './en/personal-data.json';
import isBackups from './is/backups.json';
import enBackups from './en/backups.json';
import isJobQueues from './is/job-queues.json';
import enJobQueues from './en/job-queues.json';
import isStatistics from './is/statistics.json';
import enStatistics from './en/statistics.json';
import { serverOnlyNamespaces } from './server-only';
import isOperatorLookup from './is/operator-lookup.json';
import enOperatorLookup from './en/operator-lookup.json';

/**
 * Translations both sides need: the server's error messages, e-mails, permission names, the
 * column headings of its file exports, the texts of certificates (PDF and verification), of
 * notifications and of the development identity provider's pages, which the server renders in each
 * reader's language.
 * The browser's screen texts live beside them and are loaded by the web app.
 */
export const sharedResources = {
  is: {
    errors: isErrors,
    validation: isValidation,
    mail: isMail,
    permissions: isPermissions,
    exports: isExports,
    certificates: isCertificates,
    notifications: isNotifications,
    payments: isPayments,
    'id-login': isIdLogin,
    'personal-data': isPersonalData,
    backups: isBackups,
    'job-queues': isJobQueues,
    statistics: isStatistics,
    'operator-lookup': isOperatorLookup,
  },
  en: {
    errors: enErrors,
    validation: enValidation,
    mail: enMail,
    permissions: enPermissions,
    exports: enExports,
    certificates: enCertificates,
    notifications: enNotifications,
    payments: enPayments,
    'id-login': enIdLogin,
    'personal-data': enPersonalData,
    backups: enBackups,
    'job-queues': enJobQueues,
    statistics: enStatistics,
    'operator-lookup': enOperatorLookup,
  },
} as const;

/** The server reads every namespace kept from the browser: the ABP client's in `accounts.localization.ts`, the rest here. */
const _serverReadsEach: readonly (keyof typeof sharedResources.is | 'abp-client')[] = serverOnlyNamespaces;
