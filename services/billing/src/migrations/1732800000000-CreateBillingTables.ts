import type { MigrationInterface, QueryRunner } from 'typeorm';
import { column, createTable, index, nullable } from '@immodesk/platform/migrations/columns';

const instant = (name: string, isNullable = false) => ({ name, type: 'datetime', precision: 3, isNullable });

/**
 * Billing owns the organization's plan from here on. Existing organizations keep the plan identity stored
 * (organizations.plan_type / plan_status, now unread), copied as an administrator-set plan; Free needs no row.
 */
export class CreateBillingTables1732800000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await createTable(queryRunner, 'billing_accounts', {
      columns: [
        column.organizationId({ isPrimary: true }),
        column.varchar('plan_type', 20),
        column.varchar('status', 20),
        column.varchar('provider', 20),
        column.varchar('billing_interval', 10, nullable),
        instant('trial_ends_at', true),
        instant('current_period_end', true),
        instant('cancel_at', true),
        column.varchar('stripe_customer_id', 255, nullable),
        column.varchar('stripe_subscription_id', 255, nullable),
        instant('stripe_state_at', true),
        instant('created_at'),
        instant('updated_at'),
      ],
      indexes: [index('idx_billing_accounts_stripe_subscription', ['stripe_subscription_id'])],
    });
    await createTable(queryRunner, 'billing_checkout_sessions', {
      columns: [
        column.varchar('id', 255, { isPrimary: true }),
        column.organizationId(),
        column.varchar('plan_type', 20),
        column.varchar('billing_interval', 10),
        instant('created_at'),
      ],
      indexes: [index('idx_billing_checkout_sessions_organization', ['organization_id'])],
    });
    await createTable(queryRunner, 'billing_bank_transfers', {
      columns: [
        ...column.idAndOrganization(),
        column.varchar('plan_type', 20),
        column.varchar('billing_interval', 10),
        column.bigint('amount_cents'),
        column.varchar('structured_reference', 20, { isUnique: true }),
        column.varchar('reason', 20),
        column.varchar('status', 20),
        instant('created_at'),
        instant('confirmed_at', true),
      ],
      indexes: [index('idx_billing_bank_transfers_organization', ['organization_id', 'created_at'])],
    });
    await createTable(queryRunner, 'billing_webhook_events', {
      columns: [
        column.varchar('event_id', 255, { isPrimary: true }),
        column.organizationId(nullable),
        column.varchar('type', 100),
        column.varchar('result', 20),
        column.varchar('detail', 255, nullable),
        instant('received_at'),
      ],
      indexes: [index('idx_billing_webhook_events_organization', ['organization_id', 'received_at'])],
    });
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
