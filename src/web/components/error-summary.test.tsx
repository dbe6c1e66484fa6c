// @vitest-environment happy-dom
import { Button, MantineProvider, TextInput } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { emailAddress, text } from '../../shared/contracts/common';
import { createI18n } from '../lib/i18n';
import { emptyDateParts, type DateParts } from '../lib/dates';
import { useContractForm } from '../lib/form';
import { dateOfBirthIssue } from '../lib/validators';
import { DateOfBirthInput } from './date-of-birth-input';
import { FormErrorSummary, fieldIdIn, useErrorSummary } from './error-summary';
import { stubMatchMedia } from '../test/match-media';

const contract = z.object({ name: text().trim().min(2).max(10), surname: text().trim().min(1), emailAddress });

/** A form whose own rule (the date) is checked before the contract's, though it stands after the names. */
function Person() {
  const form = useContractForm<{ name: string; surname: string; dateOfBirth: DateParts; emailAddress: string }>({
    name: '',
    surname: '',
    dateOfBirth: emptyDateParts,
    emailAddress: '',
  });
  const [summaryRef, failed] = useErrorSummary();
  const id = fieldIdIn('person');
  const problem = dateOfBirthIssue(form.values.dateOfBirth);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void form.submit({
          schema: contract,
          input: form.values,
          extraErrors: problem ? { dateOfBirth: problem } : {},
          call: async () => 'ok',
          onFieldErrors: failed,
        });
      }}
    >
      <FormErrorSummary form="person" errors={form.errors} summaryRef={summaryRef} />
      <TextInput id={id('name')} label="First" {...form.getInputProps('name')} />
      <TextInput id={id('surname')} label="Last" {...form.getInputProps('surname')} />
      <DateOfBirthInput
        id={id('dateOfBirth')}
        legend="Born"
        value={form.values.dateOfBirth}
        onChange={(value) => form.setField('dateOfBirth', value)}
        error={form.errors.dateOfBirth}
      />
      <TextInput id={id('emailAddress')} label="Mail" {...form.getInputProps('emailAddress')} />
      <Button type="submit">Send</Button>
    </form>
  );
}

let i18n: I18n;
beforeAll(async () => {
  stubMatchMedia();
  i18n = await createI18n('en');
  await i18n.loadNamespaces(['validation', 'errors', 'common']);
  await i18n.loadLanguages('is');
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

async function failedSubmit() {
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <Person />
      </MantineProvider>
    </I18nextProvider>,
  );
  fireEvent.change(screen.getByLabelText('First'), { target: { value: ' ' } });
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  const heading = await screen.findByText('There is a problem');
  return heading.closest<HTMLElement>('[tabindex="-1"]')!;
}

const lines = (summary: HTMLElement) =>
  within(summary)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('a form’s error summary', () => {
  it('names each field, says what to do, and follows the form’s order', async () => {
    const summary = await failedSubmit();
    expect(lines(summary)).toEqual([
      'Enter your first name',
      'Enter your last name',
      'Enter your date of birth',
      'Enter an e-mail address',
    ]);
    expect(within(summary).getByText('There is a problem')).toBeTruthy();
    // Taken by the focus after the failed submit, so that it is read first.
    await waitFor(() => expect(document.activeElement).toBe(summary));
  });

  it('leads every line to a control that takes the focus, a fieldset’s first select too', async () => {
    const summary = await failedSubmit();
    for (const [text, label] of [
      ['Enter your date of birth', 'Day'],
      ['Enter your last name', 'Last'],
    ] as const) {
      fireEvent.click(within(summary).getByRole('link', { name: text }));
      const focused = document.activeElement as HTMLElement;
      expect(focused.matches('input, select')).toBe(true);
      expect(focused).toBe(screen.getByLabelText(label));
    }
  });

  it('says the messages again in the language chosen while they show', async () => {
    const summary = await failedSubmit();
    await act(async () => {
      await i18n.changeLanguage('is');
    });
    await waitFor(() =>
      expect(lines(summary)).toEqual(['Sláðu inn eiginnafn', 'Sláðu inn kenninafn', 'Sláðu inn fæðingardag', 'Sláðu inn netfang']),
    );
    expect(within(summary).getByText('Athugaðu eftirfarandi')).toBeTruthy();
    // The field's own message too, not only the summary's line.
    expect(screen.getAllByText('Sláðu inn eiginnafn')).toHaveLength(2);
  });
});
