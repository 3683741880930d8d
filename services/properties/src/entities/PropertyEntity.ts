import { EntitySchema } from 'typeorm';
import { bigintAsNumber, booleanColumn, instantColumn } from '@immodesk/platform/database/columns';
import type { Property } from '../domain/property';

/** The primary photo is not a column: it comes from the property's photos. */
export type PropertyRow = Omit<Property, 'primaryPhotoId' | 'createdAt' | 'updatedAt'> & {
  organizationId: string;
  /** Folded street, number, box, postal code, city and urlCode (domain/searchText): what the list search matches. */
  searchText: string;
  createdAt: Date;
  updatedAt: Date;
};

export const PropertyEntity = new EntitySchema<PropertyRow>({
  name: 'Property',
  tableName: 'properties',
  columns: {
    id: { type: 'varchar', length: 36, primary: true, generated: 'uuid' },
    organizationId: { name: 'organization_id', type: 'varchar', length: 36 },
    urlCode: { name: 'url_code', type: 'varchar', length: 120 },
    street: { type: 'varchar', length: 200 },
    houseNumber: { name: 'house_number', type: 'varchar', length: 20 },
    bus: { type: 'varchar', length: 20, nullable: true },
    postalCode: { name: 'postal_code', type: 'varchar', length: 10 },
    city: { type: 'varchar', length: 100 },
    country: { type: 'varchar', length: 2 },
    type: { type: 'varchar', length: 32 },
    rentCents: { name: 'rent_cents', type: 'bigint', nullable: true, transformer: bigintAsNumber },
    description: { type: 'text', nullable: true },
    status: { type: 'varchar', length: 16 },
    occupancy: { type: 'varchar', length: 16 },
    isFavourite: { name: 'is_favourite', type: 'boolean', default: false, transformer: booleanColumn },
    latitude: { type: 'double', nullable: true },
    longitude: { type: 'double', nullable: true },
    searchText: { name: 'search_text', type: 'varchar', length: 400, default: '' },
    createdAt: { name: 'created_at', type: 'datetime', precision: 3, transformer: instantColumn },
    updatedAt: { name: 'updated_at', type: 'datetime', precision: 3, transformer: instantColumn },
  },
});
