import type { ContactsApi } from '@immodesk/contacts/contactsApi';
import type { MessagingApi } from '@immodesk/messaging/messagingApi';
import type { RequestContext } from '@immodesk/platform/context';
import type { PropertiesApi } from '@immodesk/properties/propertiesApi';

export type DeleteContractorDeps = {
  contacts: Pick<ContactsApi, 'getContractor' | 'deleteContractor'>;
  properties: Pick<PropertiesApi, 'unlinkContractorTasks'>;
  messaging: Pick<MessagingApi, 'forgetContact'>;
};

/**
 * DELETE /api/contractors/:id: the tasks assigned to the contractor stay, unassigned, so no task names a
 * contractor that is gone; the message history keeps the messages but shows the contractor as "deleted contact"
 * (no name, no address). Those go first: should deleting the contractor then fail, it can be retried.
 * Another organization's contractor is `not_found` before anything changes.
 */
export async function deleteContractor(
  deps: DeleteContractorDeps,
  context: RequestContext,
  params: { id: string },
): Promise<void> {
  const contractor = await deps.contacts.getContractor(context, params);
  await deps.properties.unlinkContractorTasks(context, { contractorId: contractor.id });
  await deps.messaging.forgetContact(context, { contactId: contractor.id });
  await deps.contacts.deleteContractor(context, { id: contractor.id });
}
