import type { MigrationInterface, QueryRunner } from 'typeorm';
import {
  addColumns,
  column,
  createIndexes,
  createTable,
  index,
  nullable,
  uniqueIndex,
} from '@immodesk/platform/migrations/columns';

/**
 * Rent schedules: due items get their period's days and the rent/charges split, and are unique per contract and
 * period; payments become allocations (an amount received on a day, from a source); indexation prices, the sent
 * overdue steps and the finance settings get their tables. Amounts already registered become manual allocations.
 */
export class AddRentSchedule1796000000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await addColumns(queryRunner, 'rent_payments', [
      column.date('period_start', nullable),
      column.date('period_end', nullable),
      column.bigint('rent_cents', { default: 0 }),
      column.bigint('charges_cents', { default: 0 }),
    ]);
    await queryRunner.query('UPDATE rent_payments SET rent_cents = amount_due_cents');
    await queryRunner.dropIndex('rent_payments', 'idx_rent_payments_organization_contract');
    await createIndexes(queryRunner, 'rent_payments', [
      uniqueIndex('uq_rent_payments_contract_period', ['organization_id', 'contract_id', 'period']),
      index('idx_rent_payments_contract_due', ['contract_id', 'due_date']),
    ]);

    await createTable(queryRunner, 'payment_allocations', {
      columns: [
        ...column.idAndOrganization(),
        column.uuid('contract_id', nullable),
        column.uuid('rent_payment_id', nullable),
        column.uuid('origin_rent_payment_id', nullable),
        column.varchar('source_type', 16),
        column.varchar('source_line_id', 64, nullable),
        column.bigint('amount_cents'),
        column.date('received_on'),
        column.instant('created_at'),
      ],
      indexes: [
        index('idx_payment_allocations_item', ['organization_id', 'rent_payment_id']),
        index('idx_payment_allocations_origin', ['organization_id', 'origin_rent_payment_id']),
        index('idx_payment_allocations_contract', ['organization_id', 'contract_id']),
        index('idx_payment_allocations_received', ['organization_id', 'received_on']),
        index('idx_payment_allocations_source_line', ['organization_id', 'source_line_id']),
      ],
    });
    // Registered amounts so far: one manual allocation each, received on the paid date (else the due date).
    await queryRunner.query(
      `INSERT INTO payment_allocations (id, organization_id, contract_id, rent_payment_id, origin_rent_payment_id, source_type, source_line_id, amount_cents, received_on, created_at)
       SELECT id, organization_id, contract_id, id, id, 'manual', NULL, paid_cents, COALESCE(paid_at, due_date), updated_at FROM rent_payments WHERE paid_cents > 0`,
    );

    await createTable(queryRunner, 'rent_prices', {
      columns: [
        ...column.idAndOrganization(),
        column.uuid('contract_id'),
        column.date('effective_from'),
        column.bigint('rent_cents'),
        column.instant('created_at'),
      ],
      indexes: [
        uniqueIndex('uq_rent_prices_contract_from', ['organization_id', 'contract_id', 'effective_from']),
      ],
    });

    await createTable(queryRunner, 'rent_reminders', {
      columns: [
        ...column.idAndOrganization(),
        column.uuid('rent_payment_id'),
        column.varchar('step', 24),
        column.instant('created_at'),
      ],
      indexes: [uniqueIndex('uq_rent_reminders_item_step', ['organization_id', 'rent_payment_id', 'step'])],
    });

    await createTable(queryRunner, 'finance_settings', {
      columns: [
        column.organizationId({ isPrimary: true }),
        column.varchar('accounting_period', 16),
        column.int('fiscal_year_start_month'),
        column.varchar('currency', 3),
        column.varchar('invoice_prefix', 12),
        column.varchar('invoice_template', 16),
        column.int('payment_terms_days'),
        column.boolean('rent_requests_enabled'),
        column.int('rent_request_days_before_due'),
        column.boolean('reminders_enabled'),
        column.int('reminder_after_days'),
        column.boolean('indexation_reminders_enabled'),
        column.instant('updated_at'),
      ],
    });
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('finance_settings');
    await queryRunner.dropTable('rent_reminders');
    await queryRunner.dropTable('rent_prices');
    await queryRunner.dropTable('payment_allocations');
    await queryRunner.dropIndex('rent_payments', 'idx_rent_payments_contract_due');
    await queryRunner.dropIndex('rent_payments', 'uq_rent_payments_contract_period');
    await createIndexes(queryRunner, 'rent_payments', [
      index('idx_rent_payments_organization_contract', ['organization_id', 'contract_id', 'period']),
    ]);
    await queryRunner.dropColumns('rent_payments', [
      'period_start',
      'period_end',
      'rent_cents',
      'charges_cents',
    ]);
  }
}
