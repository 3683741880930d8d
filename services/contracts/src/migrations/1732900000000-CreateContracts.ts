import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

export class CreateContracts1732900000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'contracts',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'organization_id', type: 'varchar', length: '36' },
          { name: 'property_id', type: 'varchar', length: '36' },
          { name: 'type', type: 'varchar', length: '24' },
          { name: 'region', type: 'varchar', length: '16' },
          { name: 'status', type: 'varchar', length: '16' },
          { name: 'contract_number', type: 'varchar', length: '40' },
          { name: 'sequence_number', type: 'int' },
          { name: 'structured_reference', type: 'varchar', length: '20' },
          { name: 'version', type: 'int' },
          { name: 'amends_contract_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'signed_on', type: 'date' },
          { name: 'starts_on', type: 'date' },
          { name: 'duration_months', type: 'int' },
          { name: 'ends_on', type: 'date' },
          { name: 'rent_cents', type: 'bigint' },
          { name: 'charges_cents', type: 'bigint' },
          { name: 'charges_kind', type: 'varchar', length: '16' },
          { name: 'payment_frequency', type: 'varchar', length: '16' },
          { name: 'rent_due_day', type: 'int' },
          { name: 'deposit_type', type: 'varchar', length: '24' },
          { name: 'deposit_cents', type: 'bigint' },
          { name: 'guarantor_name', type: 'varchar', length: '200', isNullable: true },
          { name: 'guarantor_email', type: 'varchar', length: '320', isNullable: true },
          { name: 'index_base_month', type: 'varchar', length: '7', isNullable: true },
          { name: 'epc_certificate_number', type: 'varchar', length: '60', isNullable: true },
          { name: 'termination_date', type: 'date', isNullable: true },
          { name: 'termination_reason', type: 'varchar', length: '24', isNullable: true },
          { name: 'language', type: 'varchar', length: '2' },
          { name: 'sent_at', type: 'datetime', precision: 3, isNullable: true },
          { name: 'signed_at', type: 'datetime', precision: 3, isNullable: true },
          { name: 'created_at', type: 'datetime', precision: 3 },
          { name: 'updated_at', type: 'datetime', precision: 3 },
        ],
      }),
    );
    await queryRunner.createIndex(
      'contracts',
      new TableIndex({
        name: 'uq_contracts_organization_number_version',
        columnNames: ['organization_id', 'contract_number', 'version'],
        isUnique: true,
      }),
    );
    await queryRunner.createIndex(
      'contracts',
      new TableIndex({
        name: 'uq_contracts_organization_sequence_version',
        columnNames: ['organization_id', 'sequence_number', 'version'],
        isUnique: true,
      }),
    );
    await queryRunner.createIndex(
      'contracts',
      new TableIndex({
        name: 'idx_contracts_organization_property',
        columnNames: ['organization_id', 'property_id'],
      }),
    );
    await queryRunner.createIndex(
      'contracts',
      new TableIndex({ name: 'idx_contracts_status', columnNames: ['status'] }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'contract_tenants',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'organization_id', type: 'varchar', length: '36' },
          { name: 'contract_id', type: 'varchar', length: '36' },
          { name: 'tenant_id', type: 'varchar', length: '36' },
          { name: 'position', type: 'int' },
        ],
      }),
    );
    await queryRunner.createIndex(
      'contract_tenants',
      new TableIndex({
        name: 'uq_contract_tenants_contract_tenant',
        columnNames: ['contract_id', 'tenant_id'],
        isUnique: true,
      }),
    );
    await queryRunner.createIndex(
      'contract_tenants',
      new TableIndex({
        name: 'idx_contract_tenants_organization_tenant',
        columnNames: ['organization_id', 'tenant_id'],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'contract_templates',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'organization_id', type: 'varchar', length: '36' },
          { name: 'type', type: 'varchar', length: '24' },
          { name: 'language', type: 'varchar', length: '2' },
          { name: 'region', type: 'varchar', length: '16' },
          { name: 'content', type: 'text' },
          { name: 'updated_at', type: 'datetime', precision: 3 },
        ],
      }),
    );
    await queryRunner.createIndex(
      'contract_templates',
      new TableIndex({
        name: 'uq_contract_templates_key',
        columnNames: ['organization_id', 'type', 'language', 'region'],
        isUnique: true,
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('contract_templates');
    await queryRunner.dropTable('contract_tenants');
    await queryRunner.dropTable('contracts');
  }
}
