import { describe, expect, it } from 'vitest';
import {
  dateOfBirthProblem,
  filterNameInput,
  invalidDateOfBirthPlaceholder,
  isBlank,
  maxValue,
  minValue,
  requiredWhen,
} from './validators';

describe('form helper rules (requirements §5)', () => {
  it('checks minimum and maximum values, skipping empty ones', () => {
    expect(minValue(3, 5, 'low')).toBe('low');
    expect(minValue('5', 5, 'low')).toBeNull();
    expect(minValue('', 5, 'low')).toBeNull();
    expect(maxValue(7, 6, 'high')).toBe('high');
    expect(maxValue(6, 6, 'high')).toBeNull();
    expect(maxValue(null, 6, 'high')).toBeNull();
  });

  it('requires a value only when the condition holds', () => {
    expect(requiredWhen(true, '  ', 'needed')).toBe('needed');
    expect(requiredWhen(true, [], 'needed')).toBe('needed');
    expect(requiredWhen(true, 'x', 'needed')).toBeNull();
    expect(requiredWhen(false, '', 'needed')).toBeNull();
  });

  it('tests text for empty or spaces', () => {
    expect(isBlank('   ')).toBe(true);
    expect(isBlank(undefined)).toBe(true);
    expect(isBlank(' a ')).toBe(false);
  });

  it('checks a date of birth built from day, zero-based month and year', () => {
    const now = new Date('2026-06-15T12:00:00Z');
    expect(dateOfBirthProblem({ day: '15', month: '5', year: '2000' }, 'bad', now)).toBeNull();
    expect(dateOfBirthProblem({ day: '31', month: '1', year: '2000' }, 'bad', now)).toBe('bad');
    expect(dateOfBirthProblem({ day: '15', month: '5', year: '2026' }, 'bad', now)).toBe('bad');
    expect(dateOfBirthProblem({ day: '1', month: '0', year: '2030' }, 'bad', now)).toBe('bad');
    expect(dateOfBirthProblem({ day: '31', month: '11', year: '1900' }, 'bad', now)).toBe('bad');
    expect(dateOfBirthProblem({ day: '', month: '5', year: '2000' }, 'bad', now)).toBeNull();
  });

  it('knows the invalid date-of-birth placeholder, 1 March 1753', () => {
    expect(invalidDateOfBirthPlaceholder).toBe('1753-03-01');
  });

  it('lets names keep letters (Icelandic and Nordic too), spaces and dashes', () => {
    expect(filterNameInput('Þórður Ægir-Ösp Åse 3!')).toBe('Þórður Ægir-Ösp Åse ');
    expect(filterNameInput('Jo\u0301n\u200b')).toBe('Jo\u0301n');
    // The marks names carry stay: O’Brien lost its apostrophe here once.
    expect(filterNameInput("Seán O’Brien, O'Neill & J. R. R.")).toBe("Seán O’Brien O'Neill  J. R. R.");
  });
});
