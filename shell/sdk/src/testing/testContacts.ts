import type { TContractor } from '@immodesk/contracts/contractors/listContractors.contract';
import type { TTenant } from '@immodesk/contracts/tenants/listTenants.contract';

/** A contractor as the API returns it (Pieter Van Acker, a plumber); a test overrides what it is about. */
export function testContractor(overrides: Partial<TContractor> = {}): TContractor {
  return {
    id: '5c1d2e3f-0000-4000-8000-000000000001',
    firstName: 'Pieter',
    lastName: 'Van Acker',
    companyName: 'Loodgieterij Van Acker',
    vatNumber: null,
    specialty: 'plumber',
    hourlyRateCents: 6500,
    email: null,
    phone: null,
    address: null,
    rating: 4,
    isActive: true,
    ...overrides,
  };
}

/** A tenant as the API returns it (Camille Dubois, a French-speaking person); a test overrides what it is about. */
export function testTenant(overrides: Partial<TTenant> = {}): TTenant {
  return {
    id: '0b7f4f0e-1c1a-4d4e-9f55-3f7a2b9d0001',
    entityType: 'natural',
    firstName: 'Camille',
    lastName: 'Dubois',
    companyName: null,
    vatNumber: null,
    email: 'camille.dubois@example.be',
    phone: null,
    language: 'fr',
    status: 'active',
    propertyId: null,
    notes: null,
    street: null,
    houseNumber: null,
    bus: null,
    postalCode: null,
    city: null,
    country: null,
    birthDate: null,
    birthPlace: null,
    nationalRegisterNumber: null,
    ...overrides,
  };
}
