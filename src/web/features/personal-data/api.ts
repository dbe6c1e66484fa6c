import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { listInput, pagedQueryOptions } from '../../lib/paged-query';
import type { EndpointInput } from '../../../shared/contracts/endpoint';
import { personalDataFileName } from '../../../shared/contracts/personal-data';
import { personalDataEndpoints as e } from '../../../shared/contracts/client/personal-data';
import type { Language } from '../../../shared/enums';
import { call } from '../../lib/api-client';
import { apiUrl } from '../../lib/http';
import { todayIso } from '../../lib/dates';
import { saveBlob } from '../../lib/downloads';

export const personalDataKeys = {
  all: ['personal-data'] as const,
  myData: () => [...personalDataKeys.all, 'mine'] as const,
  myRequest: () => [...personalDataKeys.all, 'my-request'] as const,
  requests: (params: ErasureListParams) => [...personalDataKeys.all, 'requests', params] as const,
};

export interface ErasureListParams {
  keyword: string;
  status: number | null;
  skipCount: number;
  maxResultCount: number;
}

export const myDataQuery = () =>
  queryOptions({ queryKey: personalDataKeys.myData(), queryFn: ({ signal }) => call(e.getMyData, undefined, signal) });

export const myErasureRequestQuery = () =>
  queryOptions({ queryKey: personalDataKeys.myRequest(), queryFn: ({ signal }) => call(e.getMyErasureRequest, undefined, signal) });

export const erasureRequestsQuery = (params: ErasureListParams) =>
  pagedQueryOptions({
    queryKey: personalDataKeys.requests(params),
    queryFn: ({ signal }) => call(e.getErasureRequests, listInput(params), signal),
  });

/**
 * The PDF's real address: it opens with the sign-in cookie, as the receipt's does, and names the
 * screen's language, since a link the browser follows itself carries no language header.
 */
export const myDataPdfUrl = (language: Language) => apiUrl(e.getMyDataPdf.path, { culture: language });

/** Fetches the export afresh and hands it to the browser as a JSON file; answers the file's name. */
export async function downloadMyDataJson(): Promise<string> {
  const data = await call(e.getMyData);
  const fileName = personalDataFileName(todayIso(), 'json');
  saveBlob(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }), fileName);
  return fileName;
}

/** Every change to a request reads the person's request and the administrators' list again. */
function useInvalidateAll() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: personalDataKeys.all });
}

export function useRequestErasure() {
  const onSuccess = useInvalidateAll();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof e.requestErasure>) => call(e.requestErasure, input),
    meta: { handlesFieldErrors: true },
    onSuccess,
  });
}

export function useWithdrawErasure() {
  const onSuccess = useInvalidateAll();
  return useMutation({ mutationFn: (id: number) => call(e.withdrawErasure, { id }), onSuccess });
}

export function useApproveErasure() {
  const onSuccess = useInvalidateAll();
  return useMutation({ mutationFn: (id: number) => call(e.approveErasure, { id }), onSuccess });
}

export function useRejectErasure() {
  const onSuccess = useInvalidateAll();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof e.rejectErasure>) => call(e.rejectErasure, input),
    meta: { handlesFieldErrors: true },
    onSuccess,
  });
}
