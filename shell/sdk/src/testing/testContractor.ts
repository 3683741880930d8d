import type { TContractor } from '@immodesk/contracts/contractors/listContractors.contract';

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
