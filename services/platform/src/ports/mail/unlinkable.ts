const ZERO_WIDTH_SPACE = '\u200B';

/**
 * Text typed by a user (a first name, a contact's name) as it may appear in a mail without any mail client
 * turning it into a link: a zero-width space around each `.`, `:`, `/` and `@` breaks the patterns linkifiers look
 * for (`http://…`, `www.…`, `name.tld`, `a@b.c`) while the reader sees the same characters.
 * Escape for HTML after this, as for any text.
 */
export function unlinkable(text: string): string {
  return text.replace(/[.:/@]/g, (character) => `${ZERO_WIDTH_SPACE}${character}${ZERO_WIDTH_SPACE}`);
}
