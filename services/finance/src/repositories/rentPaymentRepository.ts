import { Brackets, In, type DataSource, type EntityManager, type SelectQueryBuilder } from 'typeorm';
import { randomUUID } from 'node:crypto';
import { insertIgnoringDuplicates } from '@immodesk/platform/database/insertRows';
import { retryOnDeadlock } from '@immodesk/platform/database/uniqueViolation';
import { pageWindow, type PageQuery } from '@immodesk/platform/domain/page';
import type { RentPaymentTotals } from '../domain/rentPayment';
import type { PaymentCriterion, StatusCriteria } from '../domain/rentPaymentStatus';
import { RentPaymentEntity, type RentPaymentRow } from '../entities/RentPaymentEntity';

export type RentPaymentListFilter = {
  contractId?: string | undefined;
  propertyId?: string | undefined;
  tenantId?: string | undefined;
  status?: StatusCriteria | undefined;
  period?: string | undefined;
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
  if (filter.contractId)
    builder.andWhere('payment.contractId = :contractId', { contractId: filter.contractId });
  if (filter.propertyId)
    builder.andWhere('payment.propertyId = :propertyId', { propertyId: filter.propertyId });
  if (filter.tenantId) builder.andWhere('payment.tenantId = :tenantId', { tenantId: filter.tenantId });
  if (filter.period) builder.andWhere('payment.period = :period', { period: filter.period });
  if (filter.dueFrom) builder.andWhere('payment.dueDate >= :dueFrom', { dueFrom: filter.dueFrom });
  if (filter.dueTo) builder.andWhere('payment.dueDate <= :dueTo', { dueTo: filter.dueTo });
  if (filter.status) {
    builder.andWhere(`(${PAYMENT_CONDITIONS[filter.status.payment]})`);
    if (filter.status.dueBefore)
      builder.andWhere('payment.dueDate < :dueBefore', { dueBefore: filter.status.dueBefore });
    if (filter.status.dueOnOrAfter)
      builder.andWhere('payment.dueDate >= :dueOnOrAfter', { dueOnOrAfter: filter.status.dueOnOrAfter });
  }
  return builder;
}

function whereNullable(
  builder: SelectQueryBuilder<RentPaymentRow>,
  column: 'contractId' | 'propertyId' | 'tenantId',
  value: string | null,
): void {
  if (value === null) builder.andWhere(`payment.${column} IS NULL`);
  else builder.andWhere(`payment.${column} = :${column}`, { [column]: value });
}

/** An overdue item as the overdue job reads it, with the steps already done. */
export type OverdueItemRow = {
  id: string;
  organizationId: string;
  contractId: string;
  propertyId: string | null;
  tenantId: string | null;
  period: string;
  dueDate: string;
  amountDueCents: number;
  paidCents: number;
  notified: boolean;
  reminded: boolean;
};

/** A due item the schedule creates; `insertIgnoringDuplicates` skips the ones that exist. */
export type NewDueItem = Omit<RentPaymentRow, 'id' | 'paidCents' | 'paidAt' | 'notes' | 'settledAs'>;

/** Rows per statement: 16 columns each stays under SQLite's 32,766 bound parameters. */
const INSERT_CHUNK = 1_000;
/** Rows (whole leases) per transaction on MySQL/MariaDB: one commit, one log flush, for several statements. */
const TRANSACTION_ROWS = 5_000;

type KeyedItem = { key: string; row: NewDueItem };

/** Sorted items cut into groups of whole contracts of about `size` rows each. */
function leaseGroups(items: readonly KeyedItem[], size: number): NewDueItem[][] {
  const groups: NewDueItem[][] = [];
  let group: NewDueItem[] = [];
  let contract: string | null = null;
  for (const { row } of items) {
    const rowContract = `${row.organizationId}|${row.contractId}`;
    if (group.length >= size && rowContract !== contract) {
      groups.push(group);
      group = [];
    }
    group.push(row);
    contract = rowContract;
  }
  if (group.length > 0) groups.push(group);
  return groups;
}

export function rentPaymentRepository(dataSource: DataSource | EntityManager) {
  const payments = dataSource.getRepository(RentPaymentEntity);
  const { type } = 'manager' in dataSource ? dataSource.options : dataSource.dataSource.options;
  const isMySql = type === 'mysql' || type === 'mariadb';
  const insertChunk = (target: DataSource | EntityManager, chunk: readonly NewDueItem[]) =>
    insertIgnoringDuplicates(
      target,
      RentPaymentEntity,
      chunk.map((row) => ({
        ...row,
        id: randomUUID(),
        paidCents: 0,
        paidAt: null,
        notes: null,
        settledAs: null,
      })),
    );
  return {
    /**
     * Inserts the items the UNIQUE (organization, contract, period) index does not hold yet, in chunks; on MySQL
     * `INSERT IGNORE`, on SQLite `INSERT OR IGNORE`: two runs at once each insert a row only once.
     */
    async insertIgnoringDuplicates(rows: readonly NewDueItem[]): Promise<void> {
      // One key order for every writer keeps concurrent runs from locking each other's keys crosswise.
      const ordered = rows
        .map((row) => ({ key: `${row.organizationId}|${row.contractId}|${row.period}`, row }))
        .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      // SQLite: one statement per chunk, no transaction around several: a lock held across statements would make
      // two runs in one process (SQLite's synchronous driver) wait on each other.
      // MySQL/MariaDB: the statements of a group of leases in one transaction (a first back-fill of 10,000 leases
      // otherwise waits on ~80 commits, each flushing the log); retried whole on a deadlock.
      const groups = isMySql
        ? leaseGroups(ordered, TRANSACTION_ROWS)
        : Array.from({ length: Math.ceil(ordered.length / INSERT_CHUNK) }, (_, index) =>
            ordered.slice(index * INSERT_CHUNK, (index + 1) * INSERT_CHUNK).map(({ row }) => row),
          );
      for (const group of groups) {
        const count = Math.ceil(group.length / INSERT_CHUNK);
        const size = Math.ceil(group.length / count);
        const chunks = Array.from({ length: count }, (_, index) =>
          group.slice(index * size, (index + 1) * size),
        );
        await retryOnDeadlock(async () => {
          if (!isMySql) {
            for (const chunk of chunks) await insertChunk(dataSource, chunk);
            return;
          }
          await dataSource.transaction(async (manager) => {
            for (const chunk of chunks) await insertChunk(manager, chunk);
          });
        });
      }
    },

    /** Per contract, the start of the latest period it has an item for and the last day its items cover. */
    async scheduleReach(
      contractIds: readonly string[],
    ): Promise<Map<string, { lastPeriodStart: string; lastPeriodEnd: string }>> {
      const reach = new Map<string, { lastPeriodStart: string; lastPeriodEnd: string }>();
      const wanted = new Set(contractIds);
      const query = (chunk: readonly string[] | null) => {
        const builder = payments
          .createQueryBuilder('payment')
          .select('payment.contractId', 'contractId')
          .addSelect('MAX(payment.periodStart)', 'lastPeriodStart')
          .addSelect('MAX(payment.periodEnd)', 'lastPeriodEnd')
          .where('payment.periodStart IS NOT NULL');
        if (chunk) builder.andWhere('payment.contractId IN (:...chunk)', { chunk });
        return builder
          .groupBy('payment.contractId')
          .getRawMany<{ contractId: string; lastPeriodStart: string | Date; lastPeriodEnd: string | Date }>();
      };
      // Many leases (the hourly job over every organization): one grouped pass over the table beats thousands of ids.
      const rows =
        contractIds.length > 1000
          ? await query(null)
          : contractIds.length > 0
            ? await query(contractIds)
            : [];
      for (const row of rows) {
        if (wanted.has(row.contractId))
          reach.set(row.contractId, {
            lastPeriodStart: dateOnly(row.lastPeriodStart),
            lastPeriodEnd: dateOnly(row.lastPeriodEnd),
          });
      }
      return reach;
    },

    /** The contract's items that still owe money, oldest due date first (optionally only from a day on, or without some). */
    openItemsOfContract: (
      organizationId: string,
      contractId: string,
      options: { dueOnOrAfter?: string; excludeIds?: readonly string[] } = {},
    ) => {
      const builder = payments
        .createQueryBuilder('payment')
        .where('payment.organizationId = :organizationId', { organizationId })
        .andWhere('payment.contractId = :contractId', { contractId })
        .andWhere('payment.paidCents < payment.amountDueCents');
      if (options.dueOnOrAfter)
        builder.andWhere('payment.dueDate >= :dueOnOrAfter', { dueOnOrAfter: options.dueOnOrAfter });
      if (options.excludeIds?.length)
        builder.andWhere('payment.id NOT IN (:...excludeIds)', { excludeIds: options.excludeIds });
      return builder.orderBy('payment.dueDate', 'ASC').addOrderBy('payment.period', 'ASC').getMany();
    },

    /** Open items of several contracts at once (a batch of receipts), each contract's oldest first. */
    async openItemsOfContracts(
      organizationId: string,
      contractIds: readonly string[],
    ): Promise<RentPaymentRow[]> {
      const rows: RentPaymentRow[] = [];
      const ids = [...new Set(contractIds)];
      for (let index = 0; index < ids.length; index += 500) {
        const chunk = ids.slice(index, index + 500);
        rows.push(
          ...(await payments
            .createQueryBuilder('payment')
            .where('payment.organizationId = :organizationId', { organizationId })
            .andWhere('payment.contractId IN (:...chunk)', { chunk })
            .andWhere('payment.paidCents < payment.amountDueCents')
            .orderBy('payment.dueDate', 'ASC')
            .addOrderBy('payment.period', 'ASC')
            .getMany()),
        );
      }
      return rows;
    },

    /** The contract's items due on or before a day that still owe money, oldest first (an opening balance). */
    /** The items of the contracts (a few hundred per call) due on or before a day that still owe money. */
    openItemsDueThrough: (organizationId: string, contractIds: readonly string[], dueOnOrBefore: string) =>
      payments
        .createQueryBuilder('payment')
        .where('payment.organizationId = :organizationId', { organizationId })
        .andWhere('payment.contractId IN (:...contractIds)', { contractIds })
        .andWhere('payment.dueDate <= :dueOnOrBefore', { dueOnOrBefore })
        .andWhere('payment.paidCents < payment.amountDueCents')
        .orderBy('payment.dueDate', 'ASC')
        .getMany(),

    /**
     * Items that an allocation of exactly what they still owed, received on their due date, has just settled (an
     * opening balance): what `refreshItems` would sum up (the amount due; the later of the last payment day and
     * the due date), set in one statement per few hundred items instead of two correlated sums per item.
     */
    async markPaidInFull(
      organizationId: string,
      ids: readonly string[],
      changes: Pick<RentPaymentRow, 'settledAs' | 'updatedAt'>,
    ): Promise<void> {
      for (let index = 0; index < ids.length; index += 500)
        await payments
          .createQueryBuilder()
          .update(RentPaymentEntity)
          .set({
            ...changes,
            paidCents: () => 'amount_due_cents',
            paidAt: () => 'CASE WHEN paid_at IS NULL OR paid_at < due_date THEN due_date ELSE paid_at END',
          })
          .where('organization_id = :organizationId', { organizationId })
          .andWhere('id IN (:...ids)', { ids: ids.slice(index, index + 500) })
          .execute();
    },

    /** Marks how items were settled other than by payments (an opening balance). */
    async markSettled(
      organizationId: string,
      ids: readonly string[],
      changes: Pick<RentPaymentRow, 'settledAs' | 'updatedAt'>,
    ): Promise<void> {
      if (ids.length > 0)
        await payments
          .createQueryBuilder()
          .update(RentPaymentEntity)
          .set(changes)
          .where('organization_id = :organizationId', { organizationId })
          .andWhere('id IN (:...ids)', { ids })
          .execute();
    },

    /** The contract's items due on or after a day with nothing received (indexation changes those). */
    unpaidItemsDueFrom: (organizationId: string, contractId: string, dueOnOrAfter: string) =>
      payments
        .createQueryBuilder('payment')
        .where('payment.organizationId = :organizationId', { organizationId })
        .andWhere('payment.contractId = :contractId', { contractId })
        .andWhere('payment.dueDate >= :dueOnOrAfter', { dueOnOrAfter })
        .andWhere('payment.paidCents = 0')
        .getMany(),

    /** The contract's items covering days after `lastDay` (a terminated lease). */
    itemsEndingAfter: (organizationId: string, contractId: string, lastDay: string) =>
      payments
        .createQueryBuilder('payment')
        .where('payment.organizationId = :organizationId', { organizationId })
        .andWhere('payment.contractId = :contractId', { contractId })
        .andWhere('payment.periodEnd > :lastDay', { lastDay })
        .getMany(),

    async deleteByIds(organizationId: string, ids: readonly string[]): Promise<void> {
      if (ids.length > 0)
        await payments
          .createQueryBuilder()
          .delete()
          .from(RentPaymentEntity)
          .where('organization_id = :organizationId', { organizationId })
          .andWhere('id IN (:...ids)', { ids })
          .execute();
    },

    async updateSchedule(
      organizationId: string,
      id: string,
      changes: Pick<
        RentPaymentRow,
        'periodEnd' | 'rentCents' | 'chargesCents' | 'amountDueCents' | 'updatedAt'
      >,
    ): Promise<void> {
      await payments.update({ organizationId, id }, changes);
    },

    findByIds: (organizationId: string, ids: readonly string[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : payments
            .createQueryBuilder('payment')
            .where('payment.organizationId = :organizationId', { organizationId })
            .andWhere('payment.id IN (:...ids)', { ids })
            .getMany(),

    /**
     * Outstanding contract items due before `dueBefore`, across organizations, that still miss an overdue step,
     * with which steps are done, oldest first, paged on (due date, id): plain columns, one query per page.
     */
    async overdueItemsMissingSteps(
      dueBefore: string,
      limit: number,
      after: { dueDate: string; id: string } | null,
    ): Promise<OverdueItemRow[]> {
      const done = (step: string) =>
        `EXISTS (SELECT 1 FROM rent_reminders reminder WHERE reminder.organization_id = payment.organization_id AND reminder.rent_payment_id = payment.id AND reminder.step = '${step}')`;
      const builder = payments
        .createQueryBuilder('payment')
        .select('payment.id', 'id')
        .addSelect('payment.organizationId', 'organizationId')
        .addSelect('payment.contractId', 'contractId')
        .addSelect('payment.propertyId', 'propertyId')
        .addSelect('payment.tenantId', 'tenantId')
        .addSelect('payment.period', 'period')
        .addSelect('payment.dueDate', 'dueDate')
        .addSelect('payment.amountDueCents', 'amountDueCents')
        .addSelect('payment.paidCents', 'paidCents')
        .addSelect(`CASE WHEN ${done('overdue_notification')} THEN 1 ELSE 0 END`, 'notified')
        .addSelect(`CASE WHEN ${done('reminder_mail')} THEN 1 ELSE 0 END`, 'reminded')
        .where('payment.paidCents < payment.amountDueCents')
        .andWhere('payment.dueDate < :dueBefore', { dueBefore })
        .andWhere('payment.contractId IS NOT NULL')
        .andWhere(`(NOT ${done('overdue_notification')} OR NOT ${done('reminder_mail')})`);
      if (after) {
        builder.andWhere(
          new Brackets((where) =>
            where
              .where('payment.dueDate > :afterDue', { afterDue: after.dueDate })
              .orWhere('(payment.dueDate = :afterDue AND payment.id > :afterId)', { afterId: after.id }),
          ),
        );
      }
      const rows = await builder
        .orderBy('payment.dueDate', 'ASC')
        .addOrderBy('payment.id', 'ASC')
        .limit(limit)
        .getRawMany<Record<keyof OverdueItemRow, string | number | Date | null>>();
      return rows.map((row) => ({
        id: String(row.id),
        organizationId: String(row.organizationId),
        contractId: String(row.contractId),
        propertyId: row.propertyId === null ? null : String(row.propertyId),
        tenantId: row.tenantId === null ? null : String(row.tenantId),
        period: String(row.period),
        dueDate: dateOnly(row.dueDate as string | Date),
        amountDueCents: Number(row.amountDueCents),
        paidCents: Number(row.paidCents),
        notified: Number(row.notified) === 1,
        reminded: Number(row.reminded) === 1,
      }));
    },

    insert: (row: Omit<RentPaymentRow, 'id'>) => payments.save(payments.create(row)),

    findById: (organizationId: string, id: string) => payments.findOne({ where: { organizationId, id } }),

    countForProperty: (organizationId: string, propertyId: string) =>
      payments.count({ where: { organizationId, propertyId } }),

    async deleteForContracts(organizationId: string, contractIds: readonly string[]): Promise<number> {
      if (contractIds.length === 0) return 0;
      return (await payments.delete({ organizationId, contractId: In([...contractIds]) })).affected ?? 0;
    },

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

    async updateNotes(
      organizationId: string,
      id: string,
      changes: Pick<RentPaymentRow, 'notes' | 'updatedAt'>,
    ): Promise<void> {
      await payments.update({ organizationId, id }, changes);
    },

    async list(
      organizationId: string,
      filter: RentPaymentListFilter,
    ): Promise<{ rows: RentPaymentRow[]; total: number }> {
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
    async totals(
      organizationId: string,
      filter: Omit<RentPaymentListFilter, keyof PageQuery>,
    ): Promise<RentPaymentTotals> {
      const raw = await filtered(payments.createQueryBuilder('payment'), organizationId, filter)
        .select('COALESCE(SUM(payment.amountDueCents), 0)', 'dueCents')
        .addSelect('COALESCE(SUM(payment.paidCents), 0)', 'paidCents')
        // An overpaid item leaves nothing open; it does not lower what other items still owe.
        .addSelect(
          'COALESCE(SUM(CASE WHEN payment.paidCents < payment.amountDueCents THEN payment.amountDueCents - payment.paidCents ELSE 0 END), 0)',
          'outstandingCents',
        )
        .getRawOne<Record<keyof RentPaymentTotals, string | number>>();
      // MariaDB answers a SUM as a decimal string, SQLite as a number.
      return {
        dueCents: Number(raw?.dueCents ?? 0),
        paidCents: Number(raw?.paidCents ?? 0),
        outstandingCents: Number(raw?.outstandingCents ?? 0),
      };
    },
  };
}

/** MySQL answers a DATE as a Date at midnight UTC in a raw select, SQLite as the string. */
function dateOnly(value: string | Date): string {
  return value instanceof Date ? value.toISOString().slice(0, 10) : value.slice(0, 10);
}
