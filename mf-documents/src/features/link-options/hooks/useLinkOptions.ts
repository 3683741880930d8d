import { useQuery } from '@tanstack/react-query';
import { formatAddress, tenantDisplayName } from '@immodesk/sdk';
import type { SelectOption } from '@immodesk/ui-kit';
import { fetchPropertyOptions, fetchTenantOptions } from '../api/fetchLinkOptions';

export const linkOptionKeys = {
  properties: ['documents', 'link-options', 'properties'] as const,
  tenants: ['documents', 'link-options', 'tenants'] as const,
};

/** The properties and tenants as select options (value: id), for the list's filters and the upload dialog. */
export function useLinkOptions(): { properties: SelectOption[]; tenants: SelectOption[] } {
  const properties = useQuery({
    queryKey: linkOptionKeys.properties,
    queryFn: ({ signal }) => fetchPropertyOptions(signal),
  });
  const tenants = useQuery({
    queryKey: linkOptionKeys.tenants,
    queryFn: ({ signal }) => fetchTenantOptions(signal),
  });
  return {
    properties: (properties.data ?? []).map((property) => ({
      value: property.id,
      label: formatAddress(property),
    })),
    tenants: (tenants.data ?? []).map((tenant) => ({
      value: tenant.id,
      label: tenantDisplayName(tenant).primary,
    })),
  };
}
