/** The tab an arrow, Home or End key moves to (wrapping around), or null for any other key. */
export function tabForKey<T extends string>(tabs: readonly T[], current: T, key: string): T | null {
  const index = tabs.indexOf(current);
  const last = tabs.length - 1;
  const target = {
    ArrowRight: index === last ? 0 : index + 1,
    ArrowLeft: index === 0 ? last : index - 1,
    Home: 0,
    End: last,
  }[key];
  return target === undefined ? null : (tabs[target] ?? null);
}
