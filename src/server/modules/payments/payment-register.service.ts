import type { PaymentExportInput, PaymentFilterInput, PaymentResultsDto } from '../../../shared/contracts/payments';
import type { ServiceDeps } from '../../deps';
import type { RequestContext } from '../../kernel/context';
import { toPaymentDto } from './payment-dto';
import { findPaymentPage, paymentWhere, totalPayments, type PaymentFilter } from './payment-register.queries';
import { paymentsAdminPolicy } from './payments-admin.policy';

const dayMs = 86_400_000;

/**
 * A bound of the period: a calendar day means the whole day in Iceland (which keeps UTC), an
 * instant itself. The contract has already refused anything else.
 */
function instantOf(value: string | undefined, endOfDay: boolean): Date | undefined {
  if (!value) return undefined;
  const isDay = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const at = Date.parse(isDay ? `${value}T00:00:00Z` : value);
  return new Date(endOfDay ? at + (isDay ? dayMs : 1) : at);
}

/** The register's filter, shared by the page and the file; a blank keyword means none. */
export function paymentFilterOf(input: PaymentExportInput): PaymentFilter {
  return {
    keyword: input.keyword?.trim() || undefined,
    from: instantOf(input.from, false),
    before: instantOf(input.to, true),
    status: input.status,
    kind: input.kind,
  };
}

/** GetDroneOperatorPaymentResults: a page of the tenant's payments, newest first, with totals over the whole filter. */
export async function getPaymentResults(deps: ServiceDeps, ctx: RequestContext, input: PaymentFilterInput): Promise<PaymentResultsDto> {
  paymentsAdminPolicy.register(ctx);
  const where = paymentWhere(ctx.tenantId, paymentFilterOf(input));
  const db = deps.database.db;
  const [rows, totals] = await Promise.all([findPaymentPage(db, where, input.skipCount, input.maxResultCount), totalPayments(db, where)]);
  return { items: rows.map(toPaymentDto), totalCount: totals.count, totals };
}
