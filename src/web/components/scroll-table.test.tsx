// @vitest-environment happy-dom
import { MantineProvider, Table } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n';
import { installFakeServer } from '../test/harness';
import { ScrollTable } from './scroll-table';

installFakeServer();

const table = () =>
  render(
    <MantineProvider>
      <I18nextProvider i18n={i18n}>
        <ScrollTable minWidth={760} label="Payments">
          <Table>
            <Table.Tbody>
              <Table.Tr>
                <Table.Td>Paid</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </ScrollTable>
      </I18nextProvider>
    </MantineProvider>,
  );

/** A browser's layout, which the test DOM has none of: every box `scroll` wide inside `client`. */
function widths(scroll: number, client: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scroll);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(client);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a table wider than the screen', () => {
  it('is named after its table and takes focus, so the keyboard scrolls it', () => {
    table();
    const region = screen.getByRole('group', { name: 'Payments' });
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(region.querySelector('table')).toBeTruthy();
  });

  it('says nothing while it fits', () => {
    widths(500, 500);
    table();
    expect(screen.queryByText(i18n.t('common:table.scrollHint'))).toBeNull();
  });

  it('says that it scrolls sideways when it does not fit, in each language', async () => {
    widths(760, 288);
    for (const language of ['is', 'en']) {
      await i18n.changeLanguage(language);
      const { unmount } = table();
      const hint = screen.getByText(i18n.t('common:table.scrollHint'));
      const region = screen.getByRole('group', { name: 'Payments' });
      expect(region.getAttribute('aria-describedby')).toBe(hint.parentElement!.id);
      unmount();
    }
  });
});
