import type { Contractor } from '../domain/contractor';
import type { ContractorRow } from '../entities/ContractorEntity';

export function toContractor(row: ContractorRow): Contractor {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    companyName: row.companyName,
    vatNumber: row.vatNumber,
    specialty: row.specialty,
    hourlyRateCents: row.hourlyRateCents,
    email: row.email,
    phone: row.phone,
    address: row.address,
    rating: row.rating,
    isActive: row.isActive,
  };
}
