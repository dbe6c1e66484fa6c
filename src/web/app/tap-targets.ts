import { ActionIcon, Burger, Button, Checkbox, CloseButton, Input, NavLink, Pagination, Radio, rem } from '@mantine/core';

/**
 * Controls people use most are at least 44 px each way (GOV.UK's habit, well above WCAG 2.5.8's
 * 24 px): buttons, icon buttons, the menu button, inputs, the pager's buttons, menu links, and the
 * label of a checkbox or radio, which takes the tap for its box, and a switch's body (a label that
 * holds its track and its words, or the track alone in a table's row). Sizes lg and xl are larger already.
 */
export const tapTarget = 44;
export const least = rem(tapTarget);
const small = (size: unknown) => size === undefined || ['xs', 'sm', 'md', 'compact-xs', 'compact-sm', 'compact-md'].includes(String(size));
/** Half of what a 20 px checkbox or radio and its label's line lack of 44 px, above and below. */
const labelPadding = rem((tapTarget - 20) / 2);
const labelled = { label: { paddingBlock: labelPadding }, inner: { marginTop: labelPadding } };

export const tapTargetComponents = {
  Button: Button.extend({ vars: (_theme, props) => ({ root: { '--button-height': small(props.size) ? least : undefined } }) }),
  ActionIcon: ActionIcon.extend({ vars: (_theme, props) => ({ root: { '--ai-size': small(props.size) ? least : undefined } }) }),
  CloseButton: CloseButton.extend({ vars: (_theme, props) => ({ root: { '--cb-size': small(props.size) ? least : undefined } }) }),
  Input: Input.extend({ vars: (_theme, props) => ({ wrapper: { '--input-height': small(props.size) ? least : undefined } }) }),
  Pagination: Pagination.extend({ vars: () => ({ root: { '--pagination-control-size': least } }) }),
  Burger: Burger.extend({
    styles: { root: { width: least, height: least, padding: `calc((${least} - var(--burger-size)) / 2)` } },
  }),
  // The eye button inside a password field fills the field's height and a square of its own.
  // (theme.ts adds its default props, rightSectionWidth: least among them.)
  PasswordInput: { styles: { visibilityToggle: { width: least, height: least, minWidth: least, minHeight: least } } },
  NavLink: NavLink.extend({ styles: { root: { minHeight: least } } }),
  Checkbox: Checkbox.extend({ styles: (_theme, props) => (props.label ? labelled : {}) }),
  Radio: Radio.extend({ styles: (_theme, props) => (props.label ? labelled : {}) }),
  // A plain entry, as the password field's: `Switch.extend` would bring the switch's code into every
  // page's script, where no public page shows one.
  Switch: { styles: { body: { minHeight: least, minWidth: least, alignItems: 'center' } } },
};
