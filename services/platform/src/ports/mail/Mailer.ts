export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The recipient's language the mail was rendered in (`nl`, `en`, `fr`). */
  language?: string;
  /** What the mail is for, e.g. `verify_email`. */
  kind?: string;
  /**
   * Values in text and html that grant access (tokens in links, one-time codes): the outbox replaces them once
   * the transport accepted the mail, so no live token stays at rest.
   */
  secrets?: string[];
};

/**
 * Sends mail from a use case's point of view. The one implementation (OutboxMailer) stores the mail in the
 * `mail_outbox` table in the caller's request; the delivery job hands it to a MailTransport with retries.
 */
export type Mailer = {
  send(mail: OutgoingMail): Promise<void>;
};

/** Hands one mail to a provider (SES) or the server log; throws when the provider refuses or is unreachable. */
export type MailTransport = {
  deliver(mail: OutgoingMail): Promise<void>;
  /** Proves the provider answers (used by GET /api/health/email). */
  check(): Promise<void>;
  /**
   * Development only: the recipient reads the mail from the outbox itself (/dev/mailbox), so its links must keep
   * working after "delivery". Every real transport leaves this unset and the outbox redacts the secrets.
   */
  readonly isOutboxTheMailbox?: boolean;
};
