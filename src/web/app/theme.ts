import { Anchor, Badge, createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { i18n } from '../lib/i18n';
import { readableOn } from './contrast';
import { least, tapTargetComponents } from './tap-targets';

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
  // Mantine's default (0.3) puts white text on colours such as green.8 or red.8 at about 3.4:1;
  // from 0.179 up, dark text reaches 4.5:1, and below it white text does (WCAG 1.4.3).
  luminanceThreshold: 0.179,
  focusRing: 'auto',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif' },
  defaultRadius: 'sm',
  cursorType: 'pointer',
  components: {
    ...tapTargetComponents,
    // A link inside text must not be told apart by colour alone (WCAG 1.4.1): the portal blue is
    // only 2.7:1 against body text. Menus and headers that want otherwise say so.
    Anchor: Anchor.extend({ defaultProps: { underline: 'always' } }),
    // A status in a narrow table cell was cut to "GRE…" (Mantine clips a badge's label): a badge
    // is as wide as its word, and the cell makes room for it.
    Badge: Badge.extend({ styles: { root: { overflow: 'visible', flexShrink: 0 }, label: { overflow: 'visible', textOverflow: 'clip' } } }),
    // A notification's close button is an icon alone: it needs a name (WCAG 4.1.2), in the language
    // of the moment, so the default props are a function, which Mantine calls at each render.
    Notification: { defaultProps: () => ({ closeButtonProps: { 'aria-label': i18n.t('common:actions.close') } }) },
    // Keyboard users must be able to reveal what they typed too: the eye button is a tab stop of
    // its own, named in the reader's language, its state in aria-pressed.
    PasswordInput: {
      ...tapTargetComponents.PasswordInput,
      defaultProps: () => ({
        rightSectionWidth: least,
        visibilityToggleFocusable: true,
        visibilityToggleButtonProps: { 'aria-label': i18n.t('common:actions.showPassword') },
      }),
    },
    // A table wider than the screen scrolls sideways: keyboard users must be able to reach the
    // scrolling area itself, even when the table holds no link or button to tab to (WCAG 2.1.1).
    TableScrollContainer: { defaultProps: { scrollAreaProps: { viewportProps: { tabIndex: 0 } } } },
  },
});

const white = '#ffffff';

/**
 * Every colour's text on its own light background (an Alert, a light Badge or Button: shade 9 on
 * shade 1) darkened where it falls short of 4.5:1; Mantine's green, for one, is 3.8:1 there.
 */
function readableLightColors(colors: Record<string, MantineColorsTuple>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(colors).map(([name, shades]) => [`--mantine-color-${name}-light-color`, readableOn(shades[9], shades[1])]),
  );
}

/**
 * The colours that carry meaning, dark enough for WCAG AA on white in every state, in this one
 * place: secondary and placeholder text, links, each colour's text on its light background, and
 * the error red (Mantine's is 3.3:1), which colours both a field's error text and its border.
 */
export const cssVariablesResolver: CSSVariablesResolver = (mantine) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#4f575e',
    '--mantine-color-placeholder': '#6a737b',
    '--mantine-color-anchor': '#02529c',
    '--mantine-color-error': readableOn(mantine.colors.red[6], white),
    // The theme given here is already merged with Mantine's: its colours are all of them.
    ...readableLightColors(mantine.colors),
  },
  dark: {},
});
