// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../lib/i18n';
import { QuestionJumpList } from './question-jump-list';

let i18n: I18n;
beforeAll(async () => {
  i18n = await createI18n('en');
  await i18n.loadNamespaces('exams');
});
afterEach(cleanup);

function renderList(current: number, onJump = vi.fn()) {
  const view = render(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <QuestionJumpList total={40} current={current} isAnswered={(p) => p < 3} onJump={onJump} />
      </I18nextProvider>
    </MantineProvider>,
  );
  const numbers = () => screen.getAllByRole('button');
  const tabStops = () => numbers().filter((b) => b.tabIndex === 0);
  return { view, numbers, tabStops, onJump };
}

describe('QuestionJumpList', () => {
  it('is one tab stop, on the question on screen', () => {
    const { numbers, tabStops } = renderList(7);
    expect(numbers()).toHaveLength(40);
    expect(tabStops()).toEqual([numbers()[6]]);
  });

  it('moves with the arrow keys, a row with Up and Down, to the ends with Home and End, and jumps on Enter', () => {
    const { numbers, tabStops, onJump } = renderList(7);
    const focused = () => numbers().indexOf(document.activeElement as HTMLElement) + 1;
    numbers()[6].focus();
    const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key });
    press('ArrowRight');
    expect(focused()).toBe(8);
    press('ArrowDown');
    expect(focused()).toBe(13);
    press('ArrowUp');
    press('ArrowLeft');
    expect(focused()).toBe(7);
    press('End');
    expect(focused()).toBe(40);
    press('ArrowRight');
    expect(focused()).toBe(40);
    press('Home');
    expect(focused()).toBe(1);
    expect(tabStops()).toEqual([numbers()[0]]);
    fireEvent.click(document.activeElement!);
    expect(onJump).toHaveBeenCalledWith(1);
  });

  it('gives the tab stop back to the question on screen when it changes', () => {
    const { view, numbers, tabStops } = renderList(7);
    numbers()[6].focus();
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    view.rerender(
      <MantineProvider>
        <I18nextProvider i18n={i18n}>
          <QuestionJumpList total={40} current={9} isAnswered={() => false} onJump={vi.fn()} />
        </I18nextProvider>
      </MantineProvider>,
    );
    expect(tabStops()).toEqual([numbers()[8]]);
  });
});
