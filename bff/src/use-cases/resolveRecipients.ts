import { contractorDisplayName, tenantDisplayName } from '@immodesk/contracts/common/displayNames';
import type { TLanguage } from '@immodesk/contracts/common/primitives';
import type { ContactsApi } from '@immodesk/contacts/contactsApi';
import type { NewMessage } from '@immodesk/messaging/messagingApi';
import type { RequestContext } from '@immodesk/platform/context';
import { AppError } from '@immodesk/platform/errors';
import { nullWhenNotFound } from './nullWhenNotFound';

type Recipient = NewMessage['recipients'][number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function withoutEmail(name: string): AppError {
  return new AppError('validation_error', {
    messageKey: 'errors.recipientWithoutEmail',
    params: { name },
    details: { recipients: 'validation.recipientWithoutEmail' },
  });
}

/** A tenant or contractor id, or a typed address. Another organization's contact is `not_found`. */
async function resolveOne(
  contacts: Pick<ContactsApi, 'getTenant' | 'getContractor'>,
  context: RequestContext,
  entry: string,
  senderLanguage: TLanguage,
): Promise<Recipient> {
  if (!UUID.test(entry))
    return {
      kind: 'email',
      contactId: null,
      name: null,
      email: entry.toLowerCase(),
      language: senderLanguage,
    };
  const tenant = await nullWhenNotFound(contacts.getTenant(context, { id: entry }));
  if (tenant) {
    const name = tenantDisplayName(tenant).primary;
    if (!tenant.email) throw withoutEmail(name);
    return { kind: 'tenant', contactId: tenant.id, name, email: tenant.email, language: tenant.language };
  }
  const contractor = await nullWhenNotFound(contacts.getContractor(context, { id: entry }));
  if (!contractor) throw AppError.notFound('recipient');
  const name = contractorDisplayName(contractor).primary;
  if (!contractor.email) throw withoutEmail(name);
  // Contractors have no language of their own: they get the sender's.
  return {
    kind: 'contractor',
    contactId: contractor.id,
    name,
    email: contractor.email,
    language: senderLanguage,
  };
}

/** The recipients in the order given, one per e-mail address (the first entry for an address wins). */
export async function resolveRecipients(
  deps: { contacts: Pick<ContactsApi, 'getTenant' | 'getContractor'> },
  context: RequestContext,
  entries: string[],
  senderLanguage: TLanguage,
): Promise<Recipient[]> {
  const recipients: Recipient[] = [];
  for (const entry of entries) {
    const recipient = await resolveOne(deps.contacts, context, entry, senderLanguage);
    if (!recipients.some((known) => known.email === recipient.email)) recipients.push(recipient);
  }
  return recipients;
}
