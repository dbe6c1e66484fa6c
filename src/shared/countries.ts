import type { Language } from './enums';

/** ISO 3166-1 alpha-2: the officially assigned codes, without the withdrawn ones ICU still names (DD, YU, SU…). */
export const countryCodes: readonly string[] =
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'.split(
    ' ',
  );

export interface Country {
  code: string;
  name: string;
}

/** The runtime's names for regions in the language, or null where it has none (the code stands in). */
function regionNames(language: Language): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([language], { type: 'region' });
  } catch {
    return null;
  }
}

const lists = new Map<Language, readonly Country[]>();

/** Every country named in the reader's language and sorted as they expect, Iceland first; built once per language. */
export function countryList(language: Language): Country[] {
  let list = lists.get(language);
  if (!list) {
    const names = regionNames(language);
    const collator = new Intl.Collator(language);
    list = countryCodes
      .map((code) => ({ code, name: names?.of(code) ?? code }))
      .sort((x, y) => (x.code === 'IS' ? -1 : y.code === 'IS' ? 1 : collator.compare(x.name, y.name)));
    lists.set(language, list);
  }
  // A copy, so that no caller can reorder the cached one.
  return [...list];
}

/** The country's name in the language, or null for a code not on the list. */
export function countryName(code: string, language: Language): string | null {
  return countryList(language).find((c) => c.code === code)?.name ?? null;
}
