import type { MigrationInterface, QueryRunner } from 'typeorm';
import { column, createTable, index, nullable, uniqueIndex } from '@immodesk/platform/migrations/columns';

export class CreateContracts1732900000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await createTable(queryRunner, 'contracts', {
      columns: [
        ...column.idAndOrganization(),
        column.uuid('property_id'),
        column.varchar('type', 24),
        column.varchar('region', 16),
        column.varchar('status', 16),
        column.varchar('contract_number', 40),
        column.int('sequence_number'),
        column.varchar('structured_reference', 20),
        column.int('version'),
        column.uuid('amends_contract_id', nullable),
        column.date('signed_on'),
        column.date('starts_on'),
        column.int('duration_months'),
        column.date('ends_on'),
        column.bigint('rent_cents'),
        column.bigint('charges_cents'),
        column.varchar('charges_kind', 16),
        column.varchar('payment_frequency', 16),
        column.int('rent_due_day'),
        column.varchar('deposit_type', 24),
        column.bigint('deposit_cents'),
        column.varchar('guarantor_name', 200, nullable),
        column.varchar('guarantor_email', 320, nullable),
        column.varchar('index_base_month', 7, nullable),
        column.varchar('epc_certificate_number', 60, nullable),
        column.date('termination_date', nullable),
        column.varchar('termination_reason', 24, nullable),
        column.varchar('language', 2),
        column.instant('sent_at', nullable),
        column.instant('signed_at', nullable),
        ...column.timestamps(),
      ],
      indexes: [
        uniqueIndex('uq_contracts_organization_number_version', [
          'organization_id',
          'contract_number',
          'version',
        ]),
        uniqueIndex('uq_contracts_organization_sequence_version', [
          'organization_id',
          'sequence_number',
          'version',
        ]),
        index('idx_contracts_organization_property', ['organization_id', 'property_id']),
        index('idx_contracts_status', ['status']),
      ],
    });

    await createTable(queryRunner, 'contract_tenants', {
      columns: [
        ...column.idAndOrganization(),
        column.uuid('contract_id'),
        column.uuid('tenant_id'),
        column.int('position'),
      ],
      indexes: [
        uniqueIndex('uq_contract_tenants_contract_tenant', ['contract_id', 'tenant_id']),
        index('idx_contract_tenants_organization_tenant', ['organization_id', 'tenant_id']),
      ],
    });

    await createTable(queryRunner, 'contract_templates', {
      columns: [
        ...column.idAndOrganization(),
        column.varchar('type', 24),
        column.varchar('language', 2),
        column.varchar('region', 16),
        column.text('content'),
        column.instant('updated_at'),
      ],
      indexes: [uniqueIndex('uq_contract_templates_key', ['organization_id', 'type', 'language', 'region'])],
    });
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('contract_templates');
    await queryRunner.dropTable('contract_tenants');
    await queryRunner.dropTable('contracts');
  }
}
