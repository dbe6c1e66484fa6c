import { z } from 'zod';
import { entityId, idQuery, pagedInput, pagedResult } from './common';
import { endpoint } from './endpoint';

export const mailStatus = ['queued', 'sent', 'kept', 'failed'] as const;
/** That a mail went, to whom and how it fared; never its body, which may carry a link or a code. */
export const mailSummary = z.object({
  id: z.number().int(),
  /** The tenant the mail belongs to (null for the host); the host's administrator sees every tenant's. */
  tenantId: z.number().int().nullable(),
  tenancyName: z.string().nullable(),
  toAddress: z.string(),
  subject: z.string(),
  template: z.string(),
  language: z.string(),
  status: z.enum(mailStatus),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  creationTime: z.string(),
  sentTime: z.string().nullable(),
});
/**
 * The body is null unless the mail is kept in the outbox (no SMTP server) and the reader is the
 * host's administrator: a link in it lets whoever reads it act as the recipient (decision 0009).
 */
export const mailDetail = mailSummary.extend({ html: z.string().nullable(), text: z.string().nullable() });
export type MailSummary = z.infer<typeof mailSummary>;
export type MailDetail = z.infer<typeof mailDetail>;
export const getMailsInput = pagedInput.extend({ toAddress: z.string().max(256).optional() });
export const resendMailInput = z.object({ id: entityId });

export const outboxEndpoints = {
  getAll: endpoint({ service: 'Mail', method: 'GetAll', input: getMailsInput, result: pagedResult(mailSummary) }),
  get: endpoint({ service: 'Mail', method: 'Get', input: idQuery, result: mailDetail }),
  resend: endpoint({ service: 'Mail', method: 'Resend', input: resendMailInput, result: mailSummary }),
};
