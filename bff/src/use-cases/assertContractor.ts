import type { ContactsApi } from '@immodesk/contacts/contactsApi';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError, isAppError } from '@immodesk/platform/errors';

/** A task's contractor must be a contractor of the organization (the contacts service owns them); none is fine. */
export async function assertContractor(
  contacts: Pick<ContactsApi, 'getContractor'>,
  context: RequestContext,
  contractorId: string | null | undefined,
): Promise<void> {
  if (!contractorId) return;
  try {
    await contacts.getContractor(context, { id: contractorId });
  } catch (error) {
    if (isAppError(error) && error.code === 'not_found') {
      throw new AppError('validation_error', { details: { contractorId: 'validation.unknownContractor' } });
    }
    throw error;
  }
}
