export const CONTACT_TABS = ['tenants', 'contractors'] as const;
export type ContactTab = (typeof CONTACT_TABS)[number];

/** `?tab=` → a known tab; anything else (or nothing) is the tenants tab, the first one. */
export function parseContactTab(value: string | null): ContactTab {
  return CONTACT_TABS.find((tab) => tab === value) ?? 'tenants';
}

/** The tab an arrow, Home or End key moves to (wrapping around), or null for any other key. */
export function tabForKey(current: ContactTab, key: string): ContactTab | null {
  const index = CONTACT_TABS.indexOf(current);
  const last = CONTACT_TABS.length - 1;
  const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[key];
  return target === undefined ? null : (CONTACT_TABS[target] ?? null);
}
