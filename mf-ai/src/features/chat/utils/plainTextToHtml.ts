import { escapeHtml } from '@immodesk/contracts/text/escapeHtml';

/** A drafted message (plain text) as the message API's HTML: paragraphs at blank lines, line breaks kept, nothing interpreted. */
export function plainTextToHtml(text: string): string {
  return text
    .trim()
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}
