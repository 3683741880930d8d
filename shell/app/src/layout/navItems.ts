import type { TRemoteName } from '@immodesk/contracts/shell/getShellConfig.contract';
import { isRemoteEnabled } from '../startup/enabledRemotes';

/**
 * The sidebar of SPEC §2, in its order, with only the areas that work, never as a page that says it is coming.
 */
export type NavItem = {
  /** Key under `nav.` in the common namespace. */
  labelKey:
    | 'aiAssistant'
    | 'dashboard'
    | 'properties'
    | 'contacts'
    | 'payments'
    | 'documents'
    | 'tasks'
    | 'statistics'
    | 'communications'
    | 'settings';
  to: string;
  /** Extra path prefixes for which the item is active (contacts is also active on /tenants). */
  alsoActiveFor?: string[];
  /** The remote serving the area; the item is hidden when the deployment does not enable it. */
  remote?: TRemoteName;
};

export const SIDEBAR_ITEMS: NavItem[] = [
  { labelKey: 'aiAssistant', to: '/ai-assistant', remote: 'ai' },
  { labelKey: 'dashboard', to: '/dashboard' },
  { labelKey: 'properties', to: '/properties', remote: 'properties' },
  { labelKey: 'contacts', to: '/contacts', alsoActiveFor: ['/tenants'], remote: 'contacts' },
  { labelKey: 'payments', to: '/rent-payments', remote: 'finance' },
  { labelKey: 'tasks', to: '/tasks', remote: 'properties' },
  { labelKey: 'documents', to: '/documents', remote: 'documents' },
  { labelKey: 'statistics', to: '/reports', remote: 'finance' },
  { labelKey: 'communications', to: '/communications', remote: 'contacts' },
  { labelKey: 'settings', to: '/settings' },
];

export function isItemShown(item: Pick<NavItem, 'remote'>): boolean {
  return !item.remote || isRemoteEnabled(item.remote);
}

export function isItemActive(item: Pick<NavItem, 'to' | 'alsoActiveFor'>, pathname: string): boolean {
  return [item.to, ...(item.alsoActiveFor ?? [])].some(
    (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}
