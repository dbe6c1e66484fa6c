// @vitest-environment happy-dom
import { Button, Checkbox, MantineProvider, TextInput } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { emailAddress, text, type ValidationError } from '../../shared/contracts/common';
import { ApiError } from './errors';
import { createI18n } from './i18n';
import { useContractForm, type FieldErrors } from './form';
import { stubMatchMedia } from '../test/match-media';

const contract = z.object({ name: text().trim().min(1).max(10), emailAddress, agree: z.boolean() });
type Input = z.infer<typeof contract>;

interface Wiring {
  call: (data: Input) => Promise<string>;
  onSuccess?: (result: string, data: Input) => void;
  onError?: (error: unknown) => FieldErrors | void;
  onFieldErrors?: (errors: FieldErrors) => void;
  extraErrors?: FieldErrors;
  duplicateField?: string | null;
}

function SignUp({ wiring }: { wiring: Wiring }) {
  const form = useContractForm({ name: '', emailAddress: '', agree: false });
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void form.submit({ schema: contract, input: form.values, ...wiring });
      }}
    >
      <TextInput label="Name" {...form.getInputProps('name')} />
      <TextInput label="E-mail" {...form.getInputProps('emailAddress')} />
      <Checkbox label="Agree" {...form.getCheckboxProps('agree')} />
      <Button type="submit" loading={form.pending}>
        Send
      </Button>
    </form>
  );
}

let i18n: I18n;
beforeAll(async () => {
  stubMatchMedia();
  i18n = await createI18n('en');
  await i18n.loadNamespaces(['validation', 'errors']);
});
afterEach(cleanup);

function renderForm(wiring: Wiring) {
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider env="test">
        <SignUp wiring={wiring} />
      </MantineProvider>
    </I18nextProvider>,
  );
  const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  return { send, type };
}

const badRequest = (validationErrors: ValidationError[] | null, message = 'Your request is not valid!') =>
  new ApiError('http', 400, { code: 0, message, details: null, validationErrors });

describe('useContractForm', () => {
  it('checks the values with the contract, says what is wrong on each field in words, and sends nothing', async () => {
    const call = vi.fn(async () => 'ok');
    const onFieldErrors = vi.fn();
    const { send, type } = renderForm({ call, onFieldErrors });
    type('E-mail', 'not-an-address');
    send();
    const name = screen.getByLabelText('Name');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Enter your first name')).toBeTruthy();
    expect(screen.getByText(i18n.t('validation:email'))).toBeTruthy();
    // The message is tied to its input, so a screen reader reads it with the field.
    const described = name.getAttribute('aria-describedby') ?? '';
    expect(described.split(' ').some((id) => document.getElementById(id)?.textContent === 'Enter your first name')).toBe(true);
    expect(call).not.toHaveBeenCalled();
    expect(onFieldErrors).toHaveBeenCalledWith({ name: 'Enter your first name', emailAddress: i18n.t('validation:email') });
  });

  it('clears a field’s error when it changes, and only that field’s', async () => {
    const { send, type } = renderForm({ call: async () => 'ok' });
    send();
    await screen.findByText('Enter your first name');
    type('Name', 'Anna');
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
  });

  it('sends the contract’s parsed data and hands the result on', async () => {
    const call = vi.fn(async (data: Input) => `hello ${data.name}`);
    const onSuccess = vi.fn();
    const { send, type } = renderForm({ call, onSuccess });
    type('Name', '  Anna  ');
    type('E-mail', 'anna@example.is');
    fireEvent.click(screen.getByLabelText('Agree'));
    send();
    await waitFor(() =>
      expect(onSuccess).toHaveBeenCalledWith('hello Anna', { name: 'Anna', emailAddress: 'anna@example.is', agree: true }),
    );
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('lets rules beyond the contract refuse too', async () => {
    const call = vi.fn(async () => 'ok');
    const { send, type } = renderForm({ call, extraErrors: { agree: 'Please agree.' } });
    type('Name', 'Anna');
    type('E-mail', 'anna@example.is');
    send();
    expect(await screen.findByText('Please agree.')).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
  });

  it('puts the server’s validation errors on the fields they name', async () => {
    const onError = vi.fn();
    const onFieldErrors = vi.fn();
    const call = async () => {
      throw badRequest([{ message: 'That address is taken.', members: ['EmailAddress'] }]);
    };
    const { send, type } = renderForm({ call, onError, onFieldErrors });
    type('Name', 'Anna');
    type('E-mail', 'anna@example.is');
    send();
    expect(await screen.findByText('That address is taken.')).toBeTruthy();
    expect(onFieldErrors).toHaveBeenCalledWith({ emailAddress: 'That address is taken.' });
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(onError).not.toHaveBeenCalled();
  });

  it('says the server’s problem in the form’s words and again in a new language', async () => {
    const call = async () => {
      // The server spoke Icelandic; the form says the problem in the reader's language.
      throw badRequest([{ message: 'Sláðu inn eiginnafn', members: ['Name'], problem: { key: 'validation:required' } }]);
    };
    const { send, type } = renderForm({ call });
    type('Name', 'Anna');
    type('E-mail', 'anna@example.is');
    send();
    expect(await screen.findByText('Enter your first name')).toBeTruthy();
    await act(() => i18n.changeLanguage('is'));
    expect(await screen.findByText('Sláðu inn eiginnafn')).toBeTruthy();
    await act(() => i18n.changeLanguage('en'));
  });

  it('hands any other failure to onError, which may name a field', async () => {
    const refusal = new ApiError('http', 400, { code: 450, message: 'Already registered.', details: null, validationErrors: null });
    const onError = vi.fn((error: unknown) => ({ emailAddress: (error as ApiError).message }));
    const { send, type } = renderForm({
      call: async () => {
        throw refusal;
      },
      onError,
    });
    type('Name', 'Anna');
    type('E-mail', 'anna@example.is');
    send();
    expect(await screen.findByText('Already registered.')).toBeTruthy();
    expect(onError).toHaveBeenCalledWith(refusal);
  });

  it('puts a duplicate refusal on the field it is about, never dropping it silently', async () => {
    const onFieldErrors = vi.fn();
    const { send, type } = renderForm({
      call: async () => {
        throw new ApiError('http', 400, { code: 450, message: 'The address is in use.', details: null, validationErrors: null });
      },
      duplicateField: 'emailAddress',
      onFieldErrors,
    });
    type('Name', 'Anna');
    type('E-mail', 'anna@example.is');
    send();
    expect(await screen.findByText('The address is in use.')).toBeTruthy();
    expect(screen.getByLabelText('E-mail').getAttribute('aria-invalid')).toBe('true');
    expect(onFieldErrors).toHaveBeenCalledWith({ emailAddress: 'The address is in use.' });
  });

  it('is pending while the call is on its way, and sends once however often it is submitted', async () => {
    let answer: (value: string) => void = () => undefined;
    const call = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const onSuccess = vi.fn();
    const { send, type } = renderForm({ call, onSuccess });
    type('Name', 'Anna');
    type('E-mail', 'anna@example.is');
    send();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('data-loading')).toBe(true));
    fireEvent.submit(screen.getByRole('button', { name: 'Send' }).closest('form')!);
    expect(call).toHaveBeenCalledTimes(1);
    await act(async () => answer('done'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('data-loading')).toBe(false));
    expect(onSuccess).toHaveBeenCalledTimes(1);
  });
});
