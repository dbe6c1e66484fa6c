// The page's early script (scripts/early-script.ts): a file of its own, named by the HTML beside the
// shell and run as soon as it arrives, long before the shell has been evaluated.
import { sendEarlyRequests } from './app/early-requests';
import { detectLanguage } from './lib/language';
import { getAccessToken, getTenantId, readLocalSession } from './lib/session';

sendEarlyRequests(window.location.pathname, {
  // As lib/i18n.ts picks the language the app starts in.
  language: detectLanguage({ cookie: document.cookie, browserLanguages: navigator.languages ?? [navigator.language] }),
  token: getAccessToken(),
  tenantId: getTenantId(),
  userStatus: readLocalSession().userStatus,
});
