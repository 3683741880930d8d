import { EntitySchema } from 'typeorm';
import { bigintAsNumber, instantColumn } from '@immodesk/platform/database/columns';

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
    id: { type: 'varchar', length: 36, primary: true, generated: 'uuid' },
    organizationId: { name: 'organization_id', type: 'varchar', length: 36 },
    contractId: { name: 'contract_id', type: 'varchar', length: 36 },
    effectiveFrom: { name: 'effective_from', type: 'date' },
    rentCents: { name: 'rent_cents', type: 'bigint', transformer: bigintAsNumber },
    createdAt: { name: 'created_at', type: 'datetime', precision: 3, transformer: instantColumn },
  },
});
