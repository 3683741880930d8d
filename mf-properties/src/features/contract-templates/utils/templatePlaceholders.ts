const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The `{{names}}` a template text uses that are not in `known`, each once, in order of appearance. */
export function unknownPlaceholders(content: string, known: readonly string[]): string[] {
  const unknown = new Set<string>();
  for (const match of content.matchAll(PLACEHOLDER)) {
    const name = match[1] ?? '';
    if (!known.includes(name)) unknown.add(name);
  }
  return [...unknown];
}
