import type { Language } from '../../../shared/enums';
import { translate } from '../../kernel/i18n';
import { escapeHtml } from '../../kernel/html';

/** The web app's static script (src/web/public) that forgets the session in this browser's storage. */
export const frontChannelScript = '/front-channel-logout.js';

/**
 * What the provider's hidden frame shows: a line of text, and the script from the portal's own
 * address (no inline script: the policy is script-src 'self').
 */
export function frontChannelPage(language: Language): string {
  const t = (key: string) => escapeHtml(translate(language, `id-login:frontChannel.${key}`));
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${t('title')}</title>
<script src="${frontChannelScript}"></script></head><body><main><h1>${t('title')}</h1><p>${t('text')}</p></main></body></html>`;
}
