import { Alert, Anchor, List } from '@mantine/core';
import { useCallback, useEffect, useRef, useState, type Ref } from 'react';

export interface SummaryItem {
  /** The id of the element holding the field. */
  target: string;
  text: string;
}

/** Moves the focus to a field: the element itself when it takes focus, else the first control in it. */
export function focusField(id: string): void {
  const element = document.getElementById(id);
  if (!element) return;
  const control = element.matches('input, textarea, select, button, [contenteditable="true"]')
    ? element
    : (element.querySelector<HTMLElement>('input:not([type="hidden"]), textarea, [contenteditable="true"], button') ?? element);
  control.focus();
  control.scrollIntoView?.({ block: 'center' });
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
        {items.map((item) => (
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
