import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { altTextOf, imageProblemOf, sampleCsv } from './files';

describe('files of the question bank', () => {
  it('gives a sample CSV with a BOM, semicolons, a header and two bilingual questions', () => {
    const text = sampleCsv();
    expect(text.startsWith('\uFEFF')).toBe(true);
    const rows = parse(text.slice(1), { columns: true, delimiter: ';' }) as Record<string, string>[];
    expect(rows).toHaveLength(2);
    expect(Object.keys(rows[0])).toEqual(
      expect.arrayContaining(['questionIcelandic', 'questionEnglish', 'option1Icelandic', 'option1English', 'correct']),
    );
    expect(rows[0].correct).toBe('2');
    expect(rows[1].correct).toBe('1 2');
    for (const row of rows) expect(row.questionIcelandic && row.questionEnglish).toBeTruthy();
  });

  it('checks an image’s type and size as the server does', () => {
    expect(imageProblemOf({ type: 'image/png', size: 2 * 1024 * 1024 })).toBeNull();
    expect(imageProblemOf({ type: 'image/webp', size: 10 })).toBeNull();
    expect(imageProblemOf({ type: 'image/png', size: 2 * 1024 * 1024 + 1 })).toBe('size');
    expect(imageProblemOf({ type: 'image/svg+xml', size: 10 })).toBe('type');
  });

  it('makes alt text from a file name', () => {
    expect(altTextOf('drone_map-2024.png')).toBe('drone map 2024');
    expect(altTextOf('hæðarmörk.jpeg')).toBe('hæðarmörk');
    expect(altTextOf('.png')).toBe('.png');
  });
});
