import type { ContactsApi } from '@immodesk/contacts/contactsApi';
import type { DocumentsApi } from '@immodesk/documents/documentsApi';
import type { RequestContext } from '@immodesk/platform/context';

export type DeleteTenantDeps = {
  contacts: Pick<ContactsApi, 'getTenant' | 'deleteTenant'>;
  documents: Pick<DocumentsApi, 'unlinkTenantDocuments'>;
};

/**
 * DELETE /api/tenants/:id: the tenant's documents stay, without the link to them, so no document points at a
 * tenant that is gone. The documents go first: should deleting the tenant then fail, it can be retried.
 * Another organization's tenant is `not_found` before anything changes.
 */
export async function deleteTenant(deps: DeleteTenantDeps, context: RequestContext, params: { id: string }): Promise<void> {
  const tenant = await deps.contacts.getTenant(context, params);
  await deps.documents.unlinkTenantDocuments(context, { tenantId: tenant.id });
  await deps.contacts.deleteTenant(context, { id: tenant.id });
}
