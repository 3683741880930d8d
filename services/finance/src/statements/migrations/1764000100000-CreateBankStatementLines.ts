import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

export class CreateBankStatementLines1764000100000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'bank_statement_lines',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'organization_id', type: 'varchar', length: '36' },
          { name: 'fingerprint', type: 'varchar', length: '64' },
          { name: 'format', type: 'varchar', length: '8' },
          { name: 'account_iban', type: 'varchar', length: '34', isNullable: true },
          { name: 'booking_date', type: 'date' },
          { name: 'value_date', type: 'date', isNullable: true },
          { name: 'amount_cents', type: 'bigint' },
          { name: 'counterparty_name', type: 'varchar', length: '140', isNullable: true },
          { name: 'counterparty_iban', type: 'varchar', length: '34', isNullable: true },
          { name: 'communication', type: 'varchar', length: '500', isNullable: true },
          { name: 'structured_reference', type: 'varchar', length: '20', isNullable: true },
          { name: 'bank_reference', type: 'varchar', length: '64', isNullable: true },
          { name: 'status', type: 'varchar', length: '12' },
          { name: 'match_reason', type: 'varchar', length: '24', isNullable: true },
          { name: 'candidates', type: 'text' },
          { name: 'allocations', type: 'text' },
          { name: 'imported_at', type: 'datetime', precision: 3 },
          { name: 'updated_at', type: 'datetime', precision: 3 },
        ],
      }),
    );
    await queryRunner.createIndex(
      'bank_statement_lines',
      new TableIndex({
        name: 'uq_bank_statement_lines_fingerprint',
        columnNames: ['organization_id', 'fingerprint'],
        isUnique: true,
      }),
    );
    await queryRunner.createIndex(
      'bank_statement_lines',
      new TableIndex({
        name: 'idx_bank_statement_lines_status',
        columnNames: ['organization_id', 'status', 'booking_date'],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'bank_known_payer_accounts',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'organization_id', type: 'varchar', length: '36' },
          { name: 'iban', type: 'varchar', length: '34' },
          { name: 'contract_id', type: 'varchar', length: '36' },
          { name: 'learned_at', type: 'datetime', precision: 3 },
        ],
      }),
    );
    await queryRunner.createIndex(
      'bank_known_payer_accounts',
      new TableIndex({
        name: 'uq_bank_known_payer_accounts',
        columnNames: ['organization_id', 'iban', 'contract_id'],
        isUnique: true,
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('bank_known_payer_accounts');
    await queryRunner.dropTable('bank_statement_lines');
  }
}
