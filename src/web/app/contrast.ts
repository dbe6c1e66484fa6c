import { darken, luminance } from '@mantine/core';

/** WCAG 2 contrast ratio of two opaque colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** Text needs 4.5:1 (WCAG 1.4.3); a field's border or an icon 3:1 (WCAG 1.4.11). */
export const textContrast = 4.5;

/** `color` itself when it reads well enough on `background`, else the first darker step that does. */
export function readableOn(color: string, background: string, minimum = textContrast): string {
  for (let step = 0; step <= 20; step++) {
    const candidate = step === 0 ? color : darken(color, step * 0.05);
    if (contrastRatio(candidate, background) >= minimum) return candidate;
  }
  return '#000000';
}
