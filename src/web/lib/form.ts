import { useCallback, useState } from 'react';
import type { ZodType } from 'zod';

type Translate = (key: string, options?: Record<string, unknown>) => string;

interface IssueLike {
  code: string;
  message: string;
  path: PropertyKey[];
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  format?: string;
  input?: unknown;
}

/** One zod issue in words, the same words the server uses (validation namespace). */
export function issueMessage(issue: IssueLike, t: Translate): string {
  if (issue.message.startsWith('validation.')) return t(issue.message.replace('validation.', 'validation:'));
  if (issue.message.startsWith('errors.')) return t(issue.message.replace('errors.', 'errors:'));
  switch (issue.code) {
    case 'invalid_type':
      return t(issue.input === undefined || issue.input === null ? 'validation:required' : 'validation:invalid');
    case 'too_small':
      return issue.origin === 'string' || issue.origin === 'array'
        ? t(Number(issue.minimum) <= 1 ? 'validation:required' : 'validation:tooShort', { minimum: Number(issue.minimum) })
        : t('validation:tooSmall', { minimum: Number(issue.minimum) });
    case 'too_big':
      return issue.origin === 'string' || issue.origin === 'array'
        ? t('validation:tooLong', { maximum: Number(issue.maximum) })
        : t('validation:tooBig', { maximum: Number(issue.maximum) });
    case 'invalid_format':
      return t(issue.format === 'email' ? 'validation:email' : 'validation:invalid');
    default:
      return t('validation:invalid');
  }
}

export type FieldErrors = Record<string, string>;

/** Checks values against a shared contract schema; the first problem of each field, translated. */
export function validateWith<T>(schema: ZodType<T>, values: unknown, t: Translate): { data: T; errors: null } | { data: null; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: null };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues as unknown as IssueLike[]) {
    const field = String(issue.path[0] ?? '_');
    if (!(field in errors)) errors[field] = issueMessage(issue, t);
  }
  return { data: null, errors };
}

/** A small form state: values, per-field errors, and setters that clear a field's error on change. */
export function useFormState<T extends Record<string, unknown>>(initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const setField = useCallback(<K extends keyof T>(key: K, value: T[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => {
      if (!((key as string) in e)) return e;
      const next = { ...e };
      delete next[key as string];
      return next;
    });
  }, []);
  const reset = useCallback((next: T) => {
    setValues(next);
    setErrors({});
  }, []);
  return { values, setValues, setField, errors, setErrors, reset };
}
