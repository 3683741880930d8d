import { EntitySchema } from 'typeorm';
import { bigintAsNumber, booleanColumn, instantColumn } from '@immodesk/platform/database/columns';
import type { Contractor } from '../domain/contractor';

export type ContractorRow = Contractor & {
  organizationId: string;
  /** Lower-cased display name, so lists sort the same on SQLite and MySQL. */
  sortName: string;
  createdAt: Date;
  updatedAt: Date;
};

export const ContractorEntity = new EntitySchema<ContractorRow>({
  name: 'Contractor',
  tableName: 'contractors',
  columns: {
    id: { type: 'varchar', length: 36, primary: true, generated: 'uuid' },
    organizationId: { name: 'organization_id', type: 'varchar', length: 36 },
    firstName: { name: 'first_name', type: 'varchar', length: 100, nullable: true },
    lastName: { name: 'last_name', type: 'varchar', length: 100, nullable: true },
    companyName: { name: 'company_name', type: 'varchar', length: 200, nullable: true },
    vatNumber: { name: 'vat_number', type: 'varchar', length: 20, nullable: true },
    specialty: { type: 'varchar', length: 32 },
    hourlyRateCents: {
      name: 'hourly_rate_cents',
      type: 'bigint',
      nullable: true,
      transformer: bigintAsNumber,
    },
    email: { type: 'varchar', length: 320, nullable: true },
    phone: { type: 'varchar', length: 40, nullable: true },
    address: { type: 'varchar', length: 300, nullable: true },
    rating: { type: 'int', nullable: true },
    isActive: { name: 'is_active', type: 'boolean', default: true, transformer: booleanColumn },
    sortName: { name: 'sort_name', type: 'varchar', length: 210 },
    createdAt: { name: 'created_at', type: 'datetime', precision: 3, transformer: instantColumn },
    updatedAt: { name: 'updated_at', type: 'datetime', precision: 3, transformer: instantColumn },
  },
});
