import { Alert, Anchor, List } from '@mantine/core';
import { useCallback, useEffect, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

export interface SummaryItem {
  /** The id of the element holding the field. */
  target: string;
  text: string;
}

const controls =
  'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled), [contenteditable="true"], button:not(:disabled)';

/**
 * The control a field's id leads to: the element itself when it is one, else the first control in it
 * (a fieldset's first select, a group's first radio), else a control that names it as its label's target.
 */
export function controlOf(id: string): HTMLElement | null {
  const element = document.getElementById(id);
  if (!element) return null;
  if (element.matches(controls)) return element;
  return (
    element.querySelector<HTMLElement>(controls) ?? document.querySelector<HTMLElement>(`[aria-labelledby~="${id.replace(/["\\]/g, '')}"]`)
  );
}

/** Moves the focus to a field's control, and brings it into sight. */
export function focusField(id: string): void {
  const control = controlOf(id);
  if (!control) return;
  control.focus();
  control.scrollIntoView?.({ block: 'center' });
}

/** Lines in the order their fields stand in the page; a line whose field is not on it goes last. */
export function inFormOrder(items: SummaryItem[]): SummaryItem[] {
  const placed = items.map((item, index) => ({ item, index, element: document.getElementById(item.target) }));
  return placed
    .sort((a, b) => {
      if (a.element && b.element && a.element !== b.element) {
        const position = a.element.compareDocumentPosition(b.element);
        if (position & Node.DOCUMENT_POSITION_FOLLOWING) return -1;
        if (position & Node.DOCUMENT_POSITION_PRECEDING) return 1;
      }
      if (a.element && !b.element) return -1;
      if (!a.element && b.element) return 1;
      return a.index - b.index;
    })
    .map((p) => p.item);
}

/**
 * What stops a save, listed at the top of the form: it takes the focus after a failed save, and
 * each line leads to its field.
 */
export function ErrorSummary({ title, items, ref }: { title: string; items: SummaryItem[]; ref?: Ref<HTMLDivElement> }) {
  if (items.length === 0) return null;
  return (
    <Alert ref={ref} color="red" title={title} tabIndex={-1} role="alert">
      <List size="sm" spacing={2}>
        {inFormOrder(items).map((item) => (
          <List.Item key={`${item.target}:${item.text}`}>
            {/* At least 24 px tall, the smallest target WCAG 2.5.8 allows. */}
            <Anchor
              href={`#${item.target}`}
              size="sm"
              display="inline-block"
              mih={24}
              lh="24px"
              onClick={(e) => {
                e.preventDefault();
                focusField(item.target);
              }}
            >
              {item.text}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** The id of a form's field, where its error summary leads: `${form}-${field}`. */
export const fieldIdIn = (form: string) => (field: string) => `${form}-${field}`;

/** A form's messages as summary lines, each leading to its field. */
export function summaryItemsOf(form: string, errors: Record<string, string | null | undefined>): SummaryItem[] {
  return Object.entries(errors).flatMap(([field, text]) => (text ? [{ target: `${form}-${field}`, text }] : []));
}

/**
 * A form's error summary, as GOV.UK's: after a failed submit (`failed`) the summary takes the focus,
 * so that it is read out first.
 */
export function useErrorSummary() {
  const ref = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt > 0) ref.current?.focus();
  }, [attempt]);
  const failed = useCallback(() => setAttempt((n) => n + 1), []);
  return [ref, failed] as const;
}

/**
 * A form's summary with the common heading ("There is a problem"): the lines of `errors`, each
 * leading to `${form}-${field}`, in the order the fields stand.
 */
export function FormErrorSummary({
  form,
  errors,
  summaryRef,
  title,
}: {
  form: string;
  errors: Record<string, string | null | undefined>;
  summaryRef?: Ref<HTMLDivElement>;
  title?: string;
}) {
  // No namespace of its own: a fast public page loads the texts of problems only once there is one.
  const { t } = useTranslation();
  return <ErrorSummary ref={summaryRef} title={title ?? t('validation:summaryTitle')} items={summaryItemsOf(form, errors)} />;
}
