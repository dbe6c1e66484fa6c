/** What every document the portal prints says alike: who issues it, and how it writes a day. */

/** Who issues every document the portal prints, and is paid the fees its receipts show. */
export const authority = {
  name: { is: 'Samgöngustofa', en: 'Icelandic Transport Authority' },
  address: 'Ármúli 2, 108 Reykjavík',
  web: 'www.samgongustofa.is',
} as const;

/** Requirements §9: DD.MM.YYYY, the Icelandic form, which English readers in Europe read alike. */
export const formatDate = (isoDate: string) => `${isoDate.slice(8, 10)}.${isoDate.slice(5, 7)}.${isoDate.slice(0, 4)}`;
