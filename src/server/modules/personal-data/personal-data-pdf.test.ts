import { describe, expect, it } from 'vitest';
import { exportSections, type ExportRow, type PersonalDataDto } from '../../../shared/contracts/personal-data';
import { streamPersonalDataPdf } from './personal-data-pdf';

/** A person with a long history: thousands of rows, pages and pages of them. */
function longExport(rows: number): PersonalDataDto {
  const sections = Object.fromEntries(exportSections.map((name) => [name, [] as ExportRow[]])) as PersonalDataDto['sections'];
  sections.account = [{ name: 'Ævar', surname: 'Þorsteinsson', userName: 'aevar' }];
  sections.notifications = Array.from({ length: rows }, (_, i) => ({
    messageId: `message-${i}`,
    dynamicMessage: `Tilkynning númer ${i} um gildistíma skírteinis`,
    isRead: i % 2 === 0,
    creationTime: new Date(Date.UTC(2020, 0, 1) + i * 60_000).toISOString(),
  }));
  return { formatVersion: 1, generatedAt: new Date().toISOString(), language: 'is', sections };
}

describe('streamPersonalDataPdf', () => {
  it('sends pages while it lays out the rest, and lets other work run meanwhile', async () => {
    // The fonts are read once per process: not what this measures.
    for await (const _ of streamPersonalDataPdf('is', longExport(1)) as AsyncIterable<Buffer>);
    const started = performance.now();
    let lastTick = started;
    let longestWait = 0;
    const ticker = setInterval(() => {
      const now = performance.now();
      longestWait = Math.max(longestWait, now - lastTick);
      lastTick = now;
    }, 2);
    const chunks: Buffer[] = [];
    let firstAt = 0;
    try {
      for await (const chunk of streamPersonalDataPdf('is', longExport(2000)) as AsyncIterable<Buffer>) {
        if (chunks.length === 0) firstAt = performance.now();
        chunks.push(chunk);
      }
    } finally {
      clearInterval(ticker);
    }
    const endedAt = performance.now();
    const pdf = Buffer.concat(chunks);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toContain('%%EOF');
    // Hundreds of pages: the first bytes leave long before the last page is laid out.
    expect(pdf.length).toBeGreaterThan(200_000);
    expect(endedAt - firstAt).toBeGreaterThan((endedAt - started) / 2);
    // Laid out in one go it holds the event loop for seconds; in slices, never for long.
    expect(longestWait, `longest wait ${longestWait.toFixed(0)} ms`).toBeLessThan(250);
  });
});
