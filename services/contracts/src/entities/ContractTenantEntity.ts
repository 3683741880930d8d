import { EntitySchema } from 'typeorm';
import { entityColumn } from '@immodesk/platform/database/entityColumns';

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
    id: entityColumn.id(),
    organizationId: entityColumn.organizationId(),
    contractId: entityColumn.varchar(36, { name: 'contract_id' }),
    tenantId: entityColumn.varchar(36, { name: 'tenant_id' }),
    position: entityColumn.int(),
  },
});
