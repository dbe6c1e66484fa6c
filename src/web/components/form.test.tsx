// @vitest-environment happy-dom
import { cleanup, createEvent, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Form } from './form';

afterEach(cleanup);

describe('a form', () => {
  it('keeps its name, leaves the checks to the fields, and keeps the submission in the page', () => {
    const onSubmit = vi.fn();
    render(
      <Form aria-label="Period" onSubmit={onSubmit}>
        <input type="email" required defaultValue="not an address" />
      </Form>,
    );
    const form = screen.getByRole<HTMLFormElement>('form', { name: 'Period' });
    expect(form.noValidate).toBe(true);
    const submission = createEvent.submit(form);
    fireEvent(form, submission);
    expect(submission.defaultPrevented).toBe(true);
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith();
  });
});
