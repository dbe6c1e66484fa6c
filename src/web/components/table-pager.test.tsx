// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n';
import { installFakeServer } from '../test/harness';
import { TablePager } from './table-pager';

installFakeServer();

const pager = (total: number, page = 1) =>
  render(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <TablePager page={page} total={total} onChange={() => undefined} />
      </I18nextProvider>
    </MantineProvider>,
  );

describe('the pager under a table', () => {
  it('shows nothing under an empty table, whose empty message says it all', () => {
    pager(0);
    expect(screen.queryByText(/ of /)).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('says how many, with no page buttons, while everything fits on one page', () => {
    pager(7);
    expect(screen.getByText(/^1.7 of 7$/)).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('offers the pages when there are more than one', () => {
    pager(42, 2);
    expect(screen.getByText(/^11.20 of 42$/)).toBeTruthy();
    expect(screen.getByRole('navigation')).toBeTruthy();
    expect(screen.getByRole('button', { name: /5/ })).toBeTruthy();
  });

  it('says "more than" the cap the server counts to, and offers the pages up to it only', () => {
    pager(10_001, 1000);
    expect(screen.getByText(/^9991.10000 of more than 10000$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Page 1000$/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Page 1001$/ })).toBeNull();
  });

  it('counts exactly up to the cap', () => {
    pager(10_000, 1000);
    expect(screen.getByText(/^9991.10000 of 10000$/)).toBeTruthy();
  });
});
