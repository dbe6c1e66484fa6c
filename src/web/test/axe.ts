import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe (WCAG 2.0–2.2 A and AA) on what a component test has rendered and fails on every
 * finding: names, labels, roles, captions and ARIA are checked beside the behaviour. Contrast needs
 * a real layout, which happy-dom does not compute, so the browser journeys
 * (e2e/portal-wide/accessibility.spec.ts) keep checking it.
 */
export async function expectNoAxeViolations(root: Element = document.body): Promise<void> {
  const results = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.html)
        .slice(0, 3)
        .join(', ')}`,
  );
  expect(summary).toEqual([]);
}
