import type { Language } from '../domain/language';
import { interpolate, type TextParams } from '../i18n/translate';
import { escapeHtml } from './escapeHtml';

/** The plain layout the services' mails share: the given HTML lines in one body, in the mail's language. */
export function mailHtml(language: Language, lines: readonly string[]): string {
  return [
    `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a1a1a">`,
    ...lines,
    `</body></html>`,
  ].join('\n');
}

/** The thin rule above a mail's footer. */
export const MAIL_RULE = '<hr style="border:none;border-top:1px solid #ddd">';

/** A small grey paragraph (who sent the mail, why it came); `html` is escaped already. */
export function mailFootnote(html: string): string {
  return `<p style="font-size:.9em;color:#555">${html}</p>`;
}

/** A text template filled for HTML: the template and every value escaped. */
export function fillHtml(template: string, values: TextParams): string {
  return interpolate(escapeHtml(template), values, escapeHtml);
}
