// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PasswordInput } from './password-input';

afterEach(cleanup);

const field = () => screen.getByLabelText('Password', { selector: 'input' });
const describedBy = () =>
  (field().getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('PasswordInput', () => {
  it('tells a screen reader that the field is wrong, and reads it its hint and error', () => {
    render(
      <MantineProvider>
        <PasswordInput label="Password" description="At least 8 characters" error="Too short" />
      </MantineProvider>,
    );
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(describedBy().sort()).toEqual(['At least 8 characters', 'Too short']);
  });

  it('says nothing of the kind while the field is fine', () => {
    render(
      <MantineProvider>
        <PasswordInput label="Password" />
      </MantineProvider>,
    );
    expect(field().getAttribute('aria-invalid')).toBeNull();
    expect(field().getAttribute('aria-describedby')).toBeNull();
  });
});
