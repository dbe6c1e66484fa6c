// @vitest-environment happy-dom
import { notifications } from '@mantine/notifications';
import { act, renderHook } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../lib/i18n';
import { useEditForm, useEditModal } from './use-edit-modal';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('en');
  await i18n.loadNamespaces(['errors']);
});
const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;

interface Record {
  id: number;
  name: string;
}

describe('a screen opening an edit dialog', () => {
  it('opens for a new record or for one, and keeps the record while the dialog closes', () => {
    const { result } = renderHook(() => useEditModal<Record>());
    expect(result.current).toMatchObject({ opened: false, record: null });
    act(() => result.current.open());
    expect(result.current).toMatchObject({ opened: true, record: null });
    const record = { id: 7, name: 'Sjö' };
    act(() => result.current.open(record));
    expect(result.current).toMatchObject({ opened: true, record });
    act(() => result.current.close());
    expect(result.current).toMatchObject({ opened: false, record });
  });
});

describe('the dialog side of an edit', () => {
  const setup = (initial: { opened: boolean; source: Record | null | undefined }) => {
    const reset = vi.fn();
    const onClose = vi.fn();
    const mutation = { reset: vi.fn() };
    const hook = renderHook(
      ({ opened, source }) =>
        useEditForm({
          opened,
          onClose,
          reset,
          source,
          valuesOf: () => (source === undefined ? undefined : { name: source?.name ?? '' }),
          mutations: [mutation],
        }),
      { initialProps: initial, wrapper },
    );
    return { ...hook, reset, onClose, mutation };
  };

  it('fills the form when it opens, and again when the record arrives, but not at every render', () => {
    const { rerender, reset } = setup({ opened: false, source: null });
    expect(reset).not.toHaveBeenCalled();
    rerender({ opened: true, source: undefined });
    expect(reset).not.toHaveBeenCalled();
    const record = { id: 1, name: 'Eitt' };
    rerender({ opened: true, source: record });
    expect(reset).toHaveBeenLastCalledWith({ name: 'Eitt' });
    rerender({ opened: true, source: record });
    expect(reset).toHaveBeenCalledTimes(1);
    rerender({ opened: false, source: record });
    rerender({ opened: true, source: record });
    expect(reset).toHaveBeenCalledTimes(2);
    rerender({ opened: true, source: null });
    expect(reset).toHaveBeenLastCalledWith({ name: '' });
  });

  it('forgets the last attempt when it closes', () => {
    const { result, onClose, mutation } = setup({ opened: true, source: null });
    act(() => result.current.setProblem({ key: 'errors:unknown' }));
    expect(result.current.problem).toBe(i18n.t('errors:unknown'));
    act(() => result.current.close());
    expect(result.current.problem).toBeNull();
    expect(mutation.reset).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says a save and closes', () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('');
    const { result, onClose, mutation } = setup({ opened: true, source: null });
    act(() => result.current.saved('Saved')(undefined));
    expect(show).toHaveBeenCalledWith({ color: 'green', message: 'Saved' });
    act(() => result.current.saved((saved: Record) => `${saved.name} saved`)({ id: 2, name: 'Tvö' }));
    expect(show).toHaveBeenLastCalledWith({ color: 'green', message: 'Tvö saved' });
    expect(mutation.reset).toHaveBeenCalledTimes(2);
    expect(onClose).toHaveBeenCalledTimes(2);
    show.mockRestore();
  });
});
