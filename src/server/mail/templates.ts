import type { Language } from '../../shared/enums';
import { translate } from '../kernel/i18n';
import { escapeHtml } from '../kernel/html';

/** Every kind of mail the portal sends; the outbox names each in both languages (outbox.json). */
export const mailTemplates = [
  'verifyEmail',
  'pilotEmailConfirmation',
  'resetPassword',
  'tenantAdmin',
  'accountCreated',
  'erasureApproved',
  'erasureRejected',
  'organizationClaimRefused',
  'organizationClaimProved',
  'organizationRequest',
  'organizationJoinRequest',
  'organizationJoinAccepted',
  'organizationJoinDeclined',
  'certificateExpiry',
  'registrationExpiry',
  'operatorNumberExpiry',
  'organizationOperatorNumberExpiry',
] as const;
export type MailTemplate = (typeof mailTemplates)[number];

/** Mails the portal sends of itself, on a schedule, which nobody asked for. */
const unaskedTemplates: ReadonlySet<MailTemplate> = new Set([
  'certificateExpiry',
  'registrationExpiry',
  'operatorNumberExpiry',
  'organizationOperatorNumberExpiry',
]);

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** Renders a mail in the recipient's language: a greeting, the body, one action link, a signature. */
export function renderMail(
  template: MailTemplate,
  language: Language,
  vars: { name: string; actionUrl: string } & Record<string, string | number>,
): RenderedMail {
  // A mail counts days or hours ("valid for 1 hour"): the count picks the language's plural form.
  const count = vars.count ?? vars.days ?? vars.hours;
  const t = (key: string) => translate(language, `mail:${key}`, count === undefined ? vars : { ...vars, count: Number(count) });
  const subject = t(`${template}.subject`);
  const greeting = t('greeting');
  const body = t(`${template}.body`);
  const action = t(`${template}.action`);
  const signature = t('signature');
  // "If you did not ask for this" fits a mail someone's action caused, not a reminder the portal sends of itself.
  const ignore = unaskedTemplates.has(template) ? '' : t('ignore');
  const text = [greeting, '', body, '', `${action}: ${vars.actionUrl}`, '', ...(ignore ? [ignore, ''] : []), signature].join('\n');
  const html = `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(vars.actionUrl)}" style="background:#02529C;color:#ffffff;padding:10px 16px;text-decoration:none;border-radius:4px;display:inline-block">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#444">${escapeHtml(vars.actionUrl)}</p>
${ignore ? `<p style="font-size:13px;color:#444">${escapeHtml(ignore)}</p>\n` : ''}<p>${escapeHtml(signature).replace(/\n/g, '<br>')}</p>
</body></html>`;
  return { subject, html, text };
}

/**
 * A message an administrator wrote to users (bulk e-mail): a greeting, their text, the signature.
 * The text is plain text whatever it holds: every character is escaped, so no markup typed into
 * the form reaches the mail as markup; blank lines part paragraphs and single breaks are kept.
 */
export function renderMessageMail(language: Language, vars: { name: string; subject: string; content: string }): RenderedMail {
  const greeting = translate(language, 'mail:greeting', { name: vars.name });
  const signature = translate(language, 'mail:signature');
  const content = vars.content.trim();
  const text = [greeting, '', content, '', signature].join('\n');
  const paragraphs = content
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\r?\n/g, '<br>')}</p>`)
    .join('\n');
  const html = `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(vars.subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5">
<p>${escapeHtml(greeting)}</p>
${paragraphs}
<p>${escapeHtml(signature).replace(/\n/g, '<br>')}</p>
</body></html>`;
  return { subject: vars.subject, html, text };
}
