import { useCallback, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { ZodType } from 'zod';
import { issueMessageKey, type IssueLike } from '../../shared/issue-message';
import { ErrorCode } from '../../shared/errors';
import { ApiError, businessMessageOf, fieldErrorsOf, isApiError } from './errors';
import { hasProblemTexts, loadProblemTexts } from './i18n';

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

/**
 * Checks values against a shared contract schema; the first problem of each field, translated.
 * `keyedBy: 'member'` keys a problem by its whole path (`options.2.name`), as the server's replies are.
 */
export function validateWith<T>(
  schema: ZodType<T>,
  values: unknown,
  t: Translate,
  keyedBy: 'field' | 'member' = 'field',
): { data: T; errors: null } | { data: null; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: null };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues as unknown as (IssueLike & { path: PropertyKey[] })[]) {
    const field = keyedBy === 'field' ? String(issue.path[0] ?? '_') : issue.path.map(String).join('.') || '_';
    if (!(field in errors)) errors[field] = issueMessage(issue, t);
  }
  return { data: null, errors };
}

/** A small form state: values, per-field errors, and setters that clear a field's error on change. */
export function useFormState<T extends object>(initial: T | (() => T)) {
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

/**
 * A contract schema, or a way to fetch it. zod and the schemas are a good part of a page's script:
 * a page that must open fast on a phone (the sign-in) fetches them when the form first needs them.
 */
export type SchemaSource<T> = ZodType<T> | (() => Promise<ZodType<T>>);

/** A schema fetched once, when first asked for: by the form's first change (`prefetch`) or by its submission. */
export function lazySchema<T>(load: () => Promise<ZodType<T>>): () => Promise<ZodType<T>> {
  let loading: Promise<ZodType<T>> | undefined;
  return () => {
    // A failed fetch (a lost connection) is tried again by the next submission.
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}

/** One submission: the contract and what to check it against, the call, and what follows. */
export interface Submission<Input, Result> {
  /** The shared contract schema the server validates the call with. */
  schema: SchemaSource<Input>;
  /** The call's input built from the form's values. */
  input: unknown;
  /** Rules the contract cannot say (a repeated password, a part-filled date); they win over its problems. */
  extraErrors?: FieldErrors;
  call: (data: Input) => Promise<Result>;
  onSuccess?: (result: Result, data: Input) => unknown;
  /**
   * A failure without validation errors. The query client's handler has already shown it unless the
   * mutation's meta says otherwise; field errors returned here land on the fields.
   */
  onError?: (error: unknown) => FieldErrors | null | void;
  /** Fields were refused, by the contract or by the server: e.g. to bring them into sight. */
  onFieldErrors?: (errors: FieldErrors) => void;
  /**
   * The field a duplicate refusal (450) is about, e.g. a name that is taken: its message lands there.
   * `null` when the form shows the refusal itself; left out, it goes to the error dialog.
   */
  duplicateField?: string | null;
}

/**
 * The global handler leaves a duplicate refusal to the form (specification section 8), so the form
 * must say it: on the field it is about, else in the error dialog. Never silently.
 */
function duplicateErrors(error: unknown, field: string | null | undefined, t: TFunction): FieldErrors {
  const message = isApiError(error) && error.code === ErrorCode.Duplicate ? businessMessageOf(error) : null;
  if (!message || field === null) return {};
  if (field) return { [field]: message };
  void import('../components/error-modal').then(({ showErrorModal }) => showErrorModal(t('errors:title.duplicate'), message));
  return {};
}

function isChangeEvent(value: unknown): value is ChangeEvent<HTMLInputElement> {
  return typeof value === 'object' && value !== null && 'currentTarget' in value && 'nativeEvent' in value;
}

/**
 * A form bound to a shared contract, in the shape Mantine's inputs take: values, errors and
 * `getInputProps(field)`. `submit` runs the cycle every form follows: check the values with the
 * contract (nothing is sent while a field is wrong), make the call, and put the server's
 * `validationErrors` on the same fields, or hand any other failure to `onError`. `pending` is true
 * while a call is on its way. Mantine gives each input with an error `aria-invalid` and links
 * the message to it.
 */
export function useContractForm<T extends object>(
  initial: T | (() => T),
  options: {
    keyedBy?: 'field' | 'member';
    /**
     * Called at the first change of a field: fetches a lazily loaded schema while the visitor types
     * (and the texts of problems, on a page that loads them only when needed).
     */
    prefetch?: () => Promise<unknown>;
  } = {},
) {
  const { t } = useTranslation();
  const state = useFormState<T>(initial);
  const { setErrors, setField } = state;
  const [pending, setPending] = useState(false);
  const keyedBy = options.keyedBy ?? 'field';
  // A second submit while a call is on its way (a double click, Enter twice) sends nothing.
  const inFlight = useRef(false);
  const prefetch = useRef(options.prefetch);

  const submit = useCallback(
    async <Input, Result>(submission: Submission<Input, Result>): Promise<void> => {
      if (inFlight.current) return;
      let schema: ZodType<Input>;
      if (typeof submission.schema === 'function' || !hasProblemTexts()) {
        // While the schema or the texts of problems come, a second submit waits for this one as
        // it would for its call.
        inFlight.current = true;
        try {
          [schema] = await Promise.all([
            typeof submission.schema === 'function' ? submission.schema() : submission.schema,
            loadProblemTexts(),
          ]);
        } catch {
          // The schema or the texts did not come: the connection is lost, and the dialog says so.
          void import('../components/error-modal').then(({ reportError }) => reportError(new ApiError('network', null, null)));
          return;
        } finally {
          inFlight.current = false;
        }
      } else schema = submission.schema;
      const checked = validateWith(schema, submission.input, t, keyedBy);
      // The form's own rules come first, in their order (a summary lists them so), and win over the contract's.
      const errors: FieldErrors = { ...submission.extraErrors };
      for (const [field, message] of Object.entries(checked.errors ?? {})) if (!(field in errors)) errors[field] = message;
      if (checked.data === null || Object.keys(errors).length > 0) {
        setErrors(errors);
        submission.onFieldErrors?.(errors);
        return;
      }
      const data = checked.data;
      inFlight.current = true;
      setPending(true);
      let outcome: { ok: true; result: Result } | { ok: false; error: unknown };
      try {
        outcome = { ok: true, result: await submission.call(data) };
      } catch (error) {
        outcome = { ok: false, error };
      } finally {
        inFlight.current = false;
        setPending(false);
      }
      if (outcome.ok) {
        await submission.onSuccess?.(outcome.result, data);
        return;
      }
      const fields = fieldErrorsOf(outcome.error, keyedBy);
      if (Object.keys(fields).length > 0) {
        setErrors(fields);
        submission.onFieldErrors?.(fields);
        return;
      }
      const placed = submission.onError?.(outcome.error) ?? {};
      const errorsAfter = Object.keys(placed).length > 0 ? placed : duplicateErrors(outcome.error, submission.duplicateField, t);
      setErrors(errorsAfter);
      if (Object.keys(errorsAfter).length > 0) submission.onFieldErrors?.(errorsAfter);
    },
    [t, keyedBy, setErrors],
  );

  const { values, errors } = state;
  const changeOf = useCallback(
    <K extends keyof T & string>(field: K, read: (target: HTMLInputElement) => unknown) =>
      (next: unknown) => {
        const start = prefetch.current;
        if (start) {
          prefetch.current = undefined;
          // A failure here is met again, and reported, by the submission.
          Promise.all([start(), loadProblemTexts()]).catch(() => undefined);
        }
        setField(field, (isChangeEvent(next) ? read(next.currentTarget) : next) as T[K]);
      },
    [setField],
  );

  /** Props for a Mantine input (text, select, a group's value): its value, a change handler that clears its error, the error. */
  const getInputProps = <K extends keyof T & string>(field: K) => ({
    value: values[field],
    onChange: changeOf(field, (target) => target.value),
    error: errors[field],
  });

  /** Props for a Mantine checkbox or switch. */
  const getCheckboxProps = <K extends keyof T & string>(field: K) => ({
    checked: Boolean(values[field]),
    onChange: changeOf(field, (target) => target.checked),
    error: errors[field],
  });

  return { ...state, pending, submit, getInputProps, getCheckboxProps };
}

export type ContractForm<T extends object> = ReturnType<typeof useContractForm<T>>;
