import { EntitySchema } from 'typeorm';

/** The tenants of a contract, in the order the landlord listed them (the first one's language renders it). */
export type ContractTenantRow = {
  id: string;
  organizationId: string;
  contractId: string;
  /** A tenant of the contacts service; checked by the BFF, no foreign key (services own their tables). */
  tenantId: string;
  position: number;
};

export const ContractTenantEntity = new EntitySchema<ContractTenantRow>({
  name: 'ContractTenant',
  tableName: 'contract_tenants',
  columns: {
    id: { type: 'varchar', length: 36, primary: true, generated: 'uuid' },
    organizationId: { name: 'organization_id', type: 'varchar', length: 36 },
    contractId: { name: 'contract_id', type: 'varchar', length: 36 },
    tenantId: { name: 'tenant_id', type: 'varchar', length: 36 },
    position: { type: 'int' },
  },
});
