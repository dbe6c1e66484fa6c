import { text } from 'drizzle-orm/pg-core';

const given = () => text().notNull();
const emptyUntilWritten = () => text().notNull().default('');

type Given = ReturnType<typeof given>;
type EmptyUntilWritten = ReturnType<typeof emptyUntilWritten>;

/** Which of the pair a new row may leave out, to be written later; it is then empty, never null. */
export type Unwritten = 'english' | 'both' | 'neither';

type Columns<W extends Unwritten> = W extends 'english'
  ? [Given, EmptyUntilWritten]
  : W extends 'both'
    ? [EmptyUntilWritten, EmptyUntilWritten]
    : [Given, Given];

export type BilingualColumns<K extends string, W extends Unwritten> = { [P in K]: Columns<W>[0] } & {
  [P in `${K}English`]: Columns<W>[1];
};

/**
 * A text kept in both languages as two columns side by side: the Icelandic under `key`, which the
 * portal always has, and the English under `${key}English` (`name` and `name_english` in SQL). An
 * English left unwritten is empty, and readers of English then see the Icelandic
 * (`shared/bilingual.ts`). By default only the English may be left out of a new row.
 */
export function bilingual<K extends string, W extends Unwritten = 'english'>(
  key: K,
  unwritten: W = 'english' as W,
): BilingualColumns<K, W> {
  const icelandic = unwritten === 'both' ? emptyUntilWritten() : given();
  const english = unwritten === 'neither' ? given() : emptyUntilWritten();
  return { [key]: icelandic, [`${key}English`]: english } as BilingualColumns<K, W>;
}
