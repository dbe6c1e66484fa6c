// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Permission } from '../../shared/permissions';
import { i18n } from '../lib/i18n';
import { fake, installFakeServer, renderApp } from '../test/harness';

installFakeServer();

function signedInPilot() {
  fake.signedIn = true;
  fake.granted = { [Permission.Pilot]: 'true' };
  localStorage.setItem('auth.accessToken', 'token');
  localStorage.setItem('auth.userTypeId', '3');
}

describe("My pages' menu and the page's content", () => {
  for (const language of ['en', 'is'] as const) {
    it(`folds the menu behind a button that says whether it is open (${language})`, async () => {
      signedInPilot();
      await i18n.changeLanguage(language);
      renderApp('/my-site/default');
      // The test's window is a desktop's (1024 px), where the button is hidden (and so has no
      // accessible name to find it by): it is still there, for a phone's width.
      const button = (await screen.findByText(i18n.t('common:mySiteMenuButton'))).closest('button')!;
      expect(button.getAttribute('type')).toBe('button');
      const nav = screen.getByRole('navigation', { name: i18n.t('common:mySiteMenu') });
      expect(button.getAttribute('aria-controls')).toBe(nav.id);
      // Folded until asked for (global.css hides it below Mantine's md while it has no data-opened).
      expect(button.getAttribute('aria-expanded')).toBe('false');
      expect(nav.hasAttribute('data-opened')).toBe(false);
      fireEvent.click(button);
      expect(button.getAttribute('aria-expanded')).toBe('true');
      expect(nav.hasAttribute('data-opened')).toBe(true);
      // Following a link folds it again, so the next page's content comes first.
      fireEvent.click(within(nav).getByRole('link', { name: i18n.t('routes:mySiteInformation') }));
      await waitFor(() => expect(button.getAttribute('aria-expanded')).toBe('false'));
    });
  }

  it("lands the skip link on the page's content, past the menu", async () => {
    signedInPilot();
    await i18n.changeLanguage('en');
    renderApp('/my-site/default');
    const nav = await screen.findByRole('navigation', { name: i18n.t('common:mySiteMenu') });
    fireEvent.click(screen.getByRole('link', { name: i18n.t('common:skipToContent') }));
    const focused = document.activeElement as HTMLElement;
    expect(focused.id).toBe('page-content');
    expect(focused.contains(nav)).toBe(false);
    // The menu comes before it in the document, so what follows the skip is the page itself.
    expect(nav.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
