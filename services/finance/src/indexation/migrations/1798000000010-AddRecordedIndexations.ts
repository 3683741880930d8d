import { TableColumn, type MigrationInterface, type QueryRunner, type TableColumnOptions } from 'typeorm';
import { addColumns, column, dropColumns, nullable } from '@immodesk/platform/migrations/columns';

const KIND = [column.varchar('kind', 16, { default: "'computed'" })];

/** What a recorded indexation (a rent revision made before the lease was in the product) has no figure for. */
const CALCULATION = (extras: { isNullable: boolean }): TableColumnOptions[] => [
  column.varchar('rule', 32, extras),
  column.varchar('base_index_month', 7, extras),
  column.int('base_index_points', extras),
  column.varchar('new_index_month', 7, extras),
  column.int('new_index_points', extras),
  column.int('index_base_year', { ...extras, default: 2013 }),
];

function sqlType(options: TableColumnOptions): string {
  return options.length ? `${options.type}(${options.length})` : options.type;
}

/** Changes each column's nullability in place: MODIFY on MySQL/MariaDB (keeps the values), a rebuild on SQLite. */
async function setNullability(queryRunner: QueryRunner, columns: TableColumnOptions[]): Promise<void> {
  const isMysql = ['mysql', 'mariadb'].includes(queryRunner.connection.driver.options.type);
  for (const options of columns) {
    if (isMysql) {
      const nullability = options.isNullable ? 'NULL' : 'NOT NULL';
      const fallback = options.default === undefined ? '' : ` DEFAULT ${String(options.default)}`;
      await queryRunner.query(
        `ALTER TABLE \`rent_indexations\` MODIFY \`${options.name}\` ${sqlType(options)} ${nullability}${fallback}`,
      );
    } else await queryRunner.changeColumn('rent_indexations', options.name, new TableColumn(options));
  }
}

/**
 * A lease signed on paper brings its past rent revisions (issue 25): they join its indexation history as
 * `recorded`, with the dates and rents only; the calculation columns become optional for them. Every row so far
 * was calculated (`computed`).
 */
export class AddRecordedIndexations1798000000010 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await addColumns(queryRunner, 'rent_indexations', KIND);
    await setNullability(queryRunner, CALCULATION(nullable));
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DELETE FROM rent_indexations WHERE kind = 'recorded'");
    await setNullability(queryRunner, CALCULATION({ isNullable: false }));
    await dropColumns(queryRunner, 'rent_indexations', KIND);
  }
}
