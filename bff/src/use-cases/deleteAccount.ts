import type { TDeleteAccountRequest } from '@immodesk/contracts/user/deleteAccount.contract';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import { importStore } from '../imports/importStore';
import type { OrganizationDataServices } from './organizationDataServices';

export type DeleteAccountDeps = OrganizationDataServices;

/**
 * DELETE /api/user: the owner proves who they are (current password or mailed code), the typed e-mail must be the
 * account's (SPEC.md §5 'Email incorrect'); then everything goes.
 */
export async function deleteAccount(
  deps: DeleteAccountDeps,
  context: Parameters<DeleteAccountDeps['identity']['reauthenticate']>[0],
  input: TDeleteAccountRequest,
  client: Parameters<DeleteAccountDeps['identity']['reauthenticate']>[2],
): Promise<void> {
  await deps.identity.reauthenticate(context, input, client);
  const user = await deps.identity.getCurrentUser(context);
  if (user.email.toLowerCase() !== input.email.toLowerCase()) {
    throw new AppError('validation_error', { details: { email: 'validation.emailIncorrect' } });
  }
  await deleteOrganization(deps, context);
}

/**
 * Deletes everything of the organization in every service: domain data first (document files before their rows,
 * which hold the storage keys), then the mails to every address its accounts ever had and their contact-form
 * messages, identity last (users, sessions, tokens, then the organization row). Every step deletes "all rows of
 * this organization" (or of these addresses), so a failure halfway is retried by running it again: the owner can
 * still sign in until the identity step has run.
 */
export async function deleteOrganization(deps: DeleteAccountDeps, context: RequestContext): Promise<void> {
  // The mails of the landlord's messages go to tenants and contractors, not to the account's own addresses.
  await deps.outbox.deleteByIds(await deps.messaging.listMessageMailIds(context));
  // So do the overdue-rent reminders (finance).
  await deps.outbox.deleteByIds(await deps.finance.listReminderMailIds(context));
  // Its sending reputation (sent, bounced, complained); the suppressed addresses stay, they belong to no one's account.
  await deps.outbox.reputation.deleteOrganizationData(context);
  await deps.messaging.deleteOrganizationData(context);
  await importStore(deps.dataSource).deleteOrganizationData(context);
  await deps.ai.deleteOrganizationData(context);
  await deps.contracts.deleteOrganizationData(context);
  await deps.signing.deleteOrganizationData(context);
  await deps.documentFiles.deleteOrganizationFiles(context);
  await deps.documents.deleteOrganizationData(context);
  await deps.finance.deleteOrganizationData(context);
  await deps.banking.deleteOrganizationData(context);
  await deps.statements.deleteOrganizationData(context);
  await deps.indexation.deleteOrganizationData(context);
  await deps.expenses.deleteOrganizationData(context);
  // Ends a running card subscription at Stripe first, so a deleted account is never charged again.
  await deps.billing.deleteOrganizationData(context);
  await deps.contacts.deleteOrganizationData(context);
  await deps.propertyFiles.deleteOrganizationFiles(context);
  await deps.properties.deleteOrganizationData(context);
  // Before identity: its rows are what remembers the addresses the accounts had.
  const addresses = await deps.identity.listMailAddresses(context);
  await deps.outbox.deleteForRecipients(addresses);
  await deps.contactInquiries.deleteFrom(addresses);
  await deps.identity.deleteOrganizationData(context);
}
