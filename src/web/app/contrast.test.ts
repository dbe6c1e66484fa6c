import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, readableOn, textContrast } from './contrast';
import { cssVariablesResolver, theme } from './theme';

const resolved = mergeMantineTheme(DEFAULT_THEME, theme);
const light = cssVariablesResolver(resolved).light;

describe('theme colours in every state', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    // Mantine's error red, which the audit measured.
    expect(contrastRatio('#fa5252', '#ffffff')).toBeCloseTo(3.28, 2);
  });

  it('darkens a colour only as far as it must', () => {
    expect(readableOn('#02529c', '#ffffff')).toBe('#02529c');
    expect(contrastRatio(readableOn('#fa5252', '#ffffff'), '#ffffff')).toBeGreaterThanOrEqual(textContrast);
  });

  it('gives error text and invalid borders at least 4.5:1 on white', () => {
    expect(contrastRatio(light['--mantine-color-error'], '#ffffff')).toBeGreaterThanOrEqual(textContrast);
  });

  it('gives every colour’s text at least 4.5:1 on its own light background', () => {
    const names = Object.keys(resolved.colors);
    expect(names).toEqual(expect.arrayContaining(['green', 'red', 'orange', 'yellow', 'portal']));
    for (const name of names) {
      const text = light[`--mantine-color-${name}-light-color`];
      expect(contrastRatio(text, resolved.colors[name][1]), name).toBeGreaterThanOrEqual(textContrast);
    }
  });
});
