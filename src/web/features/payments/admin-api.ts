import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pagedQueryOptions } from '../../lib/paged-query';
import { paymentExportFileName } from '../../../shared/contracts/payments';
import { paymentsEndpoints } from '../../../shared/contracts/client/payments';
import { call } from '../../lib/api-client';
import { downloadFile } from '../../lib/downloads';
import { paymentKeys } from './api';
import { searchWords } from '../../lib/search-words';

/** The payments register's filter as the page holds it: empty text and null mean "any". */
export interface AdminPaymentFilter {
  keyword: string;
  from: string;
  to: string;
  status: number | null;
  kind: number | null;
}

export const emptyFilter: AdminPaymentFilter = { keyword: '', from: '', to: '', status: null, kind: null };

export const adminPaymentKeys = {
  all: [...paymentKeys.all, 'admin'] as const,
  results: (filter: AdminPaymentFilter, skipCount: number, maxResultCount: number) =>
    [...adminPaymentKeys.all, 'results', filter, skipCount, maxResultCount] as const,
  accounting: (skipCount: number, maxResultCount: number) => [...adminPaymentKeys.all, 'accounting', skipCount, maxResultCount] as const,
};

function filterInput(filter: AdminPaymentFilter) {
  return {
    keyword: searchWords(filter.keyword),
    from: filter.from || undefined,
    to: filter.to || undefined,
    status: filter.status ?? undefined,
    kind: filter.kind ?? undefined,
  };
}

export const adminPaymentsQuery = (filter: AdminPaymentFilter, skipCount: number, maxResultCount: number) =>
  pagedQueryOptions({
    queryKey: adminPaymentKeys.results(filter, skipCount, maxResultCount),
    queryFn: ({ signal }) =>
      call(paymentsEndpoints.getDroneOperatorPaymentResults, { ...filterInput(filter), skipCount, maxResultCount }, signal),
  });

/** Each day's accounting file; the table wants an id, and a day names one file. */
export const accountingExportsQuery = (skipCount: number, maxResultCount: number) =>
  pagedQueryOptions({
    queryKey: adminPaymentKeys.accounting(skipCount, maxResultCount),
    queryFn: async ({ signal }) => {
      const page = await call(paymentsEndpoints.getAccountingExports, { skipCount, maxResultCount }, signal);
      return { totalCount: page.totalCount, items: page.items.map((item, index) => ({ ...item, id: skipCount + index })) };
    },
  });

/** The register as CSV with the filter shown, saved under the specification's file name. */
export const exportPaymentsCsv = (filter: AdminPaymentFilter) =>
  downloadFile(paymentsEndpoints.exportToCsv, filterInput(filter), paymentExportFileName);

/** Sends a day's accounting file again; yesterday's when no day is given. */
export function useExportToAccounting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (day: string | undefined) => call(paymentsEndpoints.exportToAccounting, { day }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...adminPaymentKeys.all, 'accounting'] }),
  });
}
