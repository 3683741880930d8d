import { EntitySchema } from 'typeorm';
import { entityColumn } from '@immodesk/platform/database/entityColumns';
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
    id: entityColumn.id(),
    organizationId: entityColumn.organizationId(),
    urlCode: entityColumn.varchar(120, { name: 'url_code' }),
    street: entityColumn.varchar(200),
    houseNumber: entityColumn.varchar(20, { name: 'house_number' }),
    bus: entityColumn.varchar(20, { nullable: true }),
    postalCode: entityColumn.varchar(10, { name: 'postal_code' }),
    city: entityColumn.varchar(100),
    country: entityColumn.varchar(2),
    type: entityColumn.varchar(32),
    rentCents: entityColumn.bigint({ name: 'rent_cents', nullable: true }),
    description: entityColumn.text({ nullable: true }),
    status: entityColumn.varchar(16),
    occupancy: entityColumn.varchar(16),
    isFavourite: entityColumn.boolean({ name: 'is_favourite', default: false }),
    latitude: { type: 'double', nullable: true },
    longitude: { type: 'double', nullable: true },
    searchText: entityColumn.varchar(400, { name: 'search_text', default: '' }),
    ...entityColumn.timestamps(),
  },
});
