import type { Property, PropertySummary } from '../domain/property';
import type { PropertyRow } from '../entities/PropertyEntity';
import type { PropertyListRow } from '../repositories/propertyRepository';

export function toPropertySummary(row: PropertyListRow): PropertySummary {
  return {
    id: row.id,
    urlCode: row.urlCode,
    street: row.street,
    houseNumber: row.houseNumber,
    bus: row.bus,
    postalCode: row.postalCode,
    city: row.city,
    country: row.country,
    type: row.type,
    rentCents: row.rentCents,
    status: row.status,
    occupancy: row.occupancy,
    isFavourite: row.isFavourite,
    latitude: row.latitude,
    longitude: row.longitude,
    primaryPhotoId: row.primaryPhotoId,
  };
}

export function toProperty(row: PropertyRow, primaryPhotoId: string | null): Property {
  return {
    ...toPropertySummary({ ...row, primaryPhotoId }),
    description: row.description,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
