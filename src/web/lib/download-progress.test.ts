import { describe, expect, it } from 'vitest';
import { formatSize, readWithProgress, type DownloadProgress } from './download-progress';

function streamed(chunks: string[], headers: Record<string, string>): Response {
  const bytes = chunks.map((chunk) => new TextEncoder().encode(chunk));
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of bytes) controller.enqueue(chunk);
      controller.close();
    },
  });
  return new Response(body, { headers });
}

describe('readWithProgress', () => {
  it('tells the bytes so far after each chunk, without a whole when the length is not said', async () => {
    const seen: DownloadProgress[] = [];
    const blob = await readWithProgress(streamed(['a;b\r\n', '1;2\r\n', '3;4\r\n'], { 'Content-Type': 'text/csv' }), (p) => seen.push(p));
    expect(seen).toEqual([
      { received: 5, total: null },
      { received: 10, total: null },
      { received: 15, total: null },
    ]);
    expect(await blob.text()).toBe('a;b\r\n1;2\r\n3;4\r\n');
    expect(blob.type).toBe('text/csv');
  });

  it('takes the whole from Content-Length, unless the answer was compressed', async () => {
    const seen: DownloadProgress[] = [];
    await readWithProgress(streamed(['%PDF', '-1.7'], { 'Content-Length': '8' }), (p) => seen.push(p));
    expect(seen.at(-1)).toEqual({ received: 8, total: 8 });
    const compressed: DownloadProgress[] = [];
    await readWithProgress(streamed(['x'], { 'Content-Length': '100', 'Content-Encoding': 'br' }), (p) => compressed.push(p));
    expect(compressed).toEqual([{ received: 1, total: null }]);
  });
});

describe('formatSize', () => {
  it('says kilobytes under a megabyte and megabytes with one decimal above, in each language', () => {
    expect(formatSize(350 * 1024, 'en')).toBe('350\u00a0kB');
    expect(formatSize(12.44 * 1024 * 1024, 'en')).toBe('12.4\u00a0MB');
    expect(formatSize(12.44 * 1024 * 1024, 'is')).toBe('12,4\u00a0MB');
  });
});
