import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { column, createIndexes, index, uniqueIndex } from '@immodesk/platform/migrations/columns';

/**
 * urlCodes become readable slugs (`kerkstraat-12-gent`), unique per organization instead of globally, so two
 * landlords may both have "kerkstraat-12-gent". Adds the indexes the list filters use.
 */
export class PropertyUrlCodePerOrganization1732403000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    // The global unique constraint is a table constraint on SQLite and a unique index on MySQL/MariaDB.
    const isMysql = ['mysql', 'mariadb'].includes(queryRunner.connection.driver.options.type);
    const table = await queryRunner.getTable('properties');
    const isUrlCodeOnly = (columnNames: string[]) =>
      columnNames.length === 1 && columnNames[0] === 'url_code';
    const unique = table?.uniques.find((candidate) => isUrlCodeOnly(candidate.columnNames));
    if (table && unique && !isMysql) {
      await queryRunner.dropUniqueConstraint(table, unique);
    }
    const urlCodeIndex = table?.indices.find(
      (candidate) => candidate.isUnique && isUrlCodeOnly(candidate.columnNames),
    );
    if (table && urlCodeIndex) await queryRunner.dropIndex(table, urlCodeIndex);
    // TypeORM's changeColumn drops and re-adds a MySQL column whose length changes (losing the codes): MODIFY keeps them.
    if (isMysql) await queryRunner.query('ALTER TABLE `properties` MODIFY `url_code` varchar(120) NOT NULL');
    else
      await queryRunner.changeColumn(
        'properties',
        'url_code',
        new TableColumn(column.varchar('url_code', 120)),
      );
    await createIndexes(queryRunner, 'properties', [
      uniqueIndex('uq_properties_organization_url_code', ['organization_id', 'url_code']),
      index('idx_properties_organization_status', ['organization_id', 'status', 'created_at', 'id']),
      index('idx_properties_organization_rent', ['organization_id', 'rent_cents']),
      index('idx_properties_organization_type', ['organization_id', 'type']),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('properties', 'idx_properties_organization_type');
    await queryRunner.dropIndex('properties', 'idx_properties_organization_rent');
    await queryRunner.dropIndex('properties', 'idx_properties_organization_status');
    await queryRunner.dropIndex('properties', 'uq_properties_organization_url_code');
    // Readable codes may be longer than the old 16 characters; they stay as they are (the column keeps its width).
    await createIndexes(queryRunner, 'properties', [uniqueIndex('uq_properties_url_code', ['url_code'])]);
  }
}
