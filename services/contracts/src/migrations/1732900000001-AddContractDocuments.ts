import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/** The rendered PDF and DOCX are stored as documents (documents service); the contract remembers which. */
export class AddContractDocuments1732900000001 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('contracts', [
      new TableColumn({ name: 'pdf_document_id', type: 'varchar', length: '36', isNullable: true }),
      new TableColumn({ name: 'docx_document_id', type: 'varchar', length: '36', isNullable: true }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('contracts', 'docx_document_id');
    await queryRunner.dropColumn('contracts', 'pdf_document_id');
  }
}
