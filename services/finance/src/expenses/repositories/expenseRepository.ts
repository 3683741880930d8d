import type { DataSource, SelectQueryBuilder } from 'typeorm';
import { pageWindow, type PageQuery } from '@immodesk/platform/domain/page';
import type { ExpenseCategory, ExpenseFilter, ExpenseSum, ExpenseTotals } from '../domain/expense';
import { ExpenseEntity, type ExpenseRow } from '../entities/ExpenseEntity';

function filtered(
  builder: SelectQueryBuilder<ExpenseRow>,
  organizationId: string,
  filter: ExpenseFilter,
): SelectQueryBuilder<ExpenseRow> {
  builder.where('expense.organizationId = :organizationId', { organizationId });
  if (filter.propertyId)
    builder.andWhere('expense.propertyId = :propertyId', { propertyId: filter.propertyId });
  if (filter.category) builder.andWhere('expense.category = :category', { category: filter.category });
  if (filter.from) builder.andWhere('expense.date >= :from', { from: filter.from });
  if (filter.to) builder.andWhere('expense.date <= :to', { to: filter.to });
  return builder;
}

type RawSum = {
  propertyId: string;
  month: string;
  category: ExpenseCategory;
  recoverable: number | boolean | string;
  amountCents: number | string;
};

export function expenseRepository(dataSource: DataSource) {
  const expenses = dataSource.getRepository(ExpenseEntity);
  return {
    insert: (row: Omit<ExpenseRow, 'id'>) => expenses.save(expenses.create(row)),
    save: (row: ExpenseRow) => expenses.save(row),
    findById: (organizationId: string, id: string) => expenses.findOne({ where: { organizationId, id } }),
    delete: (organizationId: string, id: string) => expenses.delete({ organizationId, id }),
    countForProperty: (organizationId: string, propertyId: string) =>
      expenses.count({ where: { organizationId, propertyId } }),
    async deleteForProperty(organizationId: string, propertyId: string): Promise<number> {
      return (await expenses.delete({ organizationId, propertyId })).affected ?? 0;
    },

    async list(
      organizationId: string,
      filter: ExpenseFilter & PageQuery,
    ): Promise<{ rows: ExpenseRow[]; total: number }> {
      const { offset, limit } = pageWindow(filter);
      const [rows, total] = await filtered(expenses.createQueryBuilder('expense'), organizationId, filter)
        .orderBy('expense.date', 'DESC')
        .addOrderBy('expense.createdAt', 'DESC')
        .addOrderBy('expense.id', 'ASC')
        .skip(offset)
        .take(limit)
        .getManyAndCount();
      return { rows, total };
    },

    async totals(organizationId: string, filter: ExpenseFilter): Promise<ExpenseTotals> {
      const raw = await filtered(expenses.createQueryBuilder('expense'), organizationId, filter)
        .select('COALESCE(SUM(expense.amountCents), 0)', 'amountCents')
        .addSelect(
          'COALESCE(SUM(CASE WHEN expense.recoverable = :yes THEN expense.amountCents ELSE 0 END), 0)',
          'recoverableCents',
        )
        .setParameter('yes', true)
        .getRawOne<Record<keyof ExpenseTotals, string | number>>();
      // MariaDB answers a SUM as a decimal string, SQLite as a number.
      return {
        amountCents: Number(raw?.amountCents ?? 0),
        recoverableCents: Number(raw?.recoverableCents ?? 0),
      };
    },

    /** Sums per property, month, category and recoverable flag of the expenses dated `from`…`to`. */
    async sums(organizationId: string, window: { from: string; to: string }): Promise<ExpenseSum[]> {
      const rows = await filtered(expenses.createQueryBuilder('expense'), organizationId, window)
        // A date column reads as `YYYY-MM-DD` text on SQLite and MariaDB alike.
        .select('expense.propertyId', 'propertyId')
        .addSelect('SUBSTR(expense.date, 1, 7)', 'month')
        .addSelect('expense.category', 'category')
        .addSelect('expense.recoverable', 'recoverable')
        .addSelect('SUM(expense.amountCents)', 'amountCents')
        .groupBy('expense.propertyId')
        .addGroupBy('SUBSTR(expense.date, 1, 7)')
        .addGroupBy('expense.category')
        .addGroupBy('expense.recoverable')
        .getRawMany<RawSum>();
      return rows.map((row) => ({
        propertyId: row.propertyId,
        month: row.month,
        category: row.category,
        recoverable: row.recoverable === true || Number(row.recoverable) === 1,
        amountCents: Number(row.amountCents),
      }));
    },
  };
}
