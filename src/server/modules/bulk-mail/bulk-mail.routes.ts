import { bulkMailEndpoints } from '../../../shared/contracts/bulk-mail';
import { Permission } from '../../../shared/permissions';
import type { ServiceDeps } from '../../deps';
import { route } from '../../kernel/abp-route';
import * as drafts from './mailing-drafts.service';
import * as mailings from './bulk-mail.service';

const message = (input: mailings.Message) => ({
  subject: input.subject,
  subjectEnglish: input.subjectEnglish,
  content: input.content,
  contentIcelandic: input.contentIcelandic,
  idempotencyKey: input.idempotencyKey,
  draftId: input.draftId,
});

export const bulkMailRoutes = (deps: ServiceDeps) => [
  route(bulkMailEndpoints.sendEmail, {
    access: Permission.Users,
    summary:
      'Sends an e-mail to one active user of the tenant, in their language, through the batch queue. The same idempotencyKey answers the send it started; draftId sends that draft.',
    handler: (ctx, input) => mailings.startMailing(deps, ctx, { target: 'user', userId: input.userId }, message(input)),
  }),
  route(bulkMailEndpoints.sendEmailToAllUsers, {
    access: Permission.Users,
    summary:
      'Sends an e-mail to every active user of the tenant with an address, once per address, each in their language, in batches. The same idempotencyKey answers the send it started.',
    handler: (ctx, input) => mailings.startMailing(deps, ctx, { target: 'allUsers' }, message(input)),
  }),
  route(bulkMailEndpoints.sendEmailToOrgMembers, {
    access: Permission.Users,
    summary:
      'Sends an e-mail to the approved members of an organisation of the tenant, each in their language, in batches. The same idempotencyKey answers the send it started.',
    handler: (ctx, input) => mailings.startMailing(deps, ctx, { target: 'organization', organizationId: input.orgId }, message(input)),
  }),
  route(bulkMailEndpoints.getAll, {
    access: Permission.Users,
    summary: 'A page of the tenant’s bulk e-mails, newest first, each with its sent, kept, failed and remaining counts.',
    handler: (ctx, input) => mailings.getMailings(deps, ctx, input),
  }),
  route(bulkMailEndpoints.get, {
    access: Permission.Users,
    summary: 'One bulk e-mail: its message in both languages and how far sending has come.',
    handler: (ctx, input) => mailings.getMailing(deps, ctx, input.id),
  }),
  route(bulkMailEndpoints.getFailedRecipients, {
    access: Permission.Users,
    summary: 'A page of a bulk e-mail’s failed addresses, each with the SMTP server’s answer.',
    handler: (ctx, input) => mailings.getFailedRecipients(deps, ctx, input),
  }),
  route(bulkMailEndpoints.retryFailed, {
    access: Permission.Users,
    summary: 'Sends a bulk e-mail’s failed addresses again; addresses already sent are never sent twice.',
    handler: (ctx, input) => mailings.retryFailed(deps, ctx, input.id),
  }),
  route(bulkMailEndpoints.getAudience, {
    access: Permission.Users,
    summary: 'Whom a bulk e-mail would reach, before it is sent: the user’s or organisation’s name and the number of addresses.',
    handler: (ctx, input) => mailings.getAudience(deps, ctx, input),
  }),
  route(bulkMailEndpoints.saveDraft, {
    access: Permission.Users,
    // The draft saved, also when the call names an organisation or user as its target.
    record: 'Mailing',
    summary:
      'Saves a bulk e-mail being written, as a draft that is never sent until a send call names it as draftId; without id a new draft.',
    handler: (ctx, input) => drafts.saveDraft(deps, ctx, input),
  }),
  route(bulkMailEndpoints.getDrafts, {
    access: Permission.Users,
    summary: 'A page of the tenant’s bulk e-mail drafts, last saved first; a target and its id narrow them to one compose screen’s.',
    handler: (ctx, input) => drafts.getDrafts(deps, ctx, input),
  }),
  route(bulkMailEndpoints.getDraft, {
    access: Permission.Users,
    summary: 'One bulk e-mail draft, to go on writing it.',
    handler: (ctx, input) => drafts.getDraft(deps, ctx, input.id),
  }),
  route(bulkMailEndpoints.deleteDraft, {
    access: Permission.Users,
    summary: 'Deletes a bulk e-mail draft; a send is never deleted.',
    handler: (ctx, input) => drafts.deleteDraft(deps, ctx, input.id),
  }),
];
