/**
 * The namespaces only the server reads: e-mails, file exports, the certificate PDF and its
 * verification, notification messages, the development identity provider's pages and the ABP
 * client's texts. The server loads them (`resources.ts`, `accounts.localization.ts`); the
 * browser's build leaves them out (`web/lib/i18n.ts`, whose file patterns must be literal, so a
 * test holds them equal to this list). A namespace the browser also shows is not here, and a
 * screen's own texts where the server keeps the plain name are `<name>-web`.
 */
export const serverOnlyNamespaces = ['abp-client', 'certificates', 'exports', 'id-login', 'mail', 'notifications'] as const;
