import { VisuallyHidden } from '@mantine/core';

/** Where a message is heard: beside the bell, or inside the open panel (a modal hides the rest of the page from screen readers). */
export type AnnouncePlace = 'header' | 'panel';

export interface Announcement {
  text: string;
  place: AnnouncePlace;
  /** Counts the messages, so the same words said twice still change the region and are heard again. */
  n: number;
}

/** A polite live region for one place; an alternating no-break space makes a repeated message a change. */
export function LiveMessage({ announcement, place }: { announcement: Announcement; place: AnnouncePlace }) {
  const text = announcement.place === place ? `${announcement.text}${announcement.n % 2 ? '\u00a0' : ''}` : '';
  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
      {text}
    </VisuallyHidden>
  );
}
