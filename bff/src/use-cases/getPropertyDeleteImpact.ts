import type { ContactsApi } from '@immodesk/contacts/contactsApi';
import type { TDeleteImpactResponse } from '@immodesk/contracts/properties/property.contract';
import type { DocumentsApi } from '@immodesk/documents/documentsApi';
import type { ExpensesApi } from '@immodesk/finance/expensesApi';
import type { FinanceApi } from '@immodesk/finance/financeApi';
import type { RequestContext } from '@immodesk/platform/context';
import type { PropertiesApi } from '@immodesk/properties/propertiesApi';

export type GetPropertyDeleteImpactDeps = {
  properties: Pick<PropertiesApi, 'getProperty' | 'getDeleteImpact' | 'taskIdsForProperty'>;
  documents: Pick<DocumentsApi, 'countPropertyDocuments'>;
  finance: Pick<FinanceApi, 'countPropertyRentItems'>;
  expenses: Pick<ExpensesApi, 'countPropertyExpenses'>;
  contacts: Pick<ContactsApi, 'listTenants'>;
};

/**
 * GET /api/properties/:id/delete-impact: every kind of item deleteProperty removes with the property, counted,
 * leaving out kinds without items — the properties service's own (photos, information, tasks), then the
 * documents (the property's and its tasks' attachments), the rent items and the expenses; last the tenants who stay but lose
 * their link to it (`tenantLinks`).
 */
export async function getPropertyDeleteImpact(
  deps: GetPropertyDeleteImpactDeps,
  context: RequestContext,
  idOrUrlCode: string,
): Promise<TDeleteImpactResponse> {
  const { id: propertyId } = await deps.properties.getProperty(context, idOrUrlCode);
  const [own, taskIds] = await Promise.all([
    deps.properties.getDeleteImpact(context, propertyId),
    deps.properties.taskIdsForProperty(context, { propertyId }),
  ]);
  const [documents, rentItems, expenses, tenants] = await Promise.all([
    deps.documents.countPropertyDocuments(context, { propertyId, taskIds }),
    deps.finance.countPropertyRentItems(context, propertyId),
    deps.expenses.countPropertyExpenses(context, propertyId),
    deps.contacts.listTenants(context, { propertyId, page: 1, pageSize: 1 }),
  ]);
  const others = [
    { kind: 'documents', count: documents },
    { kind: 'rentItems', count: rentItems },
    { kind: 'expenses', count: expenses },
    { kind: 'tenantLinks', count: tenants.total },
  ].filter((item) => item.count > 0);
  return { items: [...own.items, ...others] };
}
