import { EntitySchema } from 'typeorm';
import { entityColumn } from '@immodesk/platform/database/entityColumns';
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
    id: entityColumn.id(),
    organizationId: entityColumn.organizationId(),
    firstName: entityColumn.varchar(100, { name: 'first_name', nullable: true }),
    lastName: entityColumn.varchar(100, { name: 'last_name', nullable: true }),
    companyName: entityColumn.varchar(200, { name: 'company_name', nullable: true }),
    vatNumber: entityColumn.varchar(20, { name: 'vat_number', nullable: true }),
    specialty: entityColumn.varchar(32),
    hourlyRateCents: entityColumn.bigint({ name: 'hourly_rate_cents', nullable: true }),
    email: entityColumn.varchar(320, { nullable: true }),
    phone: entityColumn.varchar(40, { nullable: true }),
    address: entityColumn.varchar(300, { nullable: true }),
    rating: entityColumn.int({ nullable: true }),
    isActive: entityColumn.boolean({ name: 'is_active', default: true }),
    sortName: entityColumn.varchar(210, { name: 'sort_name' }),
    ...entityColumn.timestamps(),
  },
});
