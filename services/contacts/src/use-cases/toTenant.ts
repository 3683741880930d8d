import type { TTenant } from '@immodesk/contracts/tenants/listTenants.contract';
import type { TenantRow } from '../entities/TenantEntity';

export function toTenant(row: TenantRow): TTenant {
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
  };
}
