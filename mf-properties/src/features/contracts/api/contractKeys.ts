/** One query-key factory for the contract screens (STYLE.md), so invalidation never misses a list. */
export const contractKeys = {
  all: ['contracts'] as const,
  lists: () => [...contractKeys.all, 'list'] as const,
  forProperty: (propertyId: string) => [...contractKeys.lists(), { propertyId }] as const,
  details: () => [...contractKeys.all, 'detail'] as const,
  detail: (contractId: string) => [...contractKeys.details(), contractId] as const,
  tenantOptions: () => [...contractKeys.all, 'tenant-options'] as const,
  propertyOptions: () => [...contractKeys.all, 'property-options'] as const,
};
