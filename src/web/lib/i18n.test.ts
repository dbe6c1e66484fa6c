import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { serverOnlyNamespaces } from '../../shared/i18n/server-only';
import { createI18n, namespacesOf } from './i18n';

describe('screen translations', () => {
  // Equal key sets and placeholders in both languages: src/shared/i18n/i18n.test.ts checks every file.
  it('loads every namespace kept on disk', () => {
    expect(namespacesOf('is').sort()).toEqual(namespacesOf('en').sort());
    expect(namespacesOf('is').length).toBeGreaterThanOrEqual(14);
    // Only the server reads these; the bundle never carries them.
    for (const serverOnly of serverOnlyNamespaces) expect(namespacesOf('is')).not.toContain(serverOnly);
  });

  it('leaves out of the build exactly the namespaces only the server reads', () => {
    // import.meta.glob takes literal patterns only, so the list is written there again and held equal here.
    const source = fs.readFileSync(new URL('./i18n.ts', import.meta.url), 'utf8');
    const leftOut = [...source.matchAll(/'!\.\.\/\.\.\/shared\/i18n\/\*\/\{([\w,-]+)\}\.json'/g)].map((m) => m[1]!.split(',').sort());
    expect(leftOut).toEqual([[...serverOnlyNamespaces].sort(), [...serverOnlyNamespaces].sort()]);
    for (const language of ['is', 'en']) {
      for (const namespace of serverOnlyNamespaces) {
        expect(fs.existsSync(new URL(`../../shared/i18n/${language}/${namespace}.json`, import.meta.url)), namespace).toBe(true);
      }
    }
  });

  it('puts no second period after a name that ends in one', async () => {
    const i18n = await createI18n('en');
    await i18n.loadNamespaces('my-site');
    expect(i18n.t('my-site:requests.declined', { name: 'Flugdrekar ehf.' })).toBe('You declined the request from Flugdrekar ehf.');
  });

  it('names the app in both languages', async () => {
    expect((await createI18n('is')).t('common:appName')).toBe('Drónagátt');
    expect((await createI18n('en')).t('common:appName')).toBe('Drone Portal');
  });

  it('carries only the layouts’ texts in the shell: those of problems come when asked for', async () => {
    const i18n = await createI18n('is');
    expect(i18n.hasResourceBundle('is', 'routes')).toBe(true);
    expect(i18n.hasResourceBundle('is', 'errors')).toBe(false);
    await i18n.loadNamespaces(['errors', 'validation']);
    expect(i18n.t('errors:unknown')).not.toBe('unknown');
  });

  it('loads a screen’s namespace when it is first asked for', async () => {
    const i18n = await createI18n('is');
    expect(i18n.hasResourceBundle('is', 'accounts')).toBe(false);
    await i18n.loadNamespaces('accounts');
    expect(i18n.t('accounts:login.password')).not.toBe('login.password');
  });

  it('falls back on Icelandic and looks up permission names with dots', async () => {
    const i18n = await createI18n('en');
    await i18n.loadNamespaces(['permissions', 'errors']);
    expect(i18n.t('Pages.Users', { ns: 'permissions', keySeparator: false })).toBe('Users');
    expect(i18n.t('errors:title.login')).toBe('Sign-in failed');
    const is = await createI18n('is');
    expect(is.t('common:nav.login')).toBe('Innskráning');
  });
});
