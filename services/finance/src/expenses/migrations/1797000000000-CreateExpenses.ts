import { column, index, nullable, tablesMigration } from '@immodesk/platform/migrations/columns';

export class CreateExpenses1797000000000 extends tablesMigration({
  expenses: {
    columns: [
      ...column.idAndOrganization(),
      column.uuid('property_id'),
      column.varchar('category', 32),
      column.bigint('amount_cents'),
      column.date('expense_date'),
      column.uuid('contractor_id', nullable),
      column.uuid('document_id', nullable),
      column.varchar('description', 500, nullable),
      column.boolean('recoverable', { default: false }),
      ...column.timestamps(),
    ],
    indexes: [
      index('idx_expenses_organization_date', ['organization_id', 'expense_date']),
      index('idx_expenses_organization_property', ['organization_id', 'property_id', 'expense_date']),
    ],
  },
}) {}
