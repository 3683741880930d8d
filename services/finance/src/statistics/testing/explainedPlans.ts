import type { DataSource } from 'typeorm';
import { reportFiguresRepository } from '../repositories/reportFiguresRepository';

/** One table of one statement's plan: the table's alias and the index it is read through (null: a full scan). */
export type TableAccess = { table: string; index: string | null; fullScan: boolean };

const isMySql = (dataSource: DataSource) => ['mysql', 'mariadb'].includes(dataSource.options.type);

/** SQLite's `EXPLAIN QUERY PLAN` detail: `SEARCH allocation USING COVERING INDEX idx_… (…)`, `SCAN expense`. */
function sqliteAccess(detail: string): TableAccess | null {
  const match = /^(SEARCH|SCAN) (\w+)(?: USING (?:COVERING |PRIMARY KEY |)?INDEX ?(\w*))?/.exec(detail);
  if (!match?.[2]) return null;
  return { table: match[2], index: match[3] || null, fullScan: match[1] === 'SCAN' && !match[3] };
}

/**
 * The plan of every statement the report's figures run, on the database under test: MariaDB's `EXPLAIN` (the key
 * of each table, type ALL for a full scan) or SQLite's `EXPLAIN QUERY PLAN`, after ANALYZE so the planner sees
 * the data.
 */
export async function explainedPlans(
  dataSource: DataSource,
  organizationId: string,
): Promise<{ statement: string; access: TableAccess[] }[]> {
  const mySql = isMySql(dataSource);
  if (mySql) await dataSource.query('ANALYZE TABLE payment_allocations, rent_payments, expenses');
  else await dataSource.query('ANALYZE');
  const plans: { statement: string; access: TableAccess[] }[] = [];
  const explaining = {
    // Records the plan and answers no rows: the figures are not the subject here.
    async query<T>(sql: string, parameters?: unknown[]): Promise<T> {
      const rows: Record<string, unknown>[] = await dataSource.query(
        `${mySql ? 'EXPLAIN' : 'EXPLAIN QUERY PLAN'} ${sql}`,
        parameters,
      );
      const access = mySql
        ? rows.map((row) => ({
            table: String(row.table),
            index: row.key ? String(row.key) : null,
            fullScan: row.type === 'ALL',
          }))
        : rows.flatMap((row) => sqliteAccess(String(row.detail)) ?? []);
      plans.push({ statement: sql.replace(/\s+/g, ' ').slice(0, 60), access });
      return [] as T;
    },
  };
  const figures = reportFiguresRepository(explaining);
  const window = { from: '2025-06-01', to: '2026-05-15' };
  await figures.receivedByMonth(organizationId, window);
  await figures.receivedInWindow(organizationId, window);
  await figures.unpaid(organizationId, { ...window, receivedBy: window.to });
  await figures.expensesByMonth(organizationId, window);
  await figures.expensesByProperty(organizationId, window);
  return plans;
}
