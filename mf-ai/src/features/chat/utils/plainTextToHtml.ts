const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** A drafted message (plain text) as the message API's HTML: paragraphs at blank lines, line breaks kept, nothing interpreted. */
export function plainTextToHtml(text: string): string {
  return text
    .trim()
    .split(/\n{2,}/)
    .map(
      (paragraph) =>
        `<p>${paragraph.replace(/[&<>"']/g, (character) => ESCAPES[character]!).replace(/\n/g, '<br>')}</p>`,
    )
    .join('');
}
