import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** The Icelandic national blue (#02529C) at shade 6, with lighter and darker steps around it. */
const portalBlue: MantineColorsTuple = [
  '#e7f0f9',
  '#cddff2',
  '#9cbfe5',
  '#689dd8',
  '#3d80cc',
  '#1769b8',
  '#02529c',
  '#024787',
  '#013c72',
  '#01305b',
];

export const theme = createTheme({
  primaryColor: 'portal',
  primaryShade: 6,
  colors: { portal: portalBlue },
  autoContrast: true,
  focusRing: 'auto',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif' },
  defaultRadius: 'sm',
  cursorType: 'pointer',
});

/** Secondary and placeholder text dark enough for WCAG AA contrast on white (at least 4.5:1). */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#4f575e',
    '--mantine-color-placeholder': '#6a737b',
    '--mantine-color-anchor': '#02529c',
  },
  dark: {},
});
