import type { MigrationInterface, QueryRunner } from 'typeorm';
import {
  addColumns,
  column,
  createTable,
  dropColumns,
  index,
  nullable,
} from '@immodesk/platform/migrations/columns';

const signatureColumns = [
  column.varchar('lease_sha256', 64, nullable),
  column.instant('voided_at', nullable),
];

/**
 * The lease as it was sent (issue 26): its model and PDF (files in the storage, keyed here) with the PDF's SHA-256;
 * each signature keeps the hash of the text its signer saw and is voided, not deleted, when that text changes.
 */
export class FreezeSentLeases1799200000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await createTable(queryRunner, 'contract_frozen_leases', {
      columns: [
        ...column.idAndOrganization(),
        column.uuid('contract_id'),
        column.varchar('sha256', 64),
        column.varchar('pdf_key', 200),
        column.varchar('model_key', 200),
        column.instant('frozen_at'),
        column.instant('voided_at', nullable),
      ],
      indexes: [index('idx_contract_frozen_leases_contract', ['organization_id', 'contract_id'])],
    });
    await addColumns(queryRunner, 'contract_signatures', signatureColumns);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await dropColumns(queryRunner, 'contract_signatures', signatureColumns);
    await queryRunner.dropTable('contract_frozen_leases');
  }
}
