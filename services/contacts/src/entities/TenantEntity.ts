import { EntitySchema } from 'typeorm';
import { instantColumn } from '@immodesk/platform/database/columns';
import type { Tenant } from '../domain/tenant';

export type TenantRow = Tenant & {
  organizationId: string;
  /** Lower-cased display name ("company" or "last first"), so lists sort the same on SQLite and MySQL. */
  sortName: string;
  createdAt: Date;
  updatedAt: Date;
};

export const TenantEntity = new EntitySchema<TenantRow>({
  name: 'Tenant',
  tableName: 'tenants',
  columns: {
    id: { type: 'varchar', length: 36, primary: true, generated: 'uuid' },
    organizationId: { name: 'organization_id', type: 'varchar', length: 36 },
    entityType: { name: 'entity_type', type: 'varchar', length: 16 },
    firstName: { name: 'first_name', type: 'varchar', length: 100, nullable: true },
    lastName: { name: 'last_name', type: 'varchar', length: 100, nullable: true },
    companyName: { name: 'company_name', type: 'varchar', length: 200, nullable: true },
    vatNumber: { name: 'vat_number', type: 'varchar', length: 20, nullable: true },
    email: { type: 'varchar', length: 320, nullable: true },
    phone: { type: 'varchar', length: 40, nullable: true },
    language: { type: 'varchar', length: 2 },
    status: { type: 'varchar', length: 16 },
    propertyId: { name: 'property_id', type: 'varchar', length: 36, nullable: true },
    notes: { type: 'text', nullable: true },
    sortName: { name: 'sort_name', type: 'varchar', length: 210 },
    createdAt: { name: 'created_at', type: 'datetime', precision: 3, transformer: instantColumn },
    updatedAt: { name: 'updated_at', type: 'datetime', precision: 3, transformer: instantColumn },
  },
});
