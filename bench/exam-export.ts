import { performance } from 'node:perf_hooks';
import { examResultsEndpoints } from '../src/shared/contracts/exam-results';
import { median } from './stats';

/** The exports an administrator ran beside the exam, one after another. */
export interface ExportRuns {
  count: number;
  failures: number;
  medianMs: number;
  medianFirstByteMs: number;
  bytes: number;
}

/**
 * An administrator downloading the exam results as CSV (all of them, the largest file the exam's
 * own tables give) again and again until the exam is over, each read to its last byte as a
 * browser would, so that the candidates' figures show what an export beside them costs.
 */
export async function exportWhileExamRuns(baseUrl: string, token: string, finished: () => boolean): Promise<ExportRuns> {
  const times: number[] = [];
  const firstBytes: number[] = [];
  let failures = 0;
  let bytes = 0;
  while (!finished()) {
    const started = performance.now();
    try {
      const res = await fetch(`${baseUrl}${examResultsEndpoints.getExaminationResultExportCsv.path}`, {
        headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, br' },
      });
      let size = 0;
      for await (const chunk of res.body ?? []) {
        if (size === 0) firstBytes.push(performance.now() - started);
        size += chunk.byteLength;
      }
      if (res.status !== 200) failures++;
      bytes = size;
      times.push(performance.now() - started);
    } catch {
      failures++;
    }
  }
  return {
    count: times.length,
    failures,
    medianMs: times.length ? median(times) : 0,
    medianFirstByteMs: firstBytes.length ? median(firstBytes) : 0,
    bytes,
  };
}
