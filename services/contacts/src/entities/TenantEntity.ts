import { EntitySchema } from 'typeorm';
import { entityColumn } from '@immodesk/platform/database/entityColumns';
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
    id: entityColumn.id(),
    organizationId: entityColumn.organizationId(),
    entityType: entityColumn.varchar(16, { name: 'entity_type' }),
    firstName: entityColumn.varchar(100, { name: 'first_name', nullable: true }),
    lastName: entityColumn.varchar(100, { name: 'last_name', nullable: true }),
    companyName: entityColumn.varchar(200, { name: 'company_name', nullable: true }),
    vatNumber: entityColumn.varchar(20, { name: 'vat_number', nullable: true }),
    email: entityColumn.varchar(320, { nullable: true }),
    phone: entityColumn.varchar(40, { nullable: true }),
    language: entityColumn.varchar(2),
    status: entityColumn.varchar(16),
    propertyId: entityColumn.varchar(36, { name: 'property_id', nullable: true }),
    notes: entityColumn.text({ nullable: true }),
    street: entityColumn.varchar(200, { nullable: true }),
    houseNumber: entityColumn.varchar(20, { name: 'house_number', nullable: true }),
    bus: entityColumn.varchar(20, { nullable: true }),
    postalCode: entityColumn.varchar(10, { name: 'postal_code', nullable: true }),
    city: entityColumn.varchar(100, { nullable: true }),
    country: entityColumn.varchar(2, { nullable: true }),
    birthDate: entityColumn.date({ name: 'birth_date', nullable: true }),
    birthPlace: entityColumn.varchar(100, { name: 'birth_place', nullable: true }),
    nationalRegisterNumber: entityColumn.varchar(11, { name: 'national_register_number', nullable: true }),
    sortName: entityColumn.varchar(210, { name: 'sort_name' }),
    ...entityColumn.timestamps(),
  },
});
