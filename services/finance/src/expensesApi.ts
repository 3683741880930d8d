import type { DataSource } from 'typeorm';
import type {
  TCreateExpenseRequest,
  TCreateExpenseResponse,
} from '@immodesk/contracts/expenses/createExpense.contract';
import type { TExpense } from '@immodesk/contracts/expenses/expense.contract';
import type {
  TListExpensesQuery,
  TListExpensesResponse,
} from '@immodesk/contracts/expenses/listExpenses.contract';
import type { TUpdateExpenseRequest } from '@immodesk/contracts/expenses/updateExpense.contract';
import type { RequestContext } from '@immodesk/platform/context';
import type { OrganizationExport } from '@immodesk/platform/database/organizationData';
import type { Clock } from '@immodesk/platform/ports/clock';
import { areaClientOptions } from '@immodesk/platform/rpc/areaClient';
import { createHttpServiceClient } from '@immodesk/platform/rpc/httpServiceClient';
import type { ExpenseSum } from './expenses/domain/expense';
import { countPropertyExpenses } from './expenses/use-cases/countPropertyExpenses';
import { createExpense } from './expenses/use-cases/createExpense';
import { deleteExpense } from './expenses/use-cases/deleteExpense';
import { deletePropertyExpenses } from './expenses/use-cases/deletePropertyExpenses';
import { getExpense } from './expenses/use-cases/getExpense';
import { listExpenses } from './expenses/use-cases/listExpenses';
import { sumExpenses } from './expenses/use-cases/sumExpenses';
import { updateExpense } from './expenses/use-cases/updateExpense';
import { deleteOrganizationData, exportOrganizationData } from './expenses/use-cases/organizationData';

/**
 * The finance service's expenses as the BFF uses them. The service's edge: only here do the HTTP contracts appear.
 * Property, contractor and document ids are checked to be the organization's by the BFF flow before a call. Runs
 * in the BFF process on the shared database (like contract signing) until the finance service is deployed with it.
 */
export type ExpensesApi = {
  listExpenses(context: RequestContext, query: TListExpensesQuery): Promise<TListExpensesResponse>;
  getExpense(context: RequestContext, id: string): Promise<TExpense>;
  createExpense(context: RequestContext, input: TCreateExpenseRequest): Promise<TCreateExpenseResponse>;
  updateExpense(
    context: RequestContext,
    input: { id: string; changes: TUpdateExpenseRequest },
  ): Promise<TExpense>;
  deleteExpense(context: RequestContext, id: string): Promise<void>;
  /** Sums per property, month, category and recoverable flag of the expenses dated `from`…`to` (statistics). */
  sumExpenses(context: RequestContext, window: { from: string; to: string }): Promise<ExpenseSum[]>;
  countPropertyExpenses(context: RequestContext, propertyId: string): Promise<number>;
  /** Deletes a deleted property's expenses; answers how many. */
  deletePropertyExpenses(context: RequestContext, propertyId: string): Promise<number>;
  exportOrganizationData(context: RequestContext): Promise<OrganizationExport>;
  deleteOrganizationData(context: RequestContext): Promise<void>;
};

const METHODS = [
  'listExpenses',
  'getExpense',
  'createExpense',
  'updateExpense',
  'deleteExpense',
  'sumExpenses',
  'countPropertyExpenses',
  'deletePropertyExpenses',
  'exportOrganizationData',
  'deleteOrganizationData',
] as const satisfies readonly (keyof ExpensesApi)[];

export function createInProcessExpensesApi(dataSource: DataSource, clock: Clock): ExpensesApi {
  return {
    listExpenses: (context, query) => listExpenses(dataSource, context, query),
    getExpense: (context, id) => getExpense(dataSource, context, id),
    createExpense: (context, input) => createExpense(dataSource, clock, context, input),
    updateExpense: (context, input) => updateExpense(dataSource, clock, context, input),
    deleteExpense: (context, id) => deleteExpense(dataSource, context, id),
    sumExpenses: (context, window) => sumExpenses(dataSource, context, window),
    countPropertyExpenses: (context, propertyId) => countPropertyExpenses(dataSource, context, propertyId),
    deletePropertyExpenses: (context, propertyId) => deletePropertyExpenses(dataSource, context, propertyId),
    exportOrganizationData: (context) => exportOrganizationData(dataSource, context),
    deleteOrganizationData: (context) => deleteOrganizationData(dataSource, context),
  };
}

/** The expenses over HTTP: `FINANCE_SERVICE_URL` + `/expenses` (the finance service serves every area). */
export function createHttpExpensesApi(options: { baseUrl: string; token: string }): ExpensesApi {
  const rpc = createHttpServiceClient<ExpensesApi>(METHODS, areaClientOptions(options, 'expenses'));
  // A void answer arrives as null: keep it undefined, as in process (a route answers 204 for it).
  return { ...rpc, deleteExpense: async (context, id) => void (await rpc.deleteExpense(context, id)) };
}

/** For the BFF's composition: the tables this API's area migrates and maps. */
export { expensesDatabaseModule } from './expenses/expensesDatabaseModule';
