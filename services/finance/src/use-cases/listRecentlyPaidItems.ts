import type { DataSource } from 'typeorm';
import { addCalendarDays } from '@immodesk/platform/domain/calendarDate';
import { RentPaymentEntity } from '../entities/RentPaymentEntity';

/** A due item paid in full, as the rent-received notification tells it. */
export type PaidItem = {
  organizationId: string;
  rentPaymentId: string;
  propertyId: string | null;
  period: string;
  paidAt: string;
};

/** Today (`YYYY-MM-DD`) and how many days before it a run looks back. */
export type RecentlyPaidQuery = { today: string; lookBackDays: number };

const LIMIT = 5_000;

/**
 * The `rent-received` job (issue 31): the leases' due items of every organization paid in full today or in the
 * `lookBackDays` days before, oldest payment first. The BFF tells each once per landlord and channel (the messaging service's
 * delivery claims), so reading the same days again on the next run sends nothing twice.
 */
export async function listRecentlyPaidItems(
  dataSource: DataSource,
  input: RecentlyPaidQuery,
): Promise<PaidItem[]> {
  const since = addCalendarDays(input.today, -input.lookBackDays);
  const rows = await dataSource
    .getRepository(RentPaymentEntity)
    .createQueryBuilder('payment')
    .where('payment.paidCents >= payment.amountDueCents')
    .andWhere('payment.amountDueCents > 0')
    .andWhere('payment.paidAt >= :since', { since })
    .andWhere('payment.contractId IS NOT NULL')
    .orderBy('payment.paidAt', 'ASC')
    .addOrderBy('payment.id', 'ASC')
    .limit(LIMIT)
    .getMany();
  return rows.flatMap((row) =>
    row.paidAt
      ? [
          {
            organizationId: row.organizationId,
            rentPaymentId: row.id,
            propertyId: row.propertyId,
            period: row.period,
            paidAt: row.paidAt,
          },
        ]
      : [],
  );
}
