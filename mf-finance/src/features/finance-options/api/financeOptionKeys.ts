/** The lists the filters and the payment dialog choose from. */
export const financeOptionKeys = {
  properties: ['finance', 'options', 'properties'] as const,
  tenants: ['finance', 'options', 'tenants'] as const,
  contracts: ['finance', 'options', 'contracts'] as const,
};
