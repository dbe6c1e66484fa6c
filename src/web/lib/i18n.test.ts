import { describe, expect, it } from 'vitest';
import { createI18n, resources, webResources } from './i18n';

type Tree = { [key: string]: unknown };

function flatten(node: unknown, prefix = ''): Record<string, string> {
  if (typeof node === 'string') return { [prefix]: node };
  const out: Record<string, string> = {};
  if (Array.isArray(node)) node.forEach((v, i) => Object.assign(out, flatten(v, `${prefix}[${i}]`)));
  else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node as Tree)) Object.assign(out, flatten(v, prefix ? `${prefix}.${k}` : k));
  return out;
}

const variables = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe('screen translations', () => {
  for (const ns of Object.keys(webResources.is) as (keyof typeof webResources.is)[]) {
    it(`${ns}: Icelandic and English have the same keys, texts and placeholders`, () => {
      const is = flatten(webResources.is[ns]);
      const en = flatten(webResources.en[ns]);
      expect(Object.keys(is).sort()).toEqual(Object.keys(en).sort());
      for (const key of Object.keys(is)) {
        expect(is[key].trim(), `${ns}:${key} (is)`).not.toBe('');
        expect(en[key].trim(), `${ns}:${key} (en)`).not.toBe('');
        expect(variables(is[key]), `${ns}:${key}`).toEqual(variables(en[key]));
      }
    });
  }

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
