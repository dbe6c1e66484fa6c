import { describe, expect, it } from 'vitest';
import { createI18n, resources, webResources } from './i18n';

describe('screen translations', () => {
  // Equal key sets and placeholders in both languages: src/shared/i18n/i18n.test.ts checks every file.
  it('loads every namespace kept on disk', () => {
    expect(Object.keys(webResources.is).sort()).toEqual(Object.keys(webResources.en).sort());
    expect(Object.keys(webResources.is).length).toBeGreaterThanOrEqual(11);
  });

  it('names the app in both languages', () => {
    expect(resources.is.common.appName).toBe('Drónagátt');
    expect(resources.en.common.appName).toBe('Drone Portal');
  });

  it('falls back on Icelandic and looks up permission names with dots', () => {
    const i18n = createI18n('en');
    expect(i18n.t('Pages.Users', { ns: 'permissions', keySeparator: false })).toBe('Users');
    expect(i18n.t('errors:title.login')).toBe('Sign-in failed');
    const is = createI18n('is');
    expect(is.t('common:nav.login')).toBe('Innskráning');
  });
});
