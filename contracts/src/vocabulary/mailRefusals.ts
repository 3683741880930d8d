/**
 * Why the delivery job did not hand a mail to the provider (stored as the mail's failure reason, shown translated
 * in the message history): the organization's sending is paused for its bounces or complaints, or the recipient
 * bounced or complained before and is never mailed again.
 */
export const MAIL_REFUSAL_REASONS = ['mail_sending_paused', 'address_suppressed'] as const;
export type MailRefusalReason = (typeof MAIL_REFUSAL_REASONS)[number];

export function isMailRefusalReason(value: string): value is MailRefusalReason {
  return (MAIL_REFUSAL_REASONS as readonly string[]).includes(value);
}
