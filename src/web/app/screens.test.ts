import { describe, expect, it } from 'vitest';
import { featureNamespace, i18n, namespacesOf } from '../lib/i18n';
import { appRoutes } from '../lib/routes';
import { screens } from './router';

describe('screens gathered from the features', () => {
  it('finds every feature’s screens, each for a route of the table', () => {
    const routeIds = new Set(appRoutes.map((route) => route.id));
    for (const id of Object.keys(screens)) expect(routeIds.has(id), id).toBe(true);
    expect(Object.keys(screens)).toEqual(
      expect.arrayContaining(['home', 'accountLogin', 'adminUsers', 'adminOutbox', 'examinationStart', 'verifyQrCode', 'mySiteCompetency']),
    );
    expect(Object.keys(screens).length).toBeGreaterThanOrEqual(40);
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
    const features = Object.keys(import.meta.glob('../features/*/screens.ts')).map((file) => file.split('/')[2]);
    expect(features.length).toBeGreaterThanOrEqual(14);
    for (const feature of features) expect(namespacesOf('is'), feature).toContain(featureNamespace(feature));
  });
});
