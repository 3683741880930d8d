export const CONTACT_TABS = ['tenants', 'contractors'] as const;
export type ContactTab = (typeof CONTACT_TABS)[number];

/** `?tab=` → a known tab; anything else (or nothing) is the tenants tab, the first one. */
export function parseContactTab(value: string | null): ContactTab {
  return CONTACT_TABS.find((tab) => tab === value) ?? 'tenants';
}
