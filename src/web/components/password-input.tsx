import { PasswordInput as MantinePasswordInput, type PasswordInputProps } from '@mantine/core';

/**
 * Mantine's password field links its hint and error but never sets aria-invalid, so a screen
 * reader does not hear that the field is wrong, and the form's own checks cannot find it (WCAG
 * 3.3.1). This one marks it as every other field is marked. Import it, not Mantine's.
 */
export function PasswordInput(props: PasswordInputProps) {
  return <MantinePasswordInput aria-invalid={props.error ? true : undefined} {...props} />;
}
