import type { TRentPayment } from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import { rentPaymentStatus } from '../domain/rentPaymentStatus';
import type { RentPaymentRow } from '../entities/RentPaymentEntity';

export function toRentPayment(row: RentPaymentRow, today: string): TRentPayment {
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
