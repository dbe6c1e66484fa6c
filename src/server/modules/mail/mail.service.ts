import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { MailDetail, MailSummary } from '../../../shared/contracts/mail';
import { Permission } from '../../../shared/permissions';
import { mailOutbox } from '../../db/schema';
import { inTenant } from '../../db/tenant-filter';
import type { ServiceDeps } from '../../deps';
import { requirePermission, type RequestContext } from '../../kernel/context';
import { notFound } from '../../kernel/errors';

type MailRow = typeof mailOutbox.$inferSelect;

/** The outbox is read by user administrators: with no SMTP server, it is where mail arrives. */
const mailPolicy = { read: (ctx: RequestContext) => requirePermission(ctx, Permission.Users) };

const toSummary = (row: Omit<MailRow, 'html' | 'text' | 'lastError'>): MailSummary => ({
  id: row.id,
  toAddress: row.toAddress,
  subject: row.subject,
  template: row.template,
  language: row.language,
  status: row.status,
  creationTime: row.creationTime.toISOString(),
  sentTime: row.sentTime?.toISOString() ?? null,
});

export async function getMails(
  deps: ServiceDeps,
  ctx: RequestContext,
  input: { keyword?: string; toAddress?: string; skipCount: number; maxResultCount: number },
) {
  mailPolicy.read(ctx);
  const { db } = deps.database;
  const escape = (s: string) => s.replace(/[\\%_]/g, (c) => '\\' + c);
  const where = and(
    inTenant(mailOutbox.tenantId, ctx.tenantId),
    input.toAddress ? eq(mailOutbox.toAddress, input.toAddress.toLowerCase()) : undefined,
    input.keyword
      ? or(ilike(mailOutbox.toAddress, `%${escape(input.keyword)}%`), ilike(mailOutbox.subject, `%${escape(input.keyword)}%`))
      : undefined,
  );
  const columns = {
    id: mailOutbox.id,
    tenantId: mailOutbox.tenantId,
    userId: mailOutbox.userId,
    toAddress: mailOutbox.toAddress,
    language: mailOutbox.language,
    template: mailOutbox.template,
    subject: mailOutbox.subject,
    status: mailOutbox.status,
    attempts: mailOutbox.attempts,
    creationTime: mailOutbox.creationTime,
    sentTime: mailOutbox.sentTime,
  };
  const [rows, [{ total }]] = await Promise.all([
    db.select(columns).from(mailOutbox).where(where).orderBy(desc(mailOutbox.id)).limit(input.maxResultCount).offset(input.skipCount),
    db.select({ total: count() }).from(mailOutbox).where(where),
  ]);
  return { items: rows.map(toSummary), totalCount: total };
}

export async function getMail(deps: ServiceDeps, ctx: RequestContext, id: number): Promise<MailDetail> {
  mailPolicy.read(ctx);
  const [row] = await deps.database.db
    .select()
    .from(mailOutbox)
    .where(and(inTenant(mailOutbox.tenantId, ctx.tenantId), eq(mailOutbox.id, id)));
  if (!row) throw notFound();
  return { ...toSummary(row), html: row.html, text: row.text, lastError: row.lastError };
}
