import type {
  TRentPayment,
  TRentPaymentListItem,
} from '@immodesk/contracts/rentPayments/listRentPayments.contract';

/** A pending due item of March 2026 without contract: 920 euro (850 rent, 70 charges), nothing paid yet. */
export function dueItemFixture(overrides: Partial<TRentPayment> = {}): TRentPayment {
  return {
    id: crypto.randomUUID(),
    contractId: null,
    propertyId: null,
    tenantId: null,
    period: '2026-03',
    dueDate: '2026-03-01',
    periodStart: null,
    periodEnd: null,
    amountDueCents: 92_000,
    rentCents: 85_000,
    chargesCents: 7_000,
    paidCents: 0,
    paidAt: null,
    status: 'pending',
    notes: null,
    ...overrides,
  };
}

/** A due item as the payments list shows it, with nothing looked up (no contract number, address or tenants). */
export function rentPaymentListItemFixture(
  overrides: Partial<TRentPaymentListItem> = {},
): TRentPaymentListItem {
  return {
    contractNumber: null,
    propertyAddress: null,
    tenantNames: [],
    ...dueItemFixture(overrides),
    ...overrides,
  };
}
