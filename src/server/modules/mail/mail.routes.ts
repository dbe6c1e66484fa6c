import { mailEndpoints } from '../../../shared/contracts/mail';
import { Permission } from '../../../shared/permissions';
import type { ServiceDeps } from '../../deps';
import { route } from '../../kernel/abp-route';
import * as mail from './mail.service';

export const mailRoutes = (deps: ServiceDeps) => [
  route(mailEndpoints.getAll, {
    access: Permission.Users,
    summary:
      'A page of the outbox, newest first: to whom each mail went, its subject, status, attempts and last error. The caller’s tenant; every tenant for the host’s administrator.',
    handler: (ctx, input) => mail.getMails(deps, ctx, input),
  }),
  route(mailEndpoints.get, {
    access: Permission.Users,
    summary:
      'One mail of the outbox. Its text and HTML only for the host’s administrator and only while mail is kept rather than sent (no SMTP server); null otherwise.',
    handler: (ctx, input) => mail.getMail(deps, ctx, input.id),
  }),
  route(mailEndpoints.resend, {
    access: Permission.Users,
    summary: 'Queues a mail of the outbox again, to the same address with the same text; refused while it is still queued.',
    handler: (ctx, input) => mail.resendMail(deps, ctx, input.id),
  }),
];
