import type { Language } from '../../../shared/enums';

/** ISO 3166-1 alpha-2 regions that the runtime's ICU data names; computed once. */
const regionCodes: string[] = (() => {
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const codes: string[] = [];
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      // Exceptionally reserved and user-assigned codes (EU, UN, XK, ZZ...) are not countries.
      if (['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'XK', 'ZZ', 'AC', 'CP', 'DG', 'EA', 'IC', 'TA', 'CQ'].includes(code)) continue;
      if (names.of(code)) codes.push(code);
    }
  }
  return codes;
})();

const cache = new Map<Language, { code: string; name: string }[]>();

/** Countries named in the language, sorted as a reader of it expects; Iceland first. */
export function countryList(language: Language) {
  let list = cache.get(language);
  if (!list) {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    const collator = new Intl.Collator(language);
    list = regionCodes
      .map((code) => ({ code, name: names.of(code) ?? code }))
      .sort((x, y) => (x.code === 'IS' ? -1 : y.code === 'IS' ? 1 : collator.compare(x.name, y.name)));
    cache.set(language, list);
  }
  return list;
}
