import type { PagedResult } from '../../../shared/contracts/common';
import type { PaymentDto, PaymentExportInput, PaymentFilterInput, PaymentResultsDto } from '../../../shared/contracts/payments';
import type { Language } from '../../../shared/enums';
import type { ServiceDeps } from '../../deps';
import { periodBound } from '../../kernel/calendar';
import type { RequestContext } from '../../kernel/context';
import { toPaymentDto } from './payment-dto';
import { findPaymentPage, paymentWhere, totalPayments, type PaymentFilter } from './payment-register.queries';
import { paymentsAdminPolicy } from './payments-admin.policy';
import { findLatestPaymentsByPayer } from './payments.queries';

/** The register's filter, shared by the page and the file; a blank keyword means none. */
export function paymentFilterOf(input: PaymentExportInput): PaymentFilter {
  return {
    keyword: input.keyword?.trim() || undefined,
    from: periodBound('from', input.from, false),
    before: periodBound('to', input.to, true),
    status: input.status,
    kind: input.kind,
  };
}

/** GetDroneOperatorPaymentResults: a page of the tenant's payments, newest first, with totals over the whole filter. */
export async function getPaymentResults(deps: ServiceDeps, ctx: RequestContext, input: PaymentFilterInput): Promise<PaymentResultsDto> {
  paymentsAdminPolicy.register(ctx);
  const where = paymentWhere(ctx.tenantId, paymentFilterOf(input));
  const db = deps.database.db;
  // The exact total first: past the middle, the page is read from the end (decision 0047).
  const totals = await totalPayments(db, where);
  const rows = await findPaymentPage(db, where, input.skipCount, input.maxResultCount, totals.count);
  return { items: rows.map((row) => toPaymentDto(row, ctx.language)), totalCount: totals.count, totals };
}

/**
 * What one person paid or tried to pay in the tenant, as the register shows it, newest first: the
 * latest `take` and how many there are in all. The caller decides who may see them.
 */
export async function findPaymentsOfPayer(
  deps: ServiceDeps,
  tenantId: number | null,
  userId: number,
  take: number,
  language: Language,
): Promise<PagedResult<PaymentDto>> {
  const { rows, total } = await findLatestPaymentsByPayer(deps.database.db, tenantId, userId, take);
  return { items: rows.map((row) => toPaymentDto(row, language)), totalCount: total };
}
