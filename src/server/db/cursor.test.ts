import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvStream } from '../spreadsheets/csv-stream';
import { createTestDatabase } from '../test/harness';
import { liveHeap, openExportCursors } from '../test/streamed-download';
import { connectDatabase, type Database } from './client';
import { cursorBatches, mappedBatches, primed } from './cursor';

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  const created = await createTestDatabase();
  drop = created.drop;
  database = connectDatabase(created.url, 4);
});
afterAll(async () => {
  await database.close();
  await drop();
});

/** A raw select as a built query: `count` rows of about 120 bytes, the file's shape without its tables. */
const rowsOf = (count: number, failAfter?: number) => ({
  toSQL: () => ({
    sql: `select g, case when g > $2 then (g / (g - g))::text else repeat(md5(g::text), 3) end as text, now() as at
            from generate_series(1, $1::int) g`,
    params: [count, failAfter ?? count],
  }),
});
const fields = { n: undefined, text: undefined, at: undefined };
type Row = { n: number; text: string; at: string };

/** Sessions of this database that hold a cursor open, waiting for the reader to ask for more. */
const waitingCursors = () => openExportCursors(database.pool);

describe('cursorBatches', () => {
  it('hands the first batch before the query has been read to its end', async () => {
    // Row 5,001 fails: a reader that read everything first would get no row at all.
    const batches = cursorBatches<Row>(database.pool, rowsOf(100_000, 5_000), fields, { batchSize: 1000 });
    const first = await batches.next();
    expect(first.done).toBe(false);
    expect((first.value as Row[]).map((row) => row.n)).toEqual(Array.from({ length: 1000 }, (_, i) => i + 1));
    let read = 1000;
    await expect(
      (async () => {
        for await (const batch of batches) read += batch.length;
      })(),
    ).rejects.toThrow(/division by zero/);
    expect(read).toBe(5000);
    expect(await waitingCursors()).toBe(0);
  });

  it('keeps the rows as drizzle reads them: times as PostgreSQL wrote them', async () => {
    const batches = cursorBatches<Row>(database.pool, rowsOf(3), fields);
    const [rows] = [(await batches.next()).value as Row[]];
    expect(rows.map((row) => row.n)).toEqual([1, 2, 3]);
    expect(typeof rows[0].at).toBe('string');
    expect((await batches.next()).done).toBe(true);
  });
});

describe('csvStream over a cursor', () => {
  it('reads a batch only when the reader has taken the last: memory stays flat over a large file', async () => {
    const rows = 200_000; // about 24 MB of CSV
    const batches = await primed(cursorBatches<Row>(database.pool, rowsOf(rows), fields, { batchSize: 1000 }));
    const stream = csvStream(
      ['n', 'text'],
      mappedBatches(batches, (row) => [row.n, row.text]),
      { delimiter: ';', bom: true },
    );
    await once(stream, 'readable');
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Nobody reads: at most the heading and a batch or two wait, and the cursor waits with them.
    expect(stream.readableLength).toBeLessThan(300_000);
    expect(await waitingCursors()).toBe(1);

    const heapBefore = liveHeap();
    let bytes = 0;
    let lines = 0;
    let chunks = 0;
    let peakHeap = heapBefore;
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      bytes += chunk.length;
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
      if (++chunks % 40 === 0) peakHeap = Math.max(peakHeap, liveHeap());
    }
    expect(lines).toBe(rows + 1);
    expect(bytes).toBeGreaterThan(20_000_000);
    // The whole file never sits in memory: what stays reachable while it streams is a few batches.
    expect(peakHeap - heapBefore).toBeLessThan(5_000_000);
    expect(await waitingCursors()).toBe(0);
  });

  it('closes the cursor and gives its connection back when the reader goes away', async () => {
    const batches = await primed(cursorBatches<Row>(database.pool, rowsOf(50_000), fields, { batchSize: 1000 }));
    const stream = csvStream(
      ['n', 'text'],
      mappedBatches(batches, (row) => [row.n, row.text]),
      { delimiter: ';', bom: true },
    );
    await once(stream, 'readable');
    expect(await waitingCursors()).toBe(1);
    stream.destroy();
    await once(stream, 'close');
    expect(await waitingCursors()).toBe(0);
    expect(database.pool.totalCount - database.pool.idleCount).toBe(0);
  });

  it('answers a failing query before any byte, so the caller can still say it as an error', async () => {
    await expect(primed(cursorBatches<Row>(database.pool, rowsOf(10, 0), fields))).rejects.toThrow(/division by zero/);
    expect(await waitingCursors()).toBe(0);
  });
});
