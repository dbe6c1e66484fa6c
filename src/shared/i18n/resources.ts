import isErrors from './is/errors.json';
import enErrors from './en/errors.json';
import isValidation from './is/validation.json';
import enValidation from './en/validation.json';
import isMail from './is/mail.json';
import enMail from './en/mail.json';
import isPermissions from './is/permissions.json';
import enPermissions from './en/permissions.json';

/**
 * Translations both sides need: the server's error messages, e-mails and permission names.
 * The browser's screen texts live beside them and are loaded by the web app.
 */
export const sharedResources = {
  is: { errors: isErrors, validation: isValidation, mail: isMail, permissions: isPermissions },
  en: { errors: enErrors, validation: enValidation, mail: enMail, permissions: enPermissions },
} as const;
