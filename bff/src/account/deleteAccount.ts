import type { TDeleteAccountRequest } from '@immodesk/contracts/user/deleteAccount.contract';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import type { Services } from '../composition';
import { deleteOrganization } from './deleteOrganization';

/** DELETE /api/user: the typed e-mail must be the account's (SPEC.md §5 'Email incorrect'); then everything goes. */
export async function deleteAccount(
  services: Services,
  context: RequestContext,
  input: TDeleteAccountRequest,
): Promise<void> {
  const user = await services.identity.getCurrentUser(context);
  if (user.email.toLowerCase() !== input.email.toLowerCase()) {
    throw new AppError('validation_error', { details: { email: 'validation.emailIncorrect' } });
  }
  await deleteOrganization(services, context);
  await services.outbox.deleteForRecipient(user.email);
}
