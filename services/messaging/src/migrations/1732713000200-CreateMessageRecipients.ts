import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

export class CreateMessageRecipients1732713000200 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'message_recipients',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'organization_id', type: 'varchar', length: '36' },
          { name: 'message_id', type: 'varchar', length: '36' },
          { name: 'position', type: 'int' },
          { name: 'kind', type: 'varchar', length: '12' },
          { name: 'contact_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'name', type: 'varchar', length: '200', isNullable: true },
          { name: 'email', type: 'varchar', length: '320' },
          { name: 'language', type: 'varchar', length: '2' },
          { name: 'mail_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'send_count', type: 'int', default: 0 },
          { name: 'updated_at', type: 'datetime', precision: 3 },
        ],
      }),
    );
    await queryRunner.createIndex(
      'message_recipients',
      new TableIndex({
        name: 'idx_message_recipients_organization_message',
        columnNames: ['organization_id', 'message_id'],
      }),
    );
    // A contact's messages (the contact detail view).
    await queryRunner.createIndex(
      'message_recipients',
      new TableIndex({
        name: 'idx_message_recipients_organization_contact',
        columnNames: ['organization_id', 'contact_id'],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('message_recipients');
  }
}
