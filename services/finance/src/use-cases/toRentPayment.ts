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
    dueDate: row.dueDate,
    amountDueCents: row.amountDueCents,
    paidCents: row.paidCents,
    paidAt: row.paidAt,
    status: rentPaymentStatus(row, today),
    notes: row.notes,
  };
}
