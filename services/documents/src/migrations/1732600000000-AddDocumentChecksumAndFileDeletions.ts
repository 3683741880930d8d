import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { column, createTable, index, nullable } from '@immodesk/platform/migrations/columns';

/**
 * The older document types (SPEC.md §3) and the SPEC type each becomes (README "Documents"). The contracts hold the
 * same table for clients; a migration keeps its own copy, since what it did must not change when they do.
 */
const LEGACY_TYPES: Record<string, string> = {
  contract: 'rental_agreement',
  invoice: 'other',
  proof_of_payment: 'rent_payment_proof',
  inspection_report: 'property_description',
  maintenance: 'other',
  correspondence: 'other',
  insurance: 'building_insurance',
  tax: 'other',
  photo: 'property_description',
};

/**
 * A SHA-256 checksum per stored file (checked on download; null for files stored before it existed), the queue of
 * stored files whose delete failed (retried by the document-file-deletions job), and the older types mapped.
 */
export class AddDocumentChecksumAndFileDeletions1732600000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn('documents', new TableColumn(column.varchar('sha256', 64, nullable)));
    await createTable(queryRunner, 'document_file_deletions', {
      columns: [
        column.varchar('storage_key', 200, { isPrimary: true }),
        column.int('attempts', { default: 0 }),
        column.instant('next_attempt_at'),
        column.varchar('last_error', 500, nullable),
        column.instant('created_at'),
      ],
      indexes: [index('idx_document_file_deletions_next', ['next_attempt_at'])],
    });
    for (const [legacy, type] of Object.entries(LEGACY_TYPES)) {
      await queryRunner.manager
        .createQueryBuilder()
        .update('documents')
        .set({ type })
        .where('type = :legacy', { legacy })
        .execute();
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('document_file_deletions');
    await queryRunner.dropColumn('documents', 'sha256');
  }
}
