import { idQuery, pagedResult } from '../../../shared/contracts/common';
import { getMailsInput, mailDetail, mailSummary } from '../../../shared/contracts/mail';
import type { ServiceDeps } from '../../deps';
import { defineRoute } from '../../kernel/abp-route';
import * as mail from './mail.service';

export const mailRoutes = (deps: ServiceDeps) => [
  defineRoute({
    service: 'Mail',
    method: 'GetAll',
    summary: 'A page of the outbox, newest first: every mail the portal wrote and whether it went out.',
    input: getMailsInput,
    result: pagedResult(mailSummary),
    handler: (ctx, input) => mail.getMails(deps, ctx, input),
  }),
  defineRoute({
    service: 'Mail',
    method: 'Get',
    summary: 'One mail of the outbox with its text and HTML.',
    input: idQuery,
    result: mailDetail,
    handler: (ctx, input) => mail.getMail(deps, ctx, input.id),
  }),
];
