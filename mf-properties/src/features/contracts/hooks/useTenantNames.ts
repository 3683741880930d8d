import { tenantDisplayName } from '@immodesk/sdk';
import { useTenantOptions } from './useTenantOptions';

/** The names of a contract's tenants, in its order (a tenant no longer listed is left out). */
export function useTenantNames() {
  const tenants = useTenantOptions();
  const byId = new Map((tenants.data ?? []).map((tenant) => [tenant.id, tenantDisplayName(tenant).primary]));
  return (tenantIds: readonly string[]): string[] =>
    tenantIds.flatMap((id) => (byId.has(id) ? [byId.get(id) as string] : []));
}
