import { EntitySchema } from 'typeorm';
import { bigintAsNumber, booleanColumn, instantColumn } from '@immodesk/platform/database/columns';
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
    id: { type: 'varchar', length: 36, primary: true, generated: 'uuid' },
    organizationId: { name: 'organization_id', type: 'varchar', length: 36 },
    propertyId: { name: 'property_id', type: 'varchar', length: 36 },
    category: { type: 'varchar', length: 32 },
    amountCents: { name: 'amount_cents', type: 'bigint', transformer: bigintAsNumber },
    date: { name: 'expense_date', type: 'date' },
    contractorId: { name: 'contractor_id', type: 'varchar', length: 36, nullable: true },
    documentId: { name: 'document_id', type: 'varchar', length: 36, nullable: true },
    description: { type: 'varchar', length: 500, nullable: true },
    recoverable: { type: 'boolean', default: false, transformer: booleanColumn },
    createdAt: { name: 'created_at', type: 'datetime', precision: 3, transformer: instantColumn },
    updatedAt: { name: 'updated_at', type: 'datetime', precision: 3, transformer: instantColumn },
  },
});
