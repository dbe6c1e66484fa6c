import fs from 'node:fs';
import path from 'node:path';
import { withoutDoubledPeriods } from '../../src/shared/i18n/sentence-end';

export type Language = 'is' | 'en';

const root = path.resolve(import.meta.dirname, '../../src/shared/i18n');
const loaded = new Map<Language, Record<string, unknown>>();

function namespaces(language: Language): Record<string, unknown> {
  let found = loaded.get(language);
  if (!found) {
    const dir = path.join(root, language);
    found = Object.fromEntries(
      fs
        .readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => [f.slice(0, -'.json'.length), JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'))]),
    );
    loaded.set(language, found);
  }
  return found;
}

/**
 * The app's own text for `namespace:key.path` in a language, so the journeys look for exactly what
 * a person sees. Fails loudly on a missing key rather than searching for the key's name.
 */
export function t(language: Language, key: string, vars: Record<string, string | number> = {}): string {
  const [ns, rest] = key.includes(':') ? key.split(/:(.*)/s, 2) : ['common', key];
  const tree = namespaces(language)[ns] as Record<string, unknown> | undefined;
  // Permission names contain dots themselves ("Pages.Users"), so they are looked up whole.
  const lookUp = (path: string) =>
    ns === 'permissions'
      ? tree?.[path]
      : path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);
  // A counted text has its forms (`_one`, `_other`) as i18next picks them by the language's rules.
  // The app counts a share of a whole ("3 of 12 pages") by the whole.
  const count = vars.count ?? vars.seconds ?? vars.minutes ?? vars.total;
  const plural = count === undefined ? undefined : `${rest}_${new Intl.PluralRules(language).select(Number(count))}`;
  const value = lookUp(rest) ?? (plural === undefined ? undefined : (lookUp(plural) ?? lookUp(`${rest}_other`)));
  if (typeof value !== 'string') throw new Error(`No ${language} text for ${key}`);
  const text = value.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => {
    if (!(name in vars)) throw new Error(`${key} needs {{${name}}}`);
    return String(vars[name]);
  });
  // As the app's i18next does: no second period after a value that ends in one ("Flugdrekar ehf.").
  return withoutDoubledPeriods(text, vars);
}
