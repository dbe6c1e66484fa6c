import type { Page } from 'playwright-core';
import { eventually } from './portal';

/**
 * What screen readers were told, as it happened. A live region can say one thing and the next a
 * moment later (dnd-kit says "over …" right after "picked up", and again on every move); a check
 * that looks at the region now and then may only ever see the last. So an observer, installed
 * before the key press, keeps every text any live region held, in order, and the check looks there.
 */
export interface Announcements {
  /** Waits until some live region has said exactly `text` since recording began. */
  heard(text: string): Promise<void>;
  /** Everything said so far, in order. */
  all(): Promise<string[]>;
}

declare global {
  interface Window {
    __announcements?: string[];
  }
}

export async function recordAnnouncements(page: Page): Promise<Announcements> {
  await page.evaluate(() => {
    const said: string[] = [];
    window.__announcements = said;
    const regions = '[aria-live], [role="status"], [role="alert"], [role="log"]';
    const note = (text: string | null | undefined) => {
      const trimmed = text?.trim();
      if (trimmed && said.at(-1) !== trimmed) said.push(trimmed);
    };
    const regionAround = (node: Node) => (node instanceof Element ? node : node.parentElement)?.closest(regions) ?? null;
    new MutationObserver((mutations) => {
      const touched = new Set<Element>();
      for (const mutation of mutations) {
        const region = regionAround(mutation.target);
        if (region) {
          // Records come in batches; what a text said before it was replaced is in the record, not the page.
          if (mutation.type === 'characterData') note(mutation.oldValue);
          for (const removed of mutation.removedNodes) note(removed.textContent);
          touched.add(region);
        }
        for (const added of mutation.addedNodes) {
          if (!(added instanceof Element)) continue;
          for (const inner of [added, ...added.querySelectorAll(regions)]) if (inner.matches(regions)) touched.add(inner);
        }
      }
      for (const region of touched) note(region.textContent);
    }).observe(document.body, { subtree: true, childList: true, characterData: true, characterDataOldValue: true });
  });
  const all = () => page.evaluate(() => [...(window.__announcements ?? [])]);
  return {
    all,
    heard: async (text) => {
      await eventually(all).toContain(text);
    },
  };
}
