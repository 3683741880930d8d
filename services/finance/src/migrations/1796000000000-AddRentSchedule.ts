import { Table, TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Rent schedules: due items get their period's days and the rent/charges split, and are unique per contract and
 * period; payments become allocations (an amount received on a day, from a source); indexation prices, the sent
 * overdue steps and the finance settings get their tables. Amounts already registered become manual allocations.
 */
export class AddRentSchedule1796000000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('rent_payments', [
      new TableColumn({ name: 'period_start', type: 'date', isNullable: true }),
      new TableColumn({ name: 'period_end', type: 'date', isNullable: true }),
      new TableColumn({ name: 'rent_cents', type: 'bigint', default: 0 }),
      new TableColumn({ name: 'charges_cents', type: 'bigint', default: 0 }),
    ]);
    await queryRunner.query('UPDATE rent_payments SET rent_cents = amount_due_cents');
    await queryRunner.dropIndex('rent_payments', 'idx_rent_payments_organization_contract');
    await queryRunner.createIndex(
      'rent_payments',
      new TableIndex({
        name: 'uq_rent_payments_contract_period',
        columnNames: ['organization_id', 'contract_id', 'period'],
        isUnique: true,
      }),
    );
    await queryRunner.createIndex(
      'rent_payments',
      new TableIndex({ name: 'idx_rent_payments_contract_due', columnNames: ['contract_id', 'due_date'] }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'payment_allocations',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'organization_id', type: 'varchar', length: '36' },
          { name: 'contract_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'rent_payment_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'origin_rent_payment_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'source_type', type: 'varchar', length: '16' },
          { name: 'source_line_id', type: 'varchar', length: '64', isNullable: true },
          { name: 'amount_cents', type: 'bigint' },
          { name: 'received_on', type: 'date' },
          { name: 'created_at', type: 'datetime', precision: 3 },
        ],
        indices: [
          { name: 'idx_payment_allocations_item', columnNames: ['organization_id', 'rent_payment_id'] },
          {
            name: 'idx_payment_allocations_origin',
            columnNames: ['organization_id', 'origin_rent_payment_id'],
          },
          { name: 'idx_payment_allocations_contract', columnNames: ['organization_id', 'contract_id'] },
          { name: 'idx_payment_allocations_received', columnNames: ['organization_id', 'received_on'] },
          { name: 'idx_payment_allocations_source_line', columnNames: ['organization_id', 'source_line_id'] },
        ],
      }),
    );
    // Registered amounts so far: one manual allocation each, received on the paid date (else the due date).
    await queryRunner.query(
      `INSERT INTO payment_allocations (id, organization_id, contract_id, rent_payment_id, origin_rent_payment_id, source_type, source_line_id, amount_cents, received_on, created_at)
       SELECT id, organization_id, contract_id, id, id, 'manual', NULL, paid_cents, COALESCE(paid_at, due_date), updated_at FROM rent_payments WHERE paid_cents > 0`,
    );

    await queryRunner.createTable(
      new Table({
        name: 'rent_prices',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'organization_id', type: 'varchar', length: '36' },
          { name: 'contract_id', type: 'varchar', length: '36' },
          { name: 'effective_from', type: 'date' },
          { name: 'rent_cents', type: 'bigint' },
          { name: 'created_at', type: 'datetime', precision: 3 },
        ],
        indices: [
          {
            name: 'uq_rent_prices_contract_from',
            columnNames: ['organization_id', 'contract_id', 'effective_from'],
            isUnique: true,
          },
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'rent_reminders',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'organization_id', type: 'varchar', length: '36' },
          { name: 'rent_payment_id', type: 'varchar', length: '36' },
          { name: 'step', type: 'varchar', length: '24' },
          { name: 'created_at', type: 'datetime', precision: 3 },
        ],
        indices: [
          {
            name: 'uq_rent_reminders_item_step',
            columnNames: ['organization_id', 'rent_payment_id', 'step'],
            isUnique: true,
          },
        ],
      }),
    );

    await queryRunner.createTable(
      new Table({
        name: 'finance_settings',
        columns: [
          { name: 'organization_id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'accounting_period', type: 'varchar', length: '16' },
          { name: 'fiscal_year_start_month', type: 'int' },
          { name: 'currency', type: 'varchar', length: '3' },
          { name: 'invoice_prefix', type: 'varchar', length: '12' },
          { name: 'invoice_template', type: 'varchar', length: '16' },
          { name: 'payment_terms_days', type: 'int' },
          { name: 'rent_requests_enabled', type: 'boolean' },
          { name: 'rent_request_days_before_due', type: 'int' },
          { name: 'reminders_enabled', type: 'boolean' },
          { name: 'reminder_after_days', type: 'int' },
          { name: 'indexation_reminders_enabled', type: 'boolean' },
          { name: 'updated_at', type: 'datetime', precision: 3 },
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('finance_settings');
    await queryRunner.dropTable('rent_reminders');
    await queryRunner.dropTable('rent_prices');
    await queryRunner.dropTable('payment_allocations');
    await queryRunner.dropIndex('rent_payments', 'idx_rent_payments_contract_due');
    await queryRunner.dropIndex('rent_payments', 'uq_rent_payments_contract_period');
    await queryRunner.createIndex(
      'rent_payments',
      new TableIndex({
        name: 'idx_rent_payments_organization_contract',
        columnNames: ['organization_id', 'contract_id', 'period'],
      }),
    );
    await queryRunner.dropColumns('rent_payments', [
      'period_start',
      'period_end',
      'rent_cents',
      'charges_cents',
    ]);
  }
}
