import { describe, expect, it } from 'vitest';
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
});
