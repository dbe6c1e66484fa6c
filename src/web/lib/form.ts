import { useCallback, useLayoutEffect, useMemo, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { ZodType } from 'zod';
import { issueProblem, problemText, valueAt, type IssueLike, type Problem, type ProblemLike } from '../../shared/issue-message';
import { ErrorCode } from '../../shared/errors';
import { ApiError, businessMessageOf, fieldProblemsOf, isApiError } from './errors';
import { hasProblemTexts, loadProblemTexts } from './i18n';
import { sameValues, useUnsavedChanges } from './unsaved-changes';

type Translate = (key: string | string[], options?: Record<string, unknown>) => string;

export type { Problem, ProblemLike };

/** One zod issue in words, the same words the server uses (validation namespace). */
export function issueMessage(issue: IssueLike & { path?: PropertyKey[] }, t: Translate, value?: unknown): string {
  return problemText(issueProblem(issue, issue.path ?? [], value), t);
}

/** The names of a person's fields on a form that is about someone else (no "your"). */
export const personNames: Record<string, string> = { name: 'personName', surname: 'personSurname' };

/** Each field's message in words. */
export type FieldErrors = Record<string, string>;
/** Each field's problem as it is kept: words to look up (said again in a new language) or words as given. */
export type FieldProblems = Record<string, ProblemLike>;

/** What is wrong with the repetition of a chosen password, if anything. */
export function confirmationProblem(password: string, confirmation: string, field = 'confirmPassword'): Problem | null {
  if (confirmation === '') return { key: 'validation:required', field };
  return password === confirmation ? null : { key: 'validation:passwordMismatch' };
}

/**
 * Checks values against a shared contract schema: the first problem of each field, kept as a key.
 * `keyedBy: 'member'` keys a problem by its whole path (`options.2.name`), as the server's replies are.
 */
export function problemsOf<T>(
  schema: ZodType<T>,
  values: unknown,
  keyedBy: 'field' | 'member' = 'field',
): { data: T; problems: null } | { data: null; problems: Record<string, Problem> } {
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, problems: null };
  const problems: Record<string, Problem> = {};
  for (const issue of result.error.issues as unknown as (IssueLike & { path: PropertyKey[] })[]) {
    const field = keyedBy === 'field' ? String(issue.path[0] ?? '_') : issue.path.map(String).join('.') || '_';
    if (!(field in problems)) problems[field] = issueProblem(issue, issue.path, valueAt(values, issue.path));
  }
  return { data: null, problems };
}

/** Checks values against a shared contract schema; the first problem of each field, translated. */
export function validateWith<T>(
  schema: ZodType<T>,
  values: unknown,
  t: Translate,
  keyedBy: 'field' | 'member' = 'field',
): { data: T; errors: null } | { data: null; errors: FieldErrors } {
  const checked = problemsOf(schema, values, keyedBy);
  if (checked.problems === null) return { data: checked.data, errors: null };
  return { data: null, errors: translateProblems(checked.problems, t) };
}

/** Problems in the words of the language `t` speaks; `names` renames fields for one form. */
export function translateProblems(problems: FieldProblems, t: Translate, names?: Record<string, string>): FieldErrors {
  const out: FieldErrors = {};
  for (const [field, problem] of Object.entries(problems)) out[field] = problemText(problem, t, names);
  return out;
}

/**
 * A small form state: values, per-field problems, and setters that clear a field's problem on change.
 * Problems are kept as keys and said at each render, so a change of language says them again.
 */
export function useFormState<T extends object>(
  initial: T | (() => T),
  names?: Record<string, string>,
  { askBeforeLeaving = true }: { askBeforeLeaving?: boolean } = {},
) {
  const { t, i18n } = useTranslation();
  const [values, setValues] = useState<T>(initial);
  // What the form held when it opened or was last saved or reset: a change from it is unsaved.
  const [baseline, setBaseline] = useState<T>(values);
  const changed = useMemo(() => !sameValues(values, baseline), [values, baseline]);
  const unsaved = useUnsavedChanges(askBeforeLeaving && changed);
  const [problems, setErrors] = useState<FieldProblems>({});
  const language = i18n.language;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- said again when the language changes
  const errors = useMemo(() => translateProblems(problems, t, names), [problems, t, language, names]);
  const current = useRef(values);
  useLayoutEffect(() => {
    current.current = values;
  }, [values]);
  const setField = useCallback(<K extends keyof T>(key: K, value: T[K]) => {
    // An input that says its value again unchanged (a number field when the focus leaves it) keeps
    // its error: it was not corrected.
    if (Object.is(current.current[key], value)) return;
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
    setBaseline(next);
    setErrors({});
  }, []);
  const { saved: savedNow } = unsaved;
  /** The values on screen are saved: nothing is asked before leaving until they change again. */
  const markSaved = useCallback(() => {
    savedNow();
    setBaseline(current.current);
  }, [savedNow]);
  return { values, setValues, setField, errors, problems, setErrors, reset, changed, markSaved };
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
  extraErrors?: FieldProblems;
  call: (data: Input) => Promise<Result>;
  onSuccess?: (result: Result, data: Input) => unknown;
  /**
   * A failure without validation errors. The query client's handler has already shown it unless the
   * mutation's meta says otherwise; field errors returned here land on the fields.
   */
  onError?: (error: unknown) => FieldProblems | null | void;
  /** Fields were refused, by the contract or by the server: e.g. to bring them into sight. */
  onFieldErrors?: (errors: FieldErrors) => void;
  /**
   * The field a duplicate refusal (450) is about, e.g. a name that is taken: its message lands there.
   * `null` when the form shows the refusal itself; left out, it goes to the error dialog.
   */
  duplicateField?: string | null;
}

/**
 * The global handler leaves a duplicate refusal to the form (requirements §8), so the form
 * must say it: on the field it is about, else in the error dialog. Never silently.
 */
function duplicateErrors(error: unknown, field: string | null | undefined, t: TFunction): FieldProblems {
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
    /**
     * Fields this form names otherwise than the common words (`validation:field.<name>`): a role's
     * `name` is `roleName`, not a person's first name.
     */
    names?: Record<string, string>;
    /**
     * Whether leaving the page with changes asks first (the default). A form that keeps nothing
     * (a sign-in, a filter) says false.
     */
    askBeforeLeaving?: boolean;
  } = {},
) {
  const { t } = useTranslation();
  const names = options.names;
  const state = useFormState<T>(initial, names, { askBeforeLeaving: options.askBeforeLeaving });
  const { setErrors, setField, markSaved } = state;
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
      const checked = problemsOf(schema, submission.input, keyedBy);
      // The form's own rules win over the contract's; the summary lists them in the form's order.
      const errors: FieldProblems = { ...submission.extraErrors };
      for (const [field, problem] of Object.entries(checked.problems ?? {})) if (!(field in errors)) errors[field] = problem;
      if (checked.data === null || Object.keys(errors).length > 0) {
        setErrors(errors);
        submission.onFieldErrors?.(translateProblems(errors, t, names));
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
        // Saved before what follows: a form that moves on to another page is not asked about it.
        markSaved();
        await submission.onSuccess?.(outcome.result, data);
        return;
      }
      const fields = fieldProblemsOf(outcome.error, keyedBy);
      if (Object.keys(fields).length > 0) {
        setErrors(fields);
        submission.onFieldErrors?.(translateProblems(fields, t, names));
        return;
      }
      const placed = submission.onError?.(outcome.error) ?? {};
      const errorsAfter = Object.keys(placed).length > 0 ? placed : duplicateErrors(outcome.error, submission.duplicateField, t);
      setErrors(errorsAfter);
      if (Object.keys(errorsAfter).length > 0) submission.onFieldErrors?.(translateProblems(errorsAfter, t, names));
    },
    [t, keyedBy, setErrors, names, markSaved],
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
