/**
 * The two external links of section 9, on the Icelandic Transport Authority's website. They open
 * in the same tab, and their texts say where they lead (common.json, `externalLinks`).
 */
export const externalLinks = {
  aviationLegislation: 'https://www.samgongustofa.is/flug/log-og-reglur/',
  feesAndCharges: 'https://www.samgongustofa.is/um-samgongustofu/gjaldskra/',
} as const;

export type ExternalLink = keyof typeof externalLinks;
