import type { MigrationInterface, QueryRunner, TableColumnOptions } from 'typeorm';
import { addColumns, column, createTable, dropColumns } from '@immodesk/platform/migrations/columns';

/** The months stored so far, and the indexations calculated from them, are in base 2013 = 100. */
const SHIPPED_BASE_YEAR = 2013;

const INDEXATION_BASE = [column.int('index_base_year', { default: SHIPPED_BASE_YEAR })];

const MONTH_COLUMNS = [column.int('points'), column.instant('created_at')];

/** Rebuilds the months table with `key` as its primary key (SQLite cannot change a primary key in place). */
async function rebuildMonths(
  queryRunner: QueryRunner,
  key: TableColumnOptions[],
  select: string,
): Promise<void> {
  await createTable(queryRunner, 'health_index_months_rebuilt', { columns: [...key, ...MONTH_COLUMNS] });
  const names = [...key, ...MONTH_COLUMNS].map((entry) => entry.name).join(', ');
  await queryRunner.query(`INSERT INTO health_index_months_rebuilt (${names}) ${select}`);
  await queryRunner.dropTable('health_index_months');
  await queryRunner.renameTable('health_index_months_rebuilt', 'health_index_months');
}

/**
 * Statbel publishes the health index in several bases (2025 = 100 since January 2026, 2013 = 100 continued): a
 * stored month belongs to one base (key: base year and month), and an applied indexation names the base its indices
 * came from.
 */
export class AddHealthIndexBases1796100000002 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await rebuildMonths(
      queryRunner,
      [column.int('base_year', { isPrimary: true }), column.varchar('month', 7, { isPrimary: true })],
      `SELECT ${SHIPPED_BASE_YEAR}, month, points, created_at FROM health_index_months`,
    );
    await addColumns(queryRunner, 'rent_indexations', INDEXATION_BASE);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropColumns(queryRunner, 'rent_indexations', INDEXATION_BASE);
    await rebuildMonths(
      queryRunner,
      [column.varchar('month', 7, { isPrimary: true })],
      `SELECT month, points, created_at FROM health_index_months WHERE base_year = ${SHIPPED_BASE_YEAR}`,
    );
  }
}
