import type { MigrationInterface, QueryRunner } from 'typeorm';
import { column, createTable, index } from '@immodesk/platform/migrations/columns';

/**
 * The previews of imports (issue 25). A 5,000-row preview is a few megabytes of JSON: MariaDB's TEXT holds 64 KB,
 * so the rows are LONGTEXT there (SQLite's TEXT has no such limit).
 */
export class CreateImports1764400000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    const isMysql = ['mysql', 'mariadb'].includes(queryRunner.connection.options.type);
    await createTable(queryRunner, 'imports', {
      columns: [
        ...column.idAndOrganization(),
        column.uuid('user_id'),
        column.varchar('kind', 20),
        column.varchar('paid_through', 10, { isNullable: true }),
        { name: 'rows_json', type: isMysql ? 'longtext' : 'text' },
        column.instant('created_at'),
        column.instant('expires_at'),
      ],
      indexes: [
        index('idx_imports_organization', ['organization_id']),
        index('idx_imports_expires', ['expires_at']),
      ],
    });
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('imports');
  }
}
