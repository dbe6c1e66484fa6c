import { Readable } from 'node:stream';
import { csvHead, csvLine, type CsvCell, type CsvFormat } from '../../shared/csv';

/**
 * A CSV file as a stream, through the one writer (`shared/csv.ts`): the heading first, then a
 * line a row as the rows come. The reader's pace sets the reading, so the memory stays flat
 * however long the file; destroying the stream stops the rows' source too.
 */
export function csvStream(headings: readonly string[], rows: AsyncIterable<readonly CsvCell[]>, format: CsvFormat): Readable {
  async function* lines() {
    yield csvHead(headings, format);
    for await (const row of rows) yield csvLine(row, format);
  }
  return Readable.from(lines(), { objectMode: false });
}
