import { useCallback, useState } from 'react';
import type { ZodType } from 'zod';
import { issueMessageKey, type IssueLike } from '../../shared/issue-message';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** One zod issue in words, the same words the server uses (validation namespace). */
export function issueMessage(issue: IssueLike, t: Translate): string {
  const { key, params } = issueMessageKey(issue);
  return t(key, params);
}

export type FieldErrors = Record<string, string>;

/** What is wrong with the repetition of a chosen password, if anything. */
export function confirmationProblem(password: string, confirmation: string, t: Translate): string | null {
  if (confirmation === '') return t('validation:required');
  return password === confirmation ? null : t('validation:passwordMismatch');
}

/** Checks values against a shared contract schema; the first problem of each field, translated. */
export function validateWith<T>(schema: ZodType<T>, values: unknown, t: Translate): { data: T; errors: null } | { data: null; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: null };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues as unknown as (IssueLike & { path: PropertyKey[] })[]) {
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
