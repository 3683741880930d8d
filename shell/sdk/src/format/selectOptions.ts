import type { SelectOption } from '@immodesk/ui-kit';
import { tenantDisplayName, type TenantNameParts } from '@immodesk/contracts/common/displayNames';
import { formatAddress, type AddressParts } from './formatAddress';

/** Properties as select options: the id, and the address as the label. */
export function propertySelectOptions(
  properties: readonly (AddressParts & { id: string })[],
): SelectOption[] {
  return properties.map((property) => ({ value: property.id, label: formatAddress(property) }));
}

/** Tenants as select options: the id, and the name a person or company goes by as the label. */
export function tenantSelectOptions(tenants: readonly (TenantNameParts & { id: string })[]): SelectOption[] {
  return tenants.map((tenant) => ({ value: tenant.id, label: tenantDisplayName(tenant).primary }));
}
