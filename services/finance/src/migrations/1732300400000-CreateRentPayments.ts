import { column, index, nullable, tablesMigration } from '@immodesk/platform/migrations/columns';

export class CreateRentPayments1732300400000 extends tablesMigration({
  rent_payments: {
    columns: [
      ...column.idAndOrganization(),
      column.uuid('contract_id', nullable),
      column.uuid('property_id', nullable),
      column.uuid('tenant_id', nullable),
      column.varchar('period', 8),
      column.date('due_date'),
      column.bigint('amount_due_cents'),
      column.bigint('paid_cents', { default: 0 }),
      column.date('paid_at', nullable),
      column.text('notes', nullable),
      ...column.timestamps(),
    ],
    indexes: [
      index('idx_rent_payments_organization_due', ['organization_id', 'due_date']),
      index('idx_rent_payments_organization_contract', ['organization_id', 'contract_id', 'period']),
      index('idx_rent_payments_organization_property', ['organization_id', 'property_id', 'period']),
    ],
  },
}) {}
