import { z } from 'zod';
import { pagedInput } from './common';

export const mailStatus = ['queued', 'sent', 'kept', 'failed'] as const;
export const mailSummary = z.object({
  id: z.number().int(),
  toAddress: z.string(),
  subject: z.string(),
  template: z.string(),
  language: z.string(),
  status: z.enum(mailStatus),
  creationTime: z.string(),
  sentTime: z.string().nullable(),
});
export const mailDetail = mailSummary.extend({ html: z.string(), text: z.string(), lastError: z.string().nullable() });
export type MailSummary = z.infer<typeof mailSummary>;
export type MailDetail = z.infer<typeof mailDetail>;
export const getMailsInput = pagedInput.extend({ toAddress: z.string().max(256).optional() });
