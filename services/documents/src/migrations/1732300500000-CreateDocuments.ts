import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

export class CreateDocuments1732300500000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'documents',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'organization_id', type: 'varchar', length: '36' },
          { name: 'file_name', type: 'varchar', length: '255' },
          { name: 'type', type: 'varchar', length: '32' },
          { name: 'mime_type', type: 'varchar', length: '100' },
          { name: 'size_bytes', type: 'bigint' },
          { name: 'property_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'tenant_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'storage_key', type: 'varchar', length: '200' },
          { name: 'uploaded_at', type: 'datetime', precision: 3 },
          { name: 'modified_at', type: 'datetime', precision: 3 },
        ],
      }),
    );
    await queryRunner.createIndex(
      'documents',
      new TableIndex({
        name: 'idx_documents_organization_uploaded',
        columnNames: ['organization_id', 'uploaded_at'],
      }),
    );
    await queryRunner.createIndex(
      'documents',
      new TableIndex({
        name: 'idx_documents_organization_property',
        columnNames: ['organization_id', 'property_id'],
      }),
    );
    await queryRunner.createIndex(
      'documents',
      new TableIndex({
        name: 'idx_documents_organization_tenant',
        columnNames: ['organization_id', 'tenant_id'],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('documents');
  }
}
