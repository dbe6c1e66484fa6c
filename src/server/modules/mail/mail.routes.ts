import { idQuery, pagedResult } from '../../../shared/contracts/common';
import { getMailsInput, mailDetail, mailSummary, resendMailInput } from '../../../shared/contracts/mail';
import { Permission } from '../../../shared/permissions';
import type { ServiceDeps } from '../../deps';
import { defineRoute } from '../../kernel/abp-route';
import * as mail from './mail.service';

export const mailRoutes = (deps: ServiceDeps) => [
  defineRoute({
    service: 'Mail',
    method: 'GetAll',
    access: Permission.Users,
    summary:
      'A page of the outbox, newest first: to whom each mail went, its subject, status, attempts and last error. The caller’s tenant; every tenant for the host’s administrator.',
    input: getMailsInput,
    result: pagedResult(mailSummary),
    handler: (ctx, input) => mail.getMails(deps, ctx, input),
  }),
  defineRoute({
    service: 'Mail',
    method: 'Get',
    access: Permission.Users,
    summary:
      'One mail of the outbox. Its text and HTML only for the host’s administrator and only while mail is kept rather than sent (no SMTP server); null otherwise.',
    input: idQuery,
    result: mailDetail,
    handler: (ctx, input) => mail.getMail(deps, ctx, input.id),
  }),
  defineRoute({
    service: 'Mail',
    method: 'Resend',
    access: Permission.Users,
    summary: 'Queues a mail of the outbox again, to the same address with the same text; refused while it is still queued.',
    input: resendMailInput,
    result: mailSummary,
    handler: (ctx, input) => mail.resendMail(deps, ctx, input.id),
  }),
];
