import { describe, expect, it } from 'vitest';
import { featureNamespace, i18n, namespacesOf } from '../lib/i18n';
import { appRoutes, type RouteArea } from '../lib/routes';
import type { FeatureScreens } from '../lib/screens';
import { adminScreens } from './admin-screens';
import { mySiteScreens } from './my-site-screens';
import { screens } from './router';

const areaOf = new Map(appRoutes.map((route) => [route.id, route.area]));

/** Each registry and the route areas its screens may belong to. */
const registries: [string, FeatureScreens, RouteArea[]][] = [
  ['screens.ts', screens, ['public', 'account']],
  ['my-site-screens.ts', mySiteScreens, ['mySite']],
  ['admin-screens.ts', adminScreens, ['admin']],
];

describe('screens gathered from the features', () => {
  // First: the texts loaded by the other tests stay loaded.
  it('brings the texts of problems with every screen but the public pages that load them on demand', async () => {
    await screens.verifyQrCode();
    expect(i18n.hasResourceBundle('is', 'errors')).toBe(false);
    await screens.privacy();
    expect(i18n.hasResourceBundle('is', 'errors')).toBe(true);
    expect(i18n.hasResourceBundle('is', 'validation')).toBe(true);
  });

  it('finds every feature’s screens, each for a route of the table in its file’s area', () => {
    for (const [file, registry, areas] of registries)
      for (const id of Object.keys(registry)) expect(areas, `${file}: ${id}`).toContain(areaOf.get(id));
    expect(Object.keys(screens)).toEqual(expect.arrayContaining(['home', 'accountLogin', 'examinationStart', 'verifyQrCode']));
    expect(Object.keys(mySiteScreens)).toEqual(expect.arrayContaining(['mySiteDefault', 'mySiteCompetency']));
    expect(Object.keys(adminScreens)).toEqual(expect.arrayContaining(['adminUsers', 'adminOutbox', 'adminLogout']));
  });

  it('has a screen for every route of the table but those that only forward', () => {
    const all = new Set(registries.flatMap(([, registry]) => Object.keys(registry)));
    expect(appRoutes.filter((route) => !all.has(route.id)).map((route) => route.id)).toEqual(['account', 'mySite']);
  });

  it('loads each screen only when asked, as a component', async () => {
    const { Component } = await screens.privacy();
    expect(typeof Component).toBe('function');
  });

  it('brings the feature’s texts with the screen, so it does not wait for them after its code', async () => {
    expect(i18n.hasResourceBundle('is', 'accounts')).toBe(false);
    await screens.accountLogin();
    expect(i18n.hasResourceBundle('is', 'accounts')).toBe(true);
    await screens.verifyQrCode();
    expect(i18n.hasResourceBundle('is', 'certificates-web')).toBe(true);
  });

  it('finds a namespace for every feature with screens', () => {
    const files = Object.keys(import.meta.glob('../features/*/{,my-site-,admin-}screens.ts'));
    const features = [...new Set(files.map((file) => file.split('/')[2]))];
    expect(features.length).toBeGreaterThanOrEqual(14);
    for (const feature of features) expect(namespacesOf('is'), feature).toContain(featureNamespace(feature));
  });
});

/** The namespaces a source file names in `useTranslation(…)` with literal strings. */
function namespacesNamedIn(source: string): string[] {
  return [...source.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']*')/g)].flatMap((match) =>
    [...match[1].matchAll(/'([^']+)'/g)].map((name) => name[1]),
  );
}

describe('a screen’s texts', () => {
  const registryFiles = import.meta.glob<string>('../features/*/{,my-site-,admin-}screens.ts', {
    query: '?raw',
    import: 'default',
    eager: true,
  });
  const pageFiles = import.meta.glob<string>('../features/*/pages/*.tsx', { query: '?raw', import: 'default', eager: true });

  it('come with it, its own and every other its page names, so its first render never waits for a file', async () => {
    // A namespace its page asks for only as it renders suspends that render, and React starts the
    // whole page again once the file is in (My pages' course cards cost half a second on a phone).
    const always = ['common', 'routes', 'validation', 'errors'];
    let checked = 0;
    const undeclared: string[] = [];
    for (const [file, source] of Object.entries(registryFiles)) {
      const feature = file.split('/')[2];
      for (const call of source.split(/lazyScreen\(/).slice(1)) {
        const page = /import\('\.\/pages\/([\w-]+)'\)/.exec(call)?.[1];
        if (!page) continue;
        const declared = [...(/texts:\s*\[([^\]]*)\]/.exec(call)?.[1].matchAll(/'([^']+)'/g) ?? [])].map((m) => m[1]);
        const pageSource = pageFiles[`../features/${feature}/pages/${page}.tsx`];
        expect(pageSource, `${feature}/pages/${page}.tsx`).toBeDefined();
        const missing = namespacesNamedIn(pageSource).filter(
          (namespace) => namespace !== featureNamespace(feature) && !always.includes(namespace) && !declared.includes(namespace),
        );
        if (missing.length > 0) undeclared.push(`${file}: ${page} names ${missing.join(', ')}`);
        checked++;
      }
    }
    expect(undeclared, 'pages naming texts their screen does not load').toEqual([]);
    expect(checked).toBeGreaterThan(40);
    await mySiteScreens.mySiteDefault();
    expect(i18n.hasResourceBundle('is', 'courses')).toBe(true);
  });
});
