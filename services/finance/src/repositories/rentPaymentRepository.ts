import type { DataSource, SelectQueryBuilder } from 'typeorm';
import { pageWindow, type PageQuery } from '@immodesk/platform/domain/page';
import type { RentPaymentTotals } from '../domain/rentPayment';
import type { PaymentCriterion, StatusCriteria } from '../domain/rentPaymentStatus';
import { RentPaymentEntity, type RentPaymentRow } from '../entities/RentPaymentEntity';

export type RentPaymentListFilter = {
  contractId?: string | undefined;
  propertyId?: string | undefined;
  tenantId?: string | undefined;
  status?: StatusCriteria | undefined;
  dueFrom?: string | undefined;
  dueTo?: string | undefined;
} & PageQuery;

export type DueItemKey = {
  contractId: string | null;
  propertyId: string | null;
  tenantId: string | null;
  period: string;
};

const PAYMENT_CONDITIONS: Record<PaymentCriterion, string> = {
  full: 'payment.paidCents >= payment.amountDueCents',
  none: 'payment.paidCents = 0 AND payment.paidCents < payment.amountDueCents',
  some: 'payment.paidCents > 0 AND payment.paidCents < payment.amountDueCents',
  outstanding: 'payment.paidCents < payment.amountDueCents',
};

/** The organization's items that match the filter (without paging). */
function filtered(
  builder: SelectQueryBuilder<RentPaymentRow>,
  organizationId: string,
  filter: Omit<RentPaymentListFilter, keyof PageQuery>,
): SelectQueryBuilder<RentPaymentRow> {
  builder.where('payment.organizationId = :organizationId', { organizationId });
  if (filter.contractId) builder.andWhere('payment.contractId = :contractId', { contractId: filter.contractId });
  if (filter.propertyId) builder.andWhere('payment.propertyId = :propertyId', { propertyId: filter.propertyId });
  if (filter.tenantId) builder.andWhere('payment.tenantId = :tenantId', { tenantId: filter.tenantId });
  if (filter.dueFrom) builder.andWhere('payment.dueDate >= :dueFrom', { dueFrom: filter.dueFrom });
  if (filter.dueTo) builder.andWhere('payment.dueDate <= :dueTo', { dueTo: filter.dueTo });
  if (filter.status) {
    builder.andWhere(`(${PAYMENT_CONDITIONS[filter.status.payment]})`);
    if (filter.status.dueBefore) builder.andWhere('payment.dueDate < :dueBefore', { dueBefore: filter.status.dueBefore });
    if (filter.status.dueOnOrAfter) builder.andWhere('payment.dueDate >= :dueOnOrAfter', { dueOnOrAfter: filter.status.dueOnOrAfter });
  }
  return builder;
}

function whereNullable(builder: SelectQueryBuilder<RentPaymentRow>, column: 'contractId' | 'propertyId' | 'tenantId', value: string | null): void {
  if (value === null) builder.andWhere(`payment.${column} IS NULL`);
  else builder.andWhere(`payment.${column} = :${column}`, { [column]: value });
}

export function rentPaymentRepository(dataSource: DataSource) {
  const payments = dataSource.getRepository(RentPaymentEntity);
  return {
    insert: (row: Omit<RentPaymentRow, 'id'>) => payments.save(payments.create(row)),

    findById: (organizationId: string, id: string) => payments.findOne({ where: { organizationId, id } }),

    countForProperty: (organizationId: string, propertyId: string) => payments.count({ where: { organizationId, propertyId } }),

    async deleteForProperty(organizationId: string, propertyId: string): Promise<number> {
      return (await payments.delete({ organizationId, propertyId })).affected ?? 0;
    },

    findByContractPeriod: (organizationId: string, contractId: string, period: string) =>
      payments.findOne({ where: { organizationId, contractId, period } }),

    /** Whether a due item with exactly this contract, property, tenant (null included) and period exists. */
    async existsWithKey(organizationId: string, key: DueItemKey): Promise<boolean> {
      const builder = payments
        .createQueryBuilder('payment')
        .where('payment.organizationId = :organizationId', { organizationId })
        .andWhere('payment.period = :period', { period: key.period });
      whereNullable(builder, 'contractId', key.contractId);
      whereNullable(builder, 'propertyId', key.propertyId);
      whereNullable(builder, 'tenantId', key.tenantId);
      return (await builder.getCount()) > 0;
    },

    async updateAmounts(organizationId: string, id: string, changes: Pick<RentPaymentRow, 'paidCents' | 'paidAt' | 'notes' | 'updatedAt'>): Promise<void> {
      await payments.update({ organizationId, id }, changes);
    },

    async list(organizationId: string, filter: RentPaymentListFilter): Promise<{ rows: RentPaymentRow[]; total: number }> {
      const { offset, limit } = pageWindow(filter);
      const [rows, total] = await filtered(payments.createQueryBuilder('payment'), organizationId, filter)
        .orderBy('payment.dueDate', 'DESC')
        .addOrderBy('payment.id', 'ASC')
        .skip(offset)
        .take(limit)
        .getManyAndCount();
      return { rows, total };
    },

    /** Sums over every item the filter selects (all pages): due, received, and still open per item. */
    async totals(organizationId: string, filter: Omit<RentPaymentListFilter, keyof PageQuery>): Promise<RentPaymentTotals> {
      const raw = await filtered(payments.createQueryBuilder('payment'), organizationId, filter)
        .select('COALESCE(SUM(payment.amountDueCents), 0)', 'dueCents')
        .addSelect('COALESCE(SUM(payment.paidCents), 0)', 'paidCents')
        // An overpaid item leaves nothing open; it does not lower what other items still owe.
        .addSelect('COALESCE(SUM(CASE WHEN payment.paidCents < payment.amountDueCents THEN payment.amountDueCents - payment.paidCents ELSE 0 END), 0)', 'outstandingCents')
        .getRawOne<Record<keyof RentPaymentTotals, string | number>>();
      // MariaDB answers a SUM as a decimal string, SQLite as a number.
      return { dueCents: Number(raw?.dueCents ?? 0), paidCents: Number(raw?.paidCents ?? 0), outstandingCents: Number(raw?.outstandingCents ?? 0) };
    },
  };
}
