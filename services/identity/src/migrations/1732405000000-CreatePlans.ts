import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { column, createTable } from '@immodesk/platform/migrations/columns';

/**
 * The plans and their limits (SPEC.md §9), and each organization's plan. Until billing lands the table is the
 * source of truth; billing will change `organizations.plan_type` / `plan_status`, never the limits in code.
 *
 * SPEC.md §9 gives the free plan two readings (pricing page 2 properties / 5 tenants, subscription page
 * 3 / 10). We take the subscription page's 3 / 10 everywhere: it is what an account is shown and enforced, and
 * the public pricing page states the same numbers.
 */
const PLANS = [
  { planType: 'free', maxProperties: 3, maxTenants: 10, sortOrder: 1 },
  { planType: 'basic', maxProperties: 10, maxTenants: 25, sortOrder: 2 },
  { planType: 'professional', maxProperties: 50, maxTenants: 150, sortOrder: 3 },
  { planType: 'enterprise', maxProperties: -1, maxTenants: -1, sortOrder: 4 },
];

export class CreatePlans1732405000000 implements MigrationInterface {
  async up(queryRunner: QueryRunner): Promise<void> {
    await createTable(queryRunner, 'plans', {
      columns: [
        column.varchar('plan_type', 20, { isPrimary: true }),
        column.int('max_properties'),
        column.int('max_tenants'),
        column.int('sort_order'),
      ],
    });
    for (const plan of PLANS) {
      await queryRunner.query(
        'INSERT INTO plans (plan_type, max_properties, max_tenants, sort_order) VALUES (?, ?, ?, ?)',
        [plan.planType, plan.maxProperties, plan.maxTenants, plan.sortOrder],
      );
    }
    await queryRunner.addColumns('organizations', [
      new TableColumn({ name: 'plan_type', type: 'varchar', length: '20', default: "'free'" }),
      new TableColumn({ name: 'plan_status', type: 'varchar', length: '20', default: "'active'" }),
    ]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('organizations', 'plan_status');
    await queryRunner.dropColumn('organizations', 'plan_type');
    await queryRunner.dropTable('plans');
  }
}
