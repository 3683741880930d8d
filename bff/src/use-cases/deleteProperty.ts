import type { ContactsApi } from '@immodesk/contacts/contactsApi';
import type { ContractsApi } from '@immodesk/contracts-service/contractsApi';
import type { DocumentFilesApi } from '@immodesk/documents/documentsApi';
import type { ExpensesApi } from '@immodesk/finance/expensesApi';
import type { FinanceApi } from '@immodesk/finance/financeApi';
import type { RequestContext } from '@immodesk/platform/context';
import type { PropertiesApi, PropertyFilesApi } from '@immodesk/properties/propertiesApi';

export type DeletePropertyDeps = {
  properties: Pick<PropertiesApi, 'getProperty' | 'taskIdsForProperty'>;
  propertyFiles: Pick<PropertyFilesApi, 'deleteProperty'>;
  documentFiles: Pick<DocumentFilesApi, 'deletePropertyDocuments'>;
  finance: Pick<FinanceApi, 'deletePropertyRentItems'>;
  expenses: Pick<ExpensesApi, 'deletePropertyExpenses'>;
  contacts: Pick<ContactsApi, 'unlinkTenantsFromProperty'>;
  contracts: Pick<ContractsApi, 'deletePropertyContracts'>;
};

/**
 * Deletes a property with everything that hangs off it (what getPropertyDeleteImpact lists). The documents (its
 * own and its tasks' attachments), the rent items and the expenses live in other services: they go first, so should that fail
 * the property is still there and the delete can be retried. Its tenants stay, unlinked from it, before the
 * property goes, so no tenant points at a property that is gone. Then the property with its photos, information and
 * tasks in one transaction, then the photo files. Its contracts go first of all; a signed or active one refuses
 * the delete (409) before anything is removed.
 */
export async function deleteProperty(
  deps: DeletePropertyDeps,
  context: RequestContext,
  idOrUrlCode: string,
): Promise<void> {
  const property = await deps.properties.getProperty(context, idOrUrlCode);
  await deps.contracts.deletePropertyContracts(context, { propertyId: property.id });
  const taskIds = await deps.properties.taskIdsForProperty(context, { propertyId: property.id });
  await deps.documentFiles.deletePropertyDocuments(context, { propertyId: property.id, taskIds });
  await deps.finance.deletePropertyRentItems(context, property.id);
  await deps.expenses.deletePropertyExpenses(context, property.id);
  await deps.contacts.unlinkTenantsFromProperty(context, { propertyId: property.id });
  await deps.propertyFiles.deleteProperty(context, property.id);
}
