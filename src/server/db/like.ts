import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './schema';

/**
 * The LIKE/ILIKE pattern that finds `keyword` anywhere in a column, with the keyword's own `%`, `_`
 * and `\` taken literally (PostgreSQL's default escape character is `\`). No keyword, no pattern.
 */
export function containsPattern(keyword: string | undefined | null): string | undefined {
  return keyword ? `%${keyword.replace(/[\\%_]/g, (c) => '\\' + c)}%` : undefined;
}

/**
 * `folded` holds the LIKE `pattern` with case and accents aside, as people search names (decision
 * 0038): "jon" finds "Jón", "thor" finds "Þór" and "AEgir" finds "Ægir". `folded` is a row's
 * `search_text`, folded by `portal_fold` (lower case of `unaccent`) when the row was written
 * (decision 0053); the pattern is folded the same way here, once a statement. Its trigram index
 * finds the candidates and each is checked against the stored text, not folded again.
 */
export function foldedContains(folded: AnyPgColumn, pattern: string | Placeholder): SQL {
  return sql`${folded} like portal_fold(${pattern})`;
}

/** The users whose names, user name or e-mail address hold the pattern, from `users_search_idx`. */
export function usersMatching(pattern: string): SQL {
  return foldedContains(users.searchText, pattern);
}
