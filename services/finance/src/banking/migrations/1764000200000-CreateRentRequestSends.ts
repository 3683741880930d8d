import type { MigrationInterface, QueryRunner } from 'typeorm';
import { column, createTable, uniqueIndex } from '@immodesk/platform/migrations/columns';

export class CreateRentRequestSends1764000200000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await createTable(queryRunner, 'rent_request_sends', {
      columns: [...column.idAndOrganization(), column.uuid('rent_payment_id'), column.instant('sent_at')],
      indexes: [uniqueIndex('uq_rent_request_sends_item', ['organization_id', 'rent_payment_id'])],
    });
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('rent_request_sends');
  }
}
