export const PREVIEW_LENGTH = 160;

/** The one-line preview of a message shown in the conversation list: whitespace collapsed, cut at a word. */
export function messagePreview(content: string): string {
  const line = content.replace(/\s+/g, ' ').trim();
  if (line.length <= PREVIEW_LENGTH) return line;
  const cut = line.slice(0, PREVIEW_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > PREVIEW_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
