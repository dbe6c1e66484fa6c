// @vitest-environment happy-dom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fake, fetchMock, installFakeServer, renderApp } from '../test/harness';

// A browser whose ICU has no names for regions in the reader's language (Chromium has none in
// Icelandic): it answers the code. Installed before any list is built, which happens on first use.
vi.stubGlobal(
  'Intl',
  Object.assign(Object.create(Intl), {
    DisplayNames: class {
      of(code: string) {
        return code;
      }
    },
  }),
);

installFakeServer();

describe('useCountries', () => {
  it('names the countries from the server when the browser cannot', async () => {
    fake.overrides['/api/services/app/User/GetListCountry'] = () => [
      { code: 'IS', name: 'Iceland' },
      { code: 'NO', name: 'Norway' },
    ];
    renderApp('/register');
    const country = (await screen.findByLabelText(/^Country/)) as HTMLSelectElement;
    await waitFor(() => expect([...country.options].map((o) => o.textContent)).toEqual(['Iceland', 'Norway']));
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('User/GetListCountry'))).toBe(true);
  });
});
