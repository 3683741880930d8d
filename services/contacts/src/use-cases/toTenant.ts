import type { Tenant } from '../domain/tenant';
import type { TenantRow } from '../entities/TenantEntity';

export function toTenant(row: TenantRow): Tenant {
  return {
    id: row.id,
    entityType: row.entityType,
    firstName: row.firstName,
    lastName: row.lastName,
    companyName: row.companyName,
    vatNumber: row.vatNumber,
    email: row.email,
    phone: row.phone,
    language: row.language,
    status: row.status,
    propertyId: row.propertyId,
    notes: row.notes,
    street: row.street,
    houseNumber: row.houseNumber,
    bus: row.bus,
    postalCode: row.postalCode,
    city: row.city,
    country: row.country,
    birthDate: row.birthDate,
    birthPlace: row.birthPlace,
    nationalRegisterNumber: row.nationalRegisterNumber,
  };
}
