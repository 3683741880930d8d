import type { ContactsApi } from '@immodesk/contacts/contactsApi';
import type { ContractsApi } from '@immodesk/contracts-service/contractsApi';
import type { DocumentsApi } from '@immodesk/documents/documentsApi';
import type { MessagingApi } from '@immodesk/messaging/messagingApi';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';

export type DeleteTenantDeps = {
  contacts: Pick<ContactsApi, 'getTenant' | 'deleteTenant'>;
  documents: Pick<DocumentsApi, 'unlinkTenantDocuments'>;
  contracts: Pick<ContractsApi, 'countContractsInForce'>;
  messaging: Pick<MessagingApi, 'forgetContact'>;
};

/**
 * DELETE /api/tenants/:id: the tenant's documents stay, without the link to them, so no document points at a
 * tenant that is gone; the message history keeps the messages but shows the tenant as "deleted contact" (no name,
 * no address). Those go first: should deleting the tenant then fail, it can be retried.
 * Another organization's tenant is `not_found` before anything changes. A tenant bound by a signed or active
 * contract stays (409): the lease names them, so it is terminated first.
 */
export async function deleteTenant(
  deps: DeleteTenantDeps,
  context: RequestContext,
  params: { id: string },
): Promise<void> {
  const tenant = await deps.contacts.getTenant(context, params);
  if ((await deps.contracts.countContractsInForce(context, { tenantId: tenant.id })) > 0) {
    throw new AppError('conflict', { messageKey: 'contracts.errors.tenantHasContract' });
  }
  await deps.documents.unlinkTenantDocuments(context, { tenantId: tenant.id });
  await deps.messaging.forgetContact(context, { contactId: tenant.id });
  await deps.contacts.deleteTenant(context, { id: tenant.id });
}
