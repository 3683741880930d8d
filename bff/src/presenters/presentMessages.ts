import type { TDeliveryStatus, TMessage } from '@immodesk/contracts/messages/message';
import { isDeletedContact, type MessageRecord } from '@immodesk/messaging/messagingApi';
import type { OutboxMailer } from '@immodesk/platform/ports/mail/OutboxMailer';

export type PresentMessagesDeps = { outbox: Pick<OutboxMailer, 'deliveryStates'> };

/**
 * Messages as a client sees them: each recipient's status is its latest mail's delivery state in the outbox
 * (pending → queued), never stored twice. A mail no longer in the outbox counts as sent.
 */
export async function presentMessages(
  deps: PresentMessagesDeps,
  records: MessageRecord[],
): Promise<TMessage[]> {
  const mailIds = records.flatMap((record) =>
    record.recipients.flatMap((recipient) => (recipient.mailId ? [recipient.mailId] : [])),
  );
  const states = await deps.outbox.deliveryStates(mailIds);
  return records.map(({ sentByUserId: _sentBy, recipients, ...message }) => ({
    ...message,
    recipients: recipients.map(({ mailId, ...recipient }) => {
      const state = mailId ? states.get(mailId) : undefined;
      const status: TDeliveryStatus = !mailId
        ? 'failed'
        : !state || state.status === 'sent'
          ? 'sent'
          : state.status === 'failed'
            ? 'failed'
            : 'queued';
      const isDeleted = isDeletedContact(recipient);
      return {
        ...recipient,
        isDeletedContact: isDeleted,
        status,
        // The provider's reason may quote the address of a contact deleted since.
        failureReason: status === 'failed' && !isDeleted ? (state?.lastError ?? null) : null,
        sentAt: state?.sentAt ?? null,
      };
    }),
  }));
}
