import { describe, expect, it } from 'vitest';
import { containsPattern } from './like';

describe('containsPattern', () => {
  it('wraps the keyword and takes its wildcards and escapes literally', () => {
    expect(containsPattern('jón')).toBe('%jón%');
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });

  it('gives no pattern for no keyword', () => {
    expect(containsPattern(undefined)).toBeUndefined();
    expect(containsPattern('')).toBeUndefined();
  });
});
