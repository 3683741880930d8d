import type { RentPayment } from '../domain/rentPayment';
import { rentPaymentStatus } from '../domain/rentPaymentStatus';
import type { RentPaymentRow } from '../entities/RentPaymentEntity';

export function toRentPayment(row: RentPaymentRow, today: string): RentPayment {
  return {
    id: row.id,
    contractId: row.contractId,
    propertyId: row.propertyId,
    tenantId: row.tenantId,
    period: row.period,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    dueDate: row.dueDate,
    amountDueCents: row.amountDueCents,
    rentCents: row.rentCents,
    chargesCents: row.chargesCents,
    paidCents: row.paidCents,
    paidAt: row.paidAt,
    status: rentPaymentStatus(row, today),
    notes: row.notes,
    settledAs: row.settledAs,
  };
}
