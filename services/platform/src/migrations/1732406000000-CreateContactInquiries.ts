import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Messages from the public contact form (SPEC §3). A visitor's inquiry belongs to no organization, so the table
 * has no organization_id; the sender's e-mail is indexed for access and deletion requests.
 */
export class CreateContactInquiries1732406000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'contact_inquiries',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'name', type: 'varchar', length: '200' },
          { name: 'email', type: 'varchar', length: '254' },
          { name: 'inquiry_type', type: 'varchar', length: '20' },
          { name: 'subject', type: 'varchar', length: '200' },
          { name: 'message', type: 'text' },
          { name: 'language', type: 'varchar', length: '2' },
          { name: 'created_at', type: 'datetime', precision: 3 },
        ],
      }),
    );
    await queryRunner.createIndex(
      'contact_inquiries',
      new TableIndex({ name: 'idx_contact_inquiries_created', columnNames: ['created_at'] }),
    );
    await queryRunner.createIndex(
      'contact_inquiries',
      new TableIndex({ name: 'idx_contact_inquiries_email', columnNames: ['email'] }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('contact_inquiries');
  }
}
