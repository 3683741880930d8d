import { EntitySchema, Table, type MigrationInterface, type QueryRunner } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '../database/createDataSource';
import type { ServiceDatabaseModule } from '../database/serviceModule';
import { platformDatabaseModule } from '../platformDatabaseModule';
import { readSchema } from './describeMigrations';
import { TEMPLATE_DIR_ENV } from './migratedTemplate';
import { createEmptyTestTarget, createTestDatabase, type TestDatabase } from './testDatabase';

class CreateTemplateProbe1700000000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'probe_parent',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'label', type: 'varchar', length: '40' },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'probe_child',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'parent_id', type: 'varchar', length: '36' },
        ],
        indices: [{ name: 'idx_probe_child_parent', columnNames: ['parent_id'] }],
        foreignKeys: [
          {
            columnNames: ['parent_id'],
            referencedTableName: 'probe_parent',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          },
        ],
      }),
    );
    await queryRunner.query(
      "INSERT INTO probe_parent (id, label) VALUES ('seeded', 'written by a migration')",
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('probe_child');
    await queryRunner.dropTable('probe_parent');
  }
}

const probeModule: ServiceDatabaseModule = {
  name: 'template_probe',
  entities: [new EntitySchema({ name: 'probe_parent', columns: { id: { type: 'varchar', primary: true } } })],
  migrations: [CreateTemplateProbe1700000000000],
};
const MODULES = [platformDatabaseModule, probeModule];

describe('test databases copied from a migrated template', () => {
  let copy: TestDatabase;
  let migrated: Awaited<ReturnType<typeof createEmptyTestTarget>>;

  beforeAll(async () => {
    copy = await createTestDatabase(MODULES);
    migrated = await createEmptyTestTarget();
    await runMigrations(migrated.target, MODULES);
  });
  afterAll(async () => {
    await copy?.drop();
    await migrated?.drop();
  });

  it('are made from a template in a vitest run', () => {
    expect(process.env[TEMPLATE_DIR_ENV]).toBeTruthy();
  });

  it('have exactly the schema the migrations produce', async () => {
    expect(await readSchema(copy.target)).toEqual(await readSchema(migrated.target));
  });

  it('hold the rows the migrations wrote, their bookkeeping included', async () => {
    expect(await copy.dataSource.query('SELECT id, label FROM probe_parent')).toEqual([
      { id: 'seeded', label: 'written by a migration' },
    ]);
    const [applied] = await copy.dataSource.query('SELECT name FROM migrations_template_probe');
    expect(applied).toEqual({ name: 'CreateTemplateProbe1700000000000' });
  });

  it('keep their foreign keys', async () => {
    await copy.dataSource.query("INSERT INTO probe_child (id, parent_id) VALUES ('child', 'seeded')");
    await expect(
      copy.dataSource.query("INSERT INTO probe_child (id, parent_id) VALUES ('orphan', 'missing')"),
    ).rejects.toThrow();
    await copy.dataSource.query("DELETE FROM probe_parent WHERE id = 'seeded'");
    expect(await copy.dataSource.query('SELECT id FROM probe_child')).toEqual([]);
  });

  it('are each their own copy', async () => {
    const other = await createTestDatabase(MODULES);
    try {
      await other.dataSource.query("INSERT INTO probe_parent (id, label) VALUES ('other', 'only here')");
      expect(await copy.dataSource.query("SELECT id FROM probe_parent WHERE id = 'other'")).toEqual([]);
    } finally {
      await other.drop();
    }
  });
});
