import type { ServiceDatabaseModule } from '@immodesk/platform/database/serviceModule';
import { ExpenseEntity } from './entities/ExpenseEntity';
import { CreateExpenses1797000000000 } from './migrations/1797000000000-CreateExpenses';
import { AddExpenseStatisticsIndex1799350000001 } from './migrations/1799350000001-AddExpenseStatisticsIndex';

/** Expenses have their own migrations table, apart from the rent schedule's. */
export const expensesDatabaseModule: ServiceDatabaseModule = {
  name: 'expenses',
  entities: [ExpenseEntity],
  migrations: [CreateExpenses1797000000000, AddExpenseStatisticsIndex1799350000001],
};
