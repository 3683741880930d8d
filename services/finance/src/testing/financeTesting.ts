import crypto from 'node:crypto';
import type { RequestContext } from '@immodesk/platform/context';
import type { ScheduleLease } from '../use-cases/generateRentSchedules';

/** A lease of the organization from January 2026 to 2034 (€950 + €50, monthly on the 1st) with the given differences. */
export function scheduleLease(
  organization: RequestContext,
  overrides: Partial<ScheduleLease> = {},
): ScheduleLease {
  return {
    organizationId: organization.organizationId,
    contractId: crypto.randomUUID(),
    propertyId: crypto.randomUUID(),
    tenantId: crypto.randomUUID(),
    startsOn: '2026-01-01',
    endsOn: '2034-12-31',
    terminationDate: null,
    rentCents: 95_000,
    chargesCents: 5_000,
    paymentFrequency: 'monthly',
    rentDueDay: 1,
    ...overrides,
  };
}
