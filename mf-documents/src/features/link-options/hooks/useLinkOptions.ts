import { useQuery } from '@tanstack/react-query';
import { propertySelectOptions, tenantSelectOptions } from '@immodesk/sdk';
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
    properties: propertySelectOptions(properties.data ?? []),
    tenants: tenantSelectOptions(tenants.data ?? []),
  };
}
