import { Readable } from 'node:stream';
import { csvHead, csvLine, type CsvCell, type CsvFormat } from '../../shared/csv';

/** Rows a batch at a time, and a way to stop their source early. */
export interface RowBatches {
  next(): Promise<IteratorResult<readonly (readonly CsvCell[])[], unknown>>;
  return?(): Promise<unknown>;
}

/**
 * A CSV file as a stream, through the one writer (`shared/csv.ts`): the heading first, then a
 * chunk a batch of rows as the batches come. A batch is read only when the reader has taken the
 * last one (backpressure), so the memory stays flat however long the file, and each batch's
 * reading lets other requests run. Destroying the stream (the client went away) stops the rows'
 * source too.
 */
export function csvStream(headings: readonly string[], batches: RowBatches, format: CsvFormat): Readable {
  let headed = false;
  return new Readable({
    async read() {
      try {
        if (!headed) {
          headed = true;
          this.push(csvHead(headings, format));
          return;
        }
        for (;;) {
          const batch = await batches.next();
          if (batch.done) {
            this.push(null);
            return;
          }
          if (batch.value.length === 0) continue;
          this.push(batch.value.map((row) => csvLine(row, format)).join(''));
          return;
        }
      } catch (error) {
        this.destroy(error as Error);
      }
    },
    destroy(error, callback) {
      Promise.resolve(batches.return?.()).then(
        () => callback(error),
        (closeError: Error) => callback(error ?? closeError),
      );
    },
  });
}
