import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

export class CreateBankAccounts1764000000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'bank_accounts',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'organization_id', type: 'varchar', length: '36' },
          { name: 'iban', type: 'varchar', length: '34' },
          { name: 'bic', type: 'varchar', length: '11', isNullable: true },
          { name: 'bank_name', type: 'varchar', length: '100' },
          { name: 'account_holder', type: 'varchar', length: '70' },
          { name: 'primary_slot', type: 'smallint', isNullable: true },
          { name: 'created_at', type: 'datetime', precision: 3 },
          { name: 'updated_at', type: 'datetime', precision: 3 },
        ],
      }),
    );
    await queryRunner.createIndex(
      'bank_accounts',
      new TableIndex({
        name: 'uq_bank_accounts_organization_iban',
        columnNames: ['organization_id', 'iban'],
        isUnique: true,
      }),
    );
    await queryRunner.createIndex(
      'bank_accounts',
      new TableIndex({
        name: 'uq_bank_accounts_organization_primary',
        columnNames: ['organization_id', 'primary_slot'],
        isUnique: true,
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('bank_accounts');
  }
}
