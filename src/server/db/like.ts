/**
 * The LIKE/ILIKE pattern that finds `keyword` anywhere in a column, with the keyword's own `%`, `_`
 * and `\` taken literally (PostgreSQL's default escape character is `\`). No keyword, no pattern.
 */
export function containsPattern(keyword: string | undefined | null): string | undefined {
  return keyword ? `%${keyword.replace(/[\\%_]/g, (c) => '\\' + c)}%` : undefined;
}
