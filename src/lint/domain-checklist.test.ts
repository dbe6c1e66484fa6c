import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What docs/adding-a-domain.md says a domain has, checked for every one: a server module's
 * descriptor named as its folder and its line in the module list, its contract and the browser's
 * table of it, and a web feature's texts in both languages. Where a domain lacks a part by design,
 * it is listed below with the reason, so that a new one cannot lack it by accident.
 */
const root = path.resolve(import.meta.dirname, '../..');
const at = (...parts: string[]) => path.join(root, ...parts);
const exists = (...parts: string[]) => fs.existsSync(at(...parts));
const folders = (dir: string) =>
  fs
    .readdirSync(at(dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

const modules = folders('src/server/modules');
const features = folders('src/web/features');

/** Modules whose calls have no contract of their own. */
const withoutCalls: Record<string, string> = {
  reminders: 'only jobs: it mails what expires, and answers no call',
};
/** Modules whose screens live in another feature. */
const screensElsewhere: Record<string, string> = {
  reminders: 'no screens: reminders are mails',
  wallet: 'the offer is on the competency page and the check beside the certificate check, in certificates',
};
/** Web features that are the shell's areas or pages of texts, with no module of their own. */
const shellFeatures: Record<string, string> = {
  admin: 'the administration’s home page and menu',
  home: 'the public pages: home, FAQ, privacy',
  'my-site': 'My pages’ home and menu',
  reference: 'the reference codes, read from the shared enums',
};
/** Namespaces named otherwise than their feature: the server keeps the plain name for its own texts. */
const namespaceOf = (feature: string) => (exists('src/shared/i18n/en', `${feature}.json`) ? `${feature}.json` : `${feature}-web.json`);

describe('every domain, as docs/adding-a-domain.md says', () => {
  const moduleList = fs.readFileSync(at('src/server/modules/index.ts'), 'utf8');

  it.each(modules)('%s: a descriptor named as its folder, in the module list', (name) => {
    const face = fs.readFileSync(at('src/server/modules', name, 'index.ts'), 'utf8');
    expect(face).toMatch(new RegExp(`defineModule\\(\\{\\s*name: '${name}',`));
    expect(moduleList).toContain(`from './${name}';`);
  });

  it.each(modules.filter((name) => !(name in withoutCalls)))('%s: its contract and the browser’s table of it', (name) => {
    expect(exists('src/shared/contracts', `${name}.ts`), `contracts/${name}.ts`).toBe(true);
    expect(exists('src/shared/contracts/client', `${name}.ts`), `contracts/client/${name}.ts`).toBe(true);
  });

  it('gives each module a web feature of its name, or says where its screens are', () => {
    const missing = modules.filter((name) => !features.includes(name) && !(name in screensElsewhere));
    expect(missing).toEqual([]);
    expect(Object.keys(screensElsewhere).filter((name) => features.includes(name) || !modules.includes(name))).toEqual([]);
  });

  it('gives each web feature a module of its name, or names it a part of the shell', () => {
    const missing = features.filter((name) => !modules.includes(name) && !(name in shellFeatures));
    expect(missing).toEqual([]);
    expect(Object.keys(shellFeatures).filter((name) => modules.includes(name) || !features.includes(name))).toEqual([]);
  });

  it.each(features)('%s: its texts in both languages', (name) => {
    const file = namespaceOf(name);
    for (const language of ['is', 'en']) expect(exists('src/shared/i18n', language, file), `${language}/${file}`).toBe(true);
  });
});
