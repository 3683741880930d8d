import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

const instant = (name: string, isNullable = false) => ({ name, type: 'datetime', precision: 3, isNullable });

/**
 * Billing owns the organization's plan from here on. Existing organizations keep the plan identity stored
 * (organizations.plan_type / plan_status, now unread), copied as an administrator-set plan; Free needs no row.
 */
export class CreateBillingTables1732800000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'billing_accounts',
        columns: [
          { name: 'organization_id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'plan_type', type: 'varchar', length: '20' },
          { name: 'status', type: 'varchar', length: '20' },
          { name: 'provider', type: 'varchar', length: '20' },
          { name: 'billing_interval', type: 'varchar', length: '10', isNullable: true },
          instant('trial_ends_at', true),
          instant('current_period_end', true),
          instant('cancel_at', true),
          { name: 'stripe_customer_id', type: 'varchar', length: '255', isNullable: true },
          { name: 'stripe_subscription_id', type: 'varchar', length: '255', isNullable: true },
          instant('stripe_state_at', true),
          instant('created_at'),
          instant('updated_at'),
        ],
      }),
    );
    await queryRunner.createIndex(
      'billing_accounts',
      new TableIndex({
        name: 'idx_billing_accounts_stripe_subscription',
        columnNames: ['stripe_subscription_id'],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'billing_checkout_sessions',
        columns: [
          { name: 'id', type: 'varchar', length: '255', isPrimary: true },
          { name: 'organization_id', type: 'varchar', length: '36' },
          { name: 'plan_type', type: 'varchar', length: '20' },
          { name: 'billing_interval', type: 'varchar', length: '10' },
          instant('created_at'),
        ],
        indices: [{ name: 'idx_billing_checkout_sessions_organization', columnNames: ['organization_id'] }],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'billing_bank_transfers',
        columns: [
          { name: 'id', type: 'varchar', length: '36', isPrimary: true },
          { name: 'organization_id', type: 'varchar', length: '36' },
          { name: 'plan_type', type: 'varchar', length: '20' },
          { name: 'billing_interval', type: 'varchar', length: '10' },
          { name: 'amount_cents', type: 'bigint' },
          { name: 'structured_reference', type: 'varchar', length: '20', isUnique: true },
          { name: 'reason', type: 'varchar', length: '20' },
          { name: 'status', type: 'varchar', length: '20' },
          instant('created_at'),
          instant('confirmed_at', true),
        ],
        indices: [
          { name: 'idx_billing_bank_transfers_organization', columnNames: ['organization_id', 'created_at'] },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'billing_webhook_events',
        columns: [
          { name: 'event_id', type: 'varchar', length: '255', isPrimary: true },
          { name: 'organization_id', type: 'varchar', length: '36', isNullable: true },
          { name: 'type', type: 'varchar', length: '100' },
          { name: 'result', type: 'varchar', length: '20' },
          { name: 'detail', type: 'varchar', length: '255', isNullable: true },
          instant('received_at'),
        ],
        indices: [
          {
            name: 'idx_billing_webhook_events_organization',
            columnNames: ['organization_id', 'received_at'],
          },
        ],
      }),
    );
    if (await queryRunner.hasColumn('organizations', 'plan_type')) {
      const now = new Date();
      const rows: { id: string; plan_type: string; plan_status: string }[] = await queryRunner.query(
        "SELECT id, plan_type, plan_status FROM organizations WHERE plan_type <> 'free'",
      );
      for (const row of rows) {
        await queryRunner.query(
          'INSERT INTO billing_accounts (organization_id, plan_type, status, provider, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
          [row.id, row.plan_type, row.plan_status, 'admin', now, now],
        );
      }
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('billing_webhook_events');
    await queryRunner.dropTable('billing_bank_transfers');
    await queryRunner.dropTable('billing_checkout_sessions');
    await queryRunner.dropTable('billing_accounts');
  }
}
