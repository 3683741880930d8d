/**
 * The sidebar of SPEC §2, in its order. Areas whose screens do not exist yet (statistics,
 * communications) are left out of the navigation until they do: no link leads to an empty page.
 * Their routes exist and show a "not available yet" page for anyone with an old link.
 */
export type NavItem = {
  /** Key under `nav.` in the common namespace. */
  labelKey: 'aiAssistant' | 'dashboard' | 'properties' | 'contacts' | 'payments' | 'documents' | 'tasks' | 'reports' | 'communications' | 'settings';
  to: string;
  /** Extra path prefixes for which the item is active (contacts is also active on /tenants). */
  alsoActiveFor?: string[];
  isAvailable: boolean;
};

export const SIDEBAR_ITEMS: NavItem[] = [
  { labelKey: 'aiAssistant', to: '/ai-assistant', isAvailable: true },
  { labelKey: 'dashboard', to: '/dashboard', isAvailable: true },
  { labelKey: 'properties', to: '/properties', isAvailable: true },
  { labelKey: 'contacts', to: '/contacts', alsoActiveFor: ['/tenants'], isAvailable: true },
  { labelKey: 'payments', to: '/rent-payments', isAvailable: true },
  { labelKey: 'tasks', to: '/tasks', isAvailable: true },
  { labelKey: 'documents', to: '/documents', isAvailable: true },
  { labelKey: 'reports', to: '/reports', isAvailable: false },
  { labelKey: 'communications', to: '/communications', isAvailable: false },
  { labelKey: 'settings', to: '/settings', isAvailable: true },
];

/** Areas routed to the "not available yet" page. */
export const UPCOMING_AREAS = SIDEBAR_ITEMS.filter((item) => !item.isAvailable);

export function isItemActive(item: Pick<NavItem, 'to' | 'alsoActiveFor'>, pathname: string): boolean {
  return [item.to, ...(item.alsoActiveFor ?? [])].some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}
