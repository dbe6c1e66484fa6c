import { describe, expect, it } from 'vitest';
import { arrayLiteral } from './array-literal';

describe('arrayLiteral', () => {
  it('writes integers as PostgreSQL reads an array, an empty one included', () => {
    expect(arrayLiteral([3, 1, 22])).toBe('{3,1,22}');
    expect(arrayLiteral([])).toBe('{}');
  });

  it('writes arrays of integers as quoted elements of a text array', () => {
    expect(arrayLiteral([[3, 1], [], [7]])).toBe('{"{3,1}","{}","{7}"}');
  });
});
