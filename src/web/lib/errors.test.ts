import { describe, expect, it } from 'vitest';
import type { ErrorInfo } from '../../shared/contracts/common';
import { ApiError, businessMessageOf, fieldErrorsOf, hasFieldErrors, presentError } from './errors';

const t = (key: string, options?: Record<string, unknown>) => (options?.defaultValue ? `${key}|${String(options.defaultValue)}` : key);
const info = (partial: Partial<ErrorInfo>): ErrorInfo => ({ code: 0, message: '', details: null, validationErrors: null, ...partial });
const http = (status: number, partial: Partial<ErrorInfo> | null) => new ApiError('http', status, partial ? info(partial) : null);

describe('presentError (requirements §8)', () => {
  it('shows message as title and details as content when both exist', () => {
    expect(presentError(http(403, { message: 'Not allowed', details: 'Pages.Users is missing' }), t)).toEqual({
      kind: 'modal',
      title: 'Not allowed',
      message: 'Pages.Users is missing',
    });
  });

  it('titles code 449 for registration failure', () => {
    expect(presentError(http(400, { code: 449, message: 'Could not register' }), t)).toEqual({
      kind: 'modal',
      title: 'errors:title.registration',
      message: 'Could not register',
    });
  });

  it('shows nothing for code 450: the caller handles it', () => {
    expect(presentError(http(400, { code: 450, message: 'Duplicate' }), t)).toEqual({ kind: 'none' });
  });

  it('titles any other code for login failure', () => {
    expect(presentError(http(400, { code: 0, message: 'Wrong user name or password.' }), t)).toEqual({
      kind: 'modal',
      title: 'errors:title.login',
      message: 'Wrong user name or password.',
    });
    expect(presentError(http(500, { code: 17, message: 'Boom' }), t)).toMatchObject({ title: 'errors:title.login' });
  });

  it('shows the unknown-error modal with the fallback text when there was no response', () => {
    const expected = {
      kind: 'modal',
      title: 'errors:title.unknown',
      message: 'errors:unknown|Something is wrong. Please check back later.',
    };
    expect(presentError(new ApiError('network', null, null), t)).toEqual(expected);
    expect(presentError(new ApiError('timeout', null, null), t)).toEqual(expected);
    expect(presentError(new TypeError('Failed to fetch'), t)).toEqual(expected);
  });

  it('treats a reply without an ABP error like no answer', () => {
    expect(presentError(http(502, null), t)).toMatchObject({ title: 'errors:title.unknown' });
  });

  it('stays quiet about an error already handled (a 401 that went to the login screen)', () => {
    expect(presentError(new ApiError('http', 401, info({ message: 'Sign in' }), true), t)).toEqual({ kind: 'none' });
  });
});

describe('field errors', () => {
  const error = http(400, {
    message: 'Invalid',
    details: 'Errors',
    validationErrors: [
      { message: 'Required', members: ['emailAddress'] },
      { message: 'Bad role', members: ['roleNames.2'] },
      { message: 'Second', members: ['emailAddress'] },
    ],
  });

  it('maps validation errors onto fields by member name (first message wins)', () => {
    expect(fieldErrorsOf(error)).toEqual({ emailAddress: 'Required', roleNames: 'Bad role' });
    expect(hasFieldErrors(error)).toBe(true);
  });

  it('keeps the whole member path, camelCased, for forms with lists of fields', () => {
    const nested = http(400, {
      message: 'Invalid',
      validationErrors: [
        { message: 'Too long', members: ['questionOptions[1].DescriptionEnglish'] },
        { message: 'Too few', members: ['MinimumRequiredQuestions'] },
      ],
    });
    expect(fieldErrorsOf(nested, 'member')).toEqual({
      'questionOptions.1.descriptionEnglish': 'Too long',
      minimumRequiredQuestions: 'Too few',
    });
    expect(fieldErrorsOf(nested)).toEqual({ questionOptions: 'Too long', minimumRequiredQuestions: 'Too few' });
  });

  it('has none for other errors', () => {
    expect(fieldErrorsOf(new Error('x'))).toEqual({});
    expect(hasFieldErrors(http(400, { message: 'x' }))).toBe(false);
  });

  it('gives a business message to show beside a form', () => {
    expect(businessMessageOf(http(400, { code: 450, message: 'Taken' }))).toBe('Taken');
    expect(businessMessageOf(new ApiError('network', null, null))).toBeNull();
  });
});
