/** The ids among `values`, each once, in first-seen order; the missing ones (null, undefined, empty) are left out. */
export function distinctIds(values: readonly (string | null | undefined)[]): string[] {
  return [...new Set(values.filter((value): value is string => Boolean(value)))];
}
