import { z } from 'zod';
import { entityId, idQuery, pagedInput, pagedResult, queryInt, text } from './common';
import { endpoint } from './endpoint';

/**
 * Bulk e-mail from administrators to users: one user, every user of the tenant, or an
 * organisation's members. The message is plain text in two languages; each recipient gets the
 * one of their own language (see `messageFor`).
 */
export const mailingLimits = {
  /** A subject line that fits a mail client's list; longer ones are cut by most readers. */
  subjectMax: 200,
  /** About ten pages of text: a notice, not a newsletter with attachments. */
  contentMax: 20_000,
} as const;

export const mailingTargets = ['user', 'allUsers', 'organization'] as const;
export type MailingTarget = (typeof mailingTargets)[number];

/** A recipient's state: waiting, claimed by a batch, sent, kept in the outbox (no SMTP server), or refused. */
export const recipientStatuses = ['pending', 'sending', 'sent', 'kept', 'failed'] as const;
export type RecipientStatus = (typeof recipientStatuses)[number];

/**
 * The language a recipient reads: Icelandic content for `is`, English (`content`) for everyone
 * else. When the administrator left their language empty, they get the other rather than nothing.
 * Icelandic is the portal's first language; the compose screen requires it, while the API still
 * takes a message in English alone as it always has.
 */
export function messageFor(language: string, message: { content: string; contentIcelandic: string }): string {
  const own = language === 'is' ? message.contentIcelandic : message.content;
  const other = language === 'is' ? message.content : message.contentIcelandic;
  return own.trim() ? own : other;
}

/**
 * The subject a recipient reads: `subject` is the Icelandic one and everyone's when no English
 * one was written; readers of any other language get `subjectEnglish` when it is there.
 */
export function subjectFor(language: string, message: { subject: string; subjectEnglish: string }): string {
  return language !== 'is' && message.subjectEnglish.trim() ? message.subjectEnglish : message.subject;
}

const oneLine = (value: string) => !/[\r\n]/.test(value);
// A line break in a subject would start a new header line of the mail.
const anySubject = text().trim().max(mailingLimits.subjectMax).refine(oneLine, { message: 'validation.invalid' });
const subject = text()
  .trim()
  .min(1, { message: 'validation.required' })
  .max(mailingLimits.subjectMax)
  .refine(oneLine, { message: 'validation.invalid' });
const content = text().max(mailingLimits.contentMax).default('');

/**
 * The message part of every send call. `subject` and `contentIcelandic` are the Icelandic version,
 * `subjectEnglish` and `content` the English one; `subjectEnglish` came later and may be left out,
 * when English readers get `subject`. `idempotencyKey` is made by the browser when the form
 * opens: a send repeated with the same key (a double click, a retried request) answers the send
 * it already started instead of starting another. Clients that leave it out get a new send each time.
 * `draftId` sends a saved draft (see `saveDraftInput`) with this message: the draft becomes the
 * send, and sending it again answers that send.
 */
const messageShape = {
  subject,
  subjectEnglish: anySubject.default(''),
  content,
  contentIcelandic: content,
  idempotencyKey: z.uuid().optional(),
  draftId: entityId.optional(),
};
const hasContent = (v: { content: string; contentIcelandic: string }) => v.content.trim() !== '' || v.contentIcelandic.trim() !== '';
/** Either language may be left empty, not both; the error lands on the Icelandic field, which comes first. */
const contentRequired = { message: 'validation.required', path: ['contentIcelandic'] };

export const sendEmailInput = z.object({ userId: entityId, ...messageShape }).refine(hasContent, contentRequired);
export const sendEmailToAllUsersInput = z.object(messageShape).refine(hasContent, contentRequired);
export const sendEmailToOrgMembersInput = z.object({ orgId: entityId, ...messageShape }).refine(hasContent, contentRequired);
export type SendEmailInput = z.infer<typeof sendEmailInput>;
export type SendEmailToAllUsersInput = z.infer<typeof sendEmailToAllUsersInput>;
export type SendEmailToOrgMembersInput = z.infer<typeof sendEmailToOrgMembersInput>;

/** One send and how far it has come; `remainingCount` counts recipients waiting or being sent. */
export const mailingSummary = z.object({
  id: z.number().int(),
  target: z.enum(mailingTargets),
  /** The user's or organisation's name at the time of sending; null for all users. */
  targetName: z.string().nullable(),
  subject: z.string(),
  creatorName: z.string().nullable(),
  creationTime: z.string(),
  /** When the last recipient was sent or refused; null while any remain. */
  finishedTime: z.string().nullable(),
  recipientCount: z.number().int(),
  sentCount: z.number().int(),
  /** Kept in the outbox rather than sent, because no SMTP server is configured. */
  keptCount: z.number().int(),
  failedCount: z.number().int(),
  remainingCount: z.number().int(),
});
export type MailingSummary = z.infer<typeof mailingSummary>;
export const mailingDetail = mailingSummary.extend({ subjectEnglish: z.string(), content: z.string(), contentIcelandic: z.string() });
export type MailingDetail = z.infer<typeof mailingDetail>;

export const failedRecipient = z.object({
  id: z.number().int(),
  emailAddress: z.string(),
  fullName: z.string(),
  language: z.string(),
  /** What the SMTP server answered, or why the mail was not handed over. */
  error: z.string(),
  attempts: z.number().int(),
  lastAttemptTime: z.string().nullable(),
});
export type FailedRecipient = z.infer<typeof failedRecipient>;

export const getMailingsInput = pagedInput.omit({ keyword: true, sorting: true });
export const getFailedRecipientsInput = pagedInput.omit({ keyword: true, sorting: true }).extend({ mailingId: queryInt.positive() });
export const retryFailedInput = z.object({ id: entityId });

/** Whom a send would reach, before it is sent: the target's name and the number of addresses. */
export const getAudienceInput = z.object({
  target: z.enum(mailingTargets),
  userId: queryInt.positive().optional(),
  orgId: queryInt.positive().optional(),
});
export const mailingAudience = z.object({
  target: z.enum(mailingTargets),
  targetName: z.string().nullable(),
  recipientCount: z.number().int(),
});
export type MailingAudience = z.infer<typeof mailingAudience>;

/**
 * A message being written, kept on the server so nothing typed is lost when the administrator
 * leaves the compose screen: saved as they type, never sent until they send it (`draftId` of a
 * send call). Everything may still be empty or half-written; a draft without `id` is a new one.
 */
export const saveDraftInput = z.object({
  id: entityId.optional(),
  target: z.enum(mailingTargets),
  userId: entityId.optional(),
  orgId: entityId.optional(),
  subject: anySubject.default(''),
  subjectEnglish: anySubject.default(''),
  content,
  contentIcelandic: content,
});
export type SaveDraftInput = z.infer<typeof saveDraftInput>;

export const mailingDraft = z.object({
  id: z.number().int(),
  target: z.enum(mailingTargets),
  userId: z.number().int().nullable(),
  orgId: z.number().int().nullable(),
  /** The user's or organisation's name when last saved; null for all users. */
  targetName: z.string().nullable(),
  subject: z.string(),
  subjectEnglish: z.string(),
  content: z.string(),
  contentIcelandic: z.string(),
  creatorName: z.string().nullable(),
  creationTime: z.string(),
  lastModificationTime: z.string(),
});
export type MailingDraft = z.infer<typeof mailingDraft>;

/** The drafts, last saved first; a target (and its id) narrows them to those of one compose screen. */
export const getDraftsInput = getMailingsInput.extend({
  target: z.enum(mailingTargets).optional(),
  userId: queryInt.positive().optional(),
  orgId: queryInt.positive().optional(),
});

export const bulkMailEndpoints = {
  // Requirements §7, service User.
  sendEmail: endpoint({ service: 'User', method: 'SendEmail', input: sendEmailInput, result: mailingSummary }),
  sendEmailToAllUsers: endpoint({
    service: 'User',
    method: 'SendEmailToAllUsers',
    input: sendEmailToAllUsersInput,
    result: mailingSummary,
  }),
  sendEmailToOrgMembers: endpoint({
    service: 'User',
    method: 'SendEmailToOrgMembers',
    input: sendEmailToOrgMembersInput,
    result: mailingSummary,
  }),
  // The portal's own: following a send and retrying what failed.
  getAll: endpoint({ service: 'Mailing', method: 'GetAll', input: getMailingsInput, result: pagedResult(mailingSummary) }),
  get: endpoint({ service: 'Mailing', method: 'Get', input: idQuery, result: mailingDetail }),
  getFailedRecipients: endpoint({
    service: 'Mailing',
    method: 'GetFailedRecipients',
    input: getFailedRecipientsInput,
    result: pagedResult(failedRecipient),
  }),
  retryFailed: endpoint({ service: 'Mailing', method: 'RetryFailed', input: retryFailedInput, result: mailingSummary }),
  getAudience: endpoint({ service: 'Mailing', method: 'GetAudience', input: getAudienceInput, result: mailingAudience }),
  saveDraft: endpoint({ service: 'Mailing', method: 'SaveDraft', input: saveDraftInput, result: mailingDraft }),
  getDrafts: endpoint({ service: 'Mailing', method: 'GetDrafts', input: getDraftsInput, result: pagedResult(mailingDraft) }),
  getDraft: endpoint({ service: 'Mailing', method: 'GetDraft', input: idQuery, result: mailingDraft }),
  deleteDraft: endpoint({ service: 'Mailing', method: 'DeleteDraft', input: idQuery, result: z.null() }),
};
