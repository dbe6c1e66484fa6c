import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedResources } from '../../../shared/i18n/resources';
import { translate } from '../../kernel/i18n';
import { createTestApp, type TestApp } from '../../test/harness';
import { flattenTexts } from './accounts.localization';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const getAll = async (language?: 'is' | 'en', token?: string) => {
  const res = await t.call('GET', '/AbpUserConfiguration/GetAll', { language, token });
  expect(res.status).toBe(200);
  return res.body.result.localization;
};

describe('AbpUserConfiguration/GetAll localization, as ABP gives it', () => {
  it('lists the languages with ABP’s fields, Icelandic first and the default', async () => {
    const localization = await getAll('en');
    expect(localization.languages).toEqual([
      { name: 'is', displayName: 'Íslenska', icon: 'famfamfam-flags is', isDefault: true, isDisabled: false, isRightToLeft: false },
      { name: 'en', displayName: 'English', icon: 'famfamfam-flags gb', isDefault: false, isDisabled: false, isRightToLeft: false },
    ]);
    expect(localization.currentLanguage).toEqual(localization.languages[1]);
    expect(localization.currentCulture).toEqual({ name: 'en', displayName: 'English' });
  });

  it('names each source with its type, one per namespace of the server’s texts', async () => {
    const localization = await getAll();
    expect(localization.sources).toEqual(
      Object.keys(sharedResources.is).map((name) => ({ name, type: 'DictionaryBasedLocalizationSource' })),
    );
    expect(localization.sources.map((s: { name: string }) => s.name)).toEqual(
      expect.arrayContaining(['errors', 'validation', 'permissions', 'mail']),
    );
    expect(Object.keys(localization.values)).toEqual(localization.sources.map((s: { name: string }) => s.name));
  });

  for (const language of ['is', 'en'] as const) {
    it(`gives the texts in ${language} by source and flat key, the same the server answers with`, async () => {
      const localization = await getAll(language);
      expect(localization.currentLanguage.name).toBe(language);
      expect(localization.values.errors.invalidRequest).toBe(translate(language, 'errors:invalidRequest'));
      // Nested keys are joined with dots.
      expect(localization.values.errors['setting.tooSmall']).toBe(translate(language, 'errors:setting.tooSmall'));
      expect(localization.values.permissions['Pages.Users']).toBe(translate(language, 'permissions:Pages.Users'));
      for (const [source, tree] of Object.entries(sharedResources[language])) {
        expect(localization.values[source], source).toEqual(flattenTexts(tree as never));
      }
      for (const texts of Object.values(localization.values) as Record<string, unknown>[]) {
        for (const value of Object.values(texts)) expect(typeof value).toBe('string');
      }
    });
  }

  it('follows the signed-in user’s language over the default, and keeps the other fields', async () => {
    const { token } = await t.userWith([], { fields: { language: 'en' } });
    const res = await t.call('GET', '/AbpUserConfiguration/GetAll', { token });
    expect(res.body.result.localization.currentLanguage.name).toBe('en');
    expect(res.body.result.localization.values.errors.invalidRequest).toBe('Your request is not valid.');
    expect(res.body.result).toMatchObject({
      multiTenancy: { isEnabled: true },
      timing: { timeZoneInfo: { iana: { timeZoneId: 'Atlantic/Reykjavik' } } },
    });
    expect(res.body.result.auth.allPermissions['Pages.Users']).toBe('true');
  });
});

describe('flattenTexts', () => {
  it('joins nested keys with dots and keeps flat keys as they are', () => {
    expect(flattenTexts({ a: 'x', b: { c: 'y', d: { e: 'z' } }, 'Pages.Users': 'w' })).toEqual({
      a: 'x',
      'b.c': 'y',
      'b.d.e': 'z',
      'Pages.Users': 'w',
    });
  });
});
