/** The escape character used with `LIKE … ESCAPE '!'`; the same clause works on SQLite and MySQL/MariaDB. */
export const LIKE_ESCAPE = '!';

/**
 * A `%…%` pattern for a user's search text, with `%`, `_` and the escape character escaped,
 * so searching for `50%` finds "50%" and not everything starting with 50. Use with `ESCAPE '!'`.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[!%_]/g, (character) => `${LIKE_ESCAPE}${character}`)}%`;
}
