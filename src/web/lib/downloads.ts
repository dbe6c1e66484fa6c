import type { ErrorInfo } from '../../shared/contracts/common';
import type { ClientEndpoint, EndpointInput } from '../../shared/contracts/endpoint';
import { ApiError } from './errors';
import { progressNotice, readWithProgress } from './download-progress';
import { apiUrl, requestHeaders, type Query } from './http';

/** Hands a downloaded file to the browser under the given name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers read the address after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

async function errorInfoOf(response: Response): Promise<ErrorInfo | null> {
  try {
    const payload = (await response.json()) as { __abp?: boolean; error?: ErrorInfo | null };
    return payload.__abp ? (payload.error ?? null) : null;
  } catch {
    return null;
  }
}

/**
 * A call that answers a file rather than the envelope, made with the bearer header like any other
 * (a POST cannot be a plain link) and saved under `fileName`. A refusal is read from the envelope
 * into the same ApiError every call throws, so the caller can say what went wrong. A long download
 * shows its progress (bytes so far, and the share of the whole where the server said its length);
 * a file cut short is a failed download, never saved.
 */
export async function downloadFile<E extends ClientEndpoint>(endpoint: E, input: EndpointInput<E>, fileName: string): Promise<void> {
  const inQuery = endpoint.verb === 'GET' || endpoint.verb === 'DELETE';
  const hasBody = !inQuery;
  let response: Response;
  try {
    response = await globalThis.fetch(apiUrl(endpoint.path, inQuery ? (input as Query) : undefined), {
      method: endpoint.verb,
      headers: { ...requestHeaders(hasBody), Accept: '*/*' },
      body: hasBody ? JSON.stringify(input ?? {}) : undefined,
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError('network', null, null);
  }
  if (!response.ok) throw new ApiError('http', response.status, await errorInfoOf(response));
  // An envelope where a file was expected is a refusal, whatever the status says.
  if (response.headers.get('Content-Type')?.includes('application/json')) {
    throw new ApiError('http', response.status, await errorInfoOf(response));
  }
  const notice = progressNotice(fileName);
  let blob: Blob;
  try {
    blob = await readWithProgress(response, notice.update);
  } catch {
    // The answer broke off (the connection, or the server failing after the file had begun).
    throw new ApiError('network', null, null);
  } finally {
    notice.end();
  }
  saveBlob(blob, fileName);
}
