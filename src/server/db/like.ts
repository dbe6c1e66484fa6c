import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { users } from './schema';

/**
 * The LIKE/ILIKE pattern that finds `keyword` anywhere in a column, with the keyword's own `%`, `_`
 * and `\` taken literally (PostgreSQL's default escape character is `\`). No keyword, no pattern.
 */
export function containsPattern(keyword: string | undefined | null): string | undefined {
  return keyword ? `%${keyword.replace(/[\\%_]/g, (c) => '\\' + c)}%` : undefined;
}

/**
 * `haystack` holds the LIKE `pattern` with case and accents aside, as people search names
 * (decision 0038): "jon" finds "Jón", "thor" finds "Þór" and "AEgir" finds "Ægir". Both sides go
 * through `portal_fold` (lower case of `unaccent`, migration `search_indexes`), so the trigram index on the
 * folded haystack answers it; `haystack` must be written as that index writes it.
 */
export function foldedContains(haystack: SQL, pattern: string | Placeholder): SQL {
  return sql`portal_fold(${haystack}) like portal_fold(${pattern})`;
}

/**
 * A person's names, user name and e-mail address as one text, the way `users_search_idx` folds it:
 * a name, a part of an address or "first last" finds the person.
 */
export const userSearchText = sql`${users.name} || ' ' || ${users.surname} || ' ' || ${users.userName} || ' ' || ${users.emailAddress}`;

/** The users whose names, user name or e-mail address hold the pattern, from `users_search_idx`. */
export function usersMatching(pattern: string): SQL {
  return foldedContains(userSearchText, pattern);
}
