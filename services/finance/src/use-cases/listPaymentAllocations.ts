import { Between, type DataSource } from 'typeorm';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import { isCalendarDate } from '@immodesk/platform/domain/calendarDate';
import { PaymentAllocationEntity, type PaymentSourceType } from '../entities/PaymentAllocationEntity';
import { rentPaymentRepository } from '../repositories/rentPaymentRepository';

/** One amount received, as statistics and bank matching read it: when, from where, and on which item (null: credit). */
export type PaymentAllocation = {
  id: string;
  contractId: string | null;
  dueItemId: string | null;
  propertyId: string | null;
  period: string | null;
  /** The item's split, to tell received rent from received charges (pro rata of the item's amount). */
  itemRentCents: number | null;
  itemChargesCents: number | null;
  amountCents: number;
  receivedOn: string;
  source: { type: PaymentSourceType; lineId: string | null };
};

/** The organization's received amounts with `receivedOn` between `from` and `to` (inclusive), oldest first. */
export async function listPaymentAllocations(
  dataSource: DataSource,
  context: RequestContext,
  range: { from: string; to: string },
): Promise<PaymentAllocation[]> {
  if (!isCalendarDate(range.from) || !isCalendarDate(range.to))
    throw new AppError('validation_error', { details: { from: 'validation.invalidDate' } });
  const rows = await dataSource.getRepository(PaymentAllocationEntity).find({
    where: { organizationId: context.organizationId, receivedOn: Between(range.from, range.to) },
    order: { receivedOn: 'ASC', createdAt: 'ASC' },
  });
  const items = await rentPaymentRepository(dataSource).findByIds(context.organizationId, [
    ...new Set(rows.flatMap((row) => (row.rentPaymentId ? [row.rentPaymentId] : []))),
  ]);
  const itemById = new Map(items.map((item) => [item.id, item]));
  return rows.map((row) => {
    const item = row.rentPaymentId ? itemById.get(row.rentPaymentId) : undefined;
    return {
      id: row.id,
      contractId: row.contractId,
      dueItemId: row.rentPaymentId,
      propertyId: item?.propertyId ?? null,
      period: item?.period ?? null,
      itemRentCents: item?.rentCents ?? null,
      itemChargesCents: item?.chargesCents ?? null,
      amountCents: row.amountCents,
      receivedOn: row.receivedOn,
      source: { type: row.sourceType, lineId: row.sourceLineId },
    };
  });
}
