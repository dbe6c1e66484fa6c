import { describe, expect, it } from 'vitest';
import { searchWords } from './search-words';

describe('searchWords', () => {
  it('sends the words without their spaces at either end, and nothing for spaces alone', () => {
    expect(searchWords('  Sigríður ')).toBe('Sigríður');
    expect(searchWords('   ')).toBeUndefined();
    expect(searchWords('')).toBeUndefined();
  });
});
