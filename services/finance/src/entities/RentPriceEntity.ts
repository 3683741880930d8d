import { EntitySchema } from 'typeorm';
import { entityColumn } from '@immodesk/platform/database/entityColumns';

/**
 * The rent of a contract from a day on (an indexation): due items due on or after `effectiveFrom` use it, those the
 * schedule creates later included. Before the first price the contract's own rent applies.
 */
export type RentPriceRow = {
  id: string;
  organizationId: string;
  contractId: string;
  effectiveFrom: string;
  rentCents: number;
  createdAt: Date;
};

export const RentPriceEntity = new EntitySchema<RentPriceRow>({
  name: 'RentPrice',
  tableName: 'rent_prices',
  columns: {
    id: entityColumn.id(),
    organizationId: entityColumn.organizationId(),
    contractId: entityColumn.varchar(36, { name: 'contract_id' }),
    effectiveFrom: entityColumn.date({ name: 'effective_from' }),
    rentCents: entityColumn.bigint({ name: 'rent_cents' }),
    createdAt: entityColumn.instant({ name: 'created_at' }),
  },
});
