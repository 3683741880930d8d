import type { ContactsApi } from '@immodesk/contacts/contactsApi';
import type { TCreateExpenseRequest } from '@immodesk/contracts/expenses/createExpense.contract';
import type { TExpense } from '@immodesk/contracts/expenses/expense.contract';
import type { TUpdateExpenseRequest } from '@immodesk/contracts/expenses/updateExpense.contract';
import type { DocumentsApi } from '@immodesk/documents/documentsApi';
import type { ExpensesApi } from '@immodesk/finance/expensesApi';
import type { RequestContext } from '@immodesk/platform/context';
import type { PropertiesApi } from '@immodesk/properties/propertiesApi';

export type SaveExpenseDeps = {
  properties: Pick<PropertiesApi, 'getProperty'>;
  contacts: Pick<ContactsApi, 'getContractor'>;
  documents: Pick<DocumentsApi, 'getDocument'>;
  expenses: Pick<ExpensesApi, 'createExpense' | 'updateExpense' | 'getExpense'>;
};

type Links = {
  propertyId?: string | undefined;
  contractorId?: string | null | undefined;
  documentId?: string | null | undefined;
};

/** The property, contractor and document an expense names must be the organization's: another's is a 404 (each service's own). */
async function assertOwnLinks(deps: SaveExpenseDeps, context: RequestContext, links: Links): Promise<void> {
  await Promise.all([
    links.propertyId ? deps.properties.getProperty(context, links.propertyId) : null,
    links.contractorId ? deps.contacts.getContractor(context, { id: links.contractorId }) : null,
    links.documentId ? deps.documents.getDocument(context, links.documentId) : null,
  ]);
}

/** POST /api/expenses. */
export async function createExpense(
  deps: SaveExpenseDeps,
  context: RequestContext,
  request: TCreateExpenseRequest,
): Promise<TExpense> {
  await assertOwnLinks(deps, context, request);
  return deps.expenses.createExpense(context, request);
}

/** PATCH /api/expenses/:id: another organization's expense is a 404 before any link is looked at. */
export async function updateExpense(
  deps: SaveExpenseDeps,
  context: RequestContext,
  input: { id: string; changes: TUpdateExpenseRequest },
): Promise<TExpense> {
  await deps.expenses.getExpense(context, input.id);
  await assertOwnLinks(deps, context, input.changes);
  return deps.expenses.updateExpense(context, input);
}
