/**
 * How much mail one organization (and each of its users) may send through `POST /api/messages`. The product's
 * domain sends these mails, so its reputation with mail providers is every customer's: a flood from one account
 * (one request may name 50 recipients with 20 CC and 20 BCC each, 2,050 mails) must stop long before providers
 * start refusing the domain. "Recipients" counts every address mailed: each recipient, and each CC and BCC copy.
 *
 * The numbers sit far above what a landlord writes: a paid portfolio of 50 units that mails every tenant twice in
 * a day uses 100 of 1,000. A trial or Free account (no payment yet, so a throwaway sign-up) gets a quarter; an
 * organization whose owner has not verified the e-mail address gets just enough to try the feature. The user's
 * allowance equals the organization's while an organization has one user (its owner); it is counted apart so that
 * it keeps holding when an organization has several.
 */
export const MAIL_SENDING_STANDINGS = ['unverified', 'trial_or_free', 'paid'] as const;
export type MailSendingStanding = (typeof MAIL_SENDING_STANDINGS)[number];

export type MailSendingWindowLimits = {
  messagesPerHour: number;
  messagesPerDay: number;
  recipientsPerHour: number;
  recipientsPerDay: number;
};

export type MailSendingLimits = { organization: MailSendingWindowLimits; user: MailSendingWindowLimits };

export const MAIL_SENDING_LIMITS: Record<MailSendingStanding, MailSendingLimits> = {
  unverified: {
    organization: { messagesPerHour: 5, messagesPerDay: 10, recipientsPerHour: 10, recipientsPerDay: 20 },
    user: { messagesPerHour: 5, messagesPerDay: 10, recipientsPerHour: 10, recipientsPerDay: 20 },
  },
  trial_or_free: {
    organization: { messagesPerHour: 20, messagesPerDay: 60, recipientsPerHour: 50, recipientsPerDay: 200 },
    user: { messagesPerHour: 20, messagesPerDay: 60, recipientsPerHour: 50, recipientsPerDay: 200 },
  },
  paid: {
    organization: {
      messagesPerHour: 100,
      messagesPerDay: 400,
      recipientsPerHour: 200,
      recipientsPerDay: 1000,
    },
    user: {
      messagesPerHour: 100,
      messagesPerDay: 400,
      recipientsPerHour: 200,
      recipientsPerDay: 1000,
    },
  },
};
