/** The last message as one short line: whitespace collapsed, cut at a word boundary with an ellipsis. */
export function conversationPreview(text: string | null, maxLength = 160): string | null {
  const line = text?.replace(/\s+/g, ' ').trim();
  if (!line) return null;
  if (line.length <= maxLength) return line;
  const cut = line.slice(0, maxLength);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}
