import type { DataSource } from 'typeorm';
import { RentPaymentEntity } from '../entities/RentPaymentEntity';

/** A due item paid in full, as the rent-received notification tells it. */
export type PaidItem = {
  organizationId: string;
  rentPaymentId: string;
  propertyId: string | null;
  period: string;
  paidAt: string;
};

const LIMIT = 5_000;

/**
 * The `rent-received` job (issue 31): the leases' due items of every organization paid in full on or after the
 * given day, oldest payment first. The BFF tells each once per landlord and channel (the messaging service's
 * delivery claims), so reading the same days again on the next run sends nothing twice.
 */
export async function listRecentlyPaidItems(
  dataSource: DataSource,
  input: { paidOnOrAfter: string },
): Promise<PaidItem[]> {
  const rows = await dataSource
    .getRepository(RentPaymentEntity)
    .createQueryBuilder('payment')
    .where('payment.paidCents >= payment.amountDueCents')
    .andWhere('payment.amountDueCents > 0')
    .andWhere('payment.paidAt >= :since', { since: input.paidOnOrAfter })
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
