import { EntitySchema } from 'typeorm';
import { entityColumn } from '@immodesk/platform/database/entityColumns';
import type { Expense } from '../domain/expense';

export type ExpenseRow = Omit<Expense, 'createdAt' | 'updatedAt'> & {
  organizationId: string;
  createdAt: Date;
  updatedAt: Date;
};

export const ExpenseEntity = new EntitySchema<ExpenseRow>({
  name: 'Expense',
  tableName: 'expenses',
  columns: {
    id: entityColumn.id(),
    organizationId: entityColumn.organizationId(),
    propertyId: entityColumn.varchar(36, { name: 'property_id' }),
    category: entityColumn.varchar(32),
    amountCents: entityColumn.bigint({ name: 'amount_cents' }),
    date: entityColumn.date({ name: 'expense_date' }),
    contractorId: entityColumn.varchar(36, { name: 'contractor_id', nullable: true }),
    documentId: entityColumn.varchar(36, { name: 'document_id', nullable: true }),
    description: entityColumn.varchar(500, { nullable: true }),
    recoverable: entityColumn.boolean({ default: false }),
    ...entityColumn.timestamps(),
  },
});
