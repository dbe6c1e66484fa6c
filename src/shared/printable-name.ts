/*
 * A person's name is printed on their certificate in DejaVu Sans Bold (src/server/pdf/fonts.ts),
 * so a name may hold only letters that font draws: a letter it lacks would print as an empty box
 * on a document an inspector reads. EU certificates are written in Latin script anyway; the Greek
 * and Cyrillic alphabets of the EU's own languages are covered as well. A test walks every code
 * point through this rule and the font, so the two cannot drift apart.
 *
 * Names are compared and stored composed (NFC): a letter typed as a base and a combining mark
 * ("o" + U+0301) becomes the one letter the font draws ("ó"); a mark that composes with nothing
 * remains and is refused.
 */

/**
 * The blocks whose letters the certificate fonts cover in full: Basic Latin, Latin-1 Supplement,
 * Latin Extended-A and -B, Greek and Coptic, Cyrillic, Latin Extended Additional up to the last
 * Vietnamese letter, and Greek Extended. The lookahead keeps only letters of those blocks (not ×,
 * ÷ or Greek punctuation).
 */
const printableLetter = String.raw`(?=\p{L})[A-Za-z\u00C0-\u024F\u0370-\u03FF\u0400-\u04FF\u1E00-\u1EF9\u1F00-\u1FFF]`;

/**
 * What names carry besides letters, each in the certificate's fonts: the space, hyphens (- and ‐),
 * apostrophes (O'Brien, O’Brien, and the modifier letters ʻ and ʼ of Hawaiian and Ukrainian names),
 * the period of an initial (J. R. R. Tolkien) and the Catalan middle dot (Gal·la). Section 5 names
 * only letters, spaces and hyphens; that took the apostrophe out of O’Brien, on the account, the
 * receipt and the certificate (decision 0029).
 */
export const nameMarks = " \\-\u2010'\u2019\u02BB\u02BC.\u00B7";

/** Section 5: letters and the marks above, starting with a letter. Combining marks count with their letter. */
export const namePattern = new RegExp(`^[\\p{L}\\p{M}][\\p{L}\\p{M}${nameMarks}]*$`, 'u');

/** The same, with only the letters the certificate prints. */
export const printableNamePattern = new RegExp(`^${printableLetter}(?:${printableLetter}|[${nameMarks}])*$`, 'u');

/**
 * A name made from free text (a tenant's name for its first administrator): what the rule does
 * not allow is dropped, spaces are made single, and what remains starts with a letter.
 */
export function printableNameFrom(text: string): string {
  const letters = new RegExp(`${printableLetter}|[${nameMarks}]`, 'gu');
  const kept = (text.normalize('NFC').match(letters) ?? []).join('');
  return kept
    .replace(/\s+/g, ' ')
    .replace(new RegExp(`^[${nameMarks}]+`, 'u'), '')
    .trim();
}
