import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addColumns, column, nullable } from '@immodesk/platform/migrations/columns';

/** The rendered PDF and DOCX are stored as documents (documents service); the contract remembers which. */
export class AddContractDocuments1732900000001 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await addColumns(queryRunner, 'contracts', [
      column.uuid('pdf_document_id', nullable),
      column.uuid('docx_document_id', nullable),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('contracts', 'docx_document_id');
    await queryRunner.dropColumn('contracts', 'pdf_document_id');
  }
}
