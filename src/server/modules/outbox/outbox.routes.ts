import { outboxEndpoints } from '../../../shared/contracts/outbox';
import { Permission } from '../../../shared/permissions';
import type { ServiceDeps } from '../../deps';
import { route } from '../../kernel/abp-route';
import * as mail from './outbox.service';

export const outboxRoutes = (deps: ServiceDeps) => [
  route(outboxEndpoints.getAll, {
    access: Permission.Users,
    summary:
      'A page of the outbox, newest first: to whom each mail went, its subject, status, attempts and last error. The caller’s tenant; every tenant for the host’s administrator.',
    handler: (ctx, input) => mail.getMails(deps, ctx, input),
  }),
  route(outboxEndpoints.get, {
    access: Permission.Users,
    summary:
      'One mail of the outbox. Its text and HTML only for the host’s administrator and only while mail is kept rather than sent (no SMTP server); null otherwise.',
    handler: (ctx, input) => mail.getMail(deps, ctx, input.id),
  }),
  route(outboxEndpoints.resend, {
    access: Permission.Users,
    summary: 'Queues a mail of the outbox again, to the same address with the same text; refused while it is still queued.',
    handler: (ctx, input) => mail.resendMail(deps, ctx, input.id),
  }),
];
