import { describe, expect, it } from 'vitest';
import enAdmin from '../../shared/i18n/en/admin.json';
import isAdmin from '../../shared/i18n/is/admin.json';
import enMySite from '../../shared/i18n/en/my-site.json';
import isMySite from '../../shared/i18n/is/my-site.json';
import { appRoutes } from './routes';

/**
 * The home pages list every page of their menu with a line about it, found by the route's id: a
 * page added to the route table without its line showed its key ("home.cards.adminAuditLog").
 */
const menuRoutes = (area: 'admin' | 'mySite', home: string) =>
  appRoutes.filter((route) => route.area === area && route.menu && !route.menu.hidden && route.id !== home).map((route) => route.id);

describe('the home pages’ lines about each page', () => {
  for (const [language, admin, mySite] of [
    ['is', isAdmin, isMySite],
    ['en', enAdmin, enMySite],
  ] as const) {
    it(`exist in ${language} for every page of the administration’s menu and of My pages`, () => {
      const cards = admin.home.cards as Record<string, string>;
      for (const id of menuRoutes('admin', 'adminHome')) expect(cards[id], `admin:home.cards.${id}`).toMatch(/\S/);
      const links = mySite.links as Record<string, string>;
      for (const id of menuRoutes('mySite', 'mySiteDefault')) expect(links[id], `my-site:links.${id}`).toMatch(/\S/);
    });
  }
});
