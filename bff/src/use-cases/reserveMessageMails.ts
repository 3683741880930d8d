import type { IdentityApi } from '@immodesk/identity/identityApi';
import type { MessagingApi } from '@immodesk/messaging/messagingApi';
import type { RequestContext } from '@immodesk/platform/context';
import type { OutboxMailer } from '@immodesk/platform/ports/mail/OutboxMailer';

export type ReserveMessageMailsDeps = {
  identity: Pick<IdentityApi, 'getOrganizationPlan'>;
  messaging: Pick<MessagingApi, 'reserveMailAllowance'>;
  outbox: Pick<OutboxMailer, 'assertOrganizationCanSend'>;
};

/**
 * Refuses (429) while the organization's mail is paused for its bounces or complaints. Then takes a message's mails (each recipient's, with its CC and BCC copies) from the organization's and the sender's
 * allowances before anything is recorded or queued: 429 `rate_limited` beyond them. An organization has one user,
 * its owner, so the sender's verified address is the owner's.
 */
export async function reserveMessageMails(
  deps: ReserveMessageMailsDeps,
  context: RequestContext,
  mail: { sender: { isEmailVerified: boolean }; recipients: number; cc: number; bcc: number },
): Promise<void> {
  await deps.outbox.assertOrganizationCanSend(context.organizationId);
  const plan = await deps.identity.getOrganizationPlan(context);
  await deps.messaging.reserveMailAllowance(context, {
    isOwnerEmailVerified: mail.sender.isEmailVerified,
    planType: plan.planType,
    trialEndsAt: plan.trialEndsAt,
    addresses: mail.recipients * (1 + mail.cc + mail.bcc),
  });
}
