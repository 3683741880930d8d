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
  /** Shown as the sender's name beside the product's sending address (a landlord writing to a tenant). */
  fromName?: string;
  /** Where answers go (the landlord's own address), since the sending address reads no mail. */
  replyTo?: string;
  cc?: string[];
  bcc?: string[];
  /** Stored files (documents) sent with the mail; the delivery job reads them from the file storage. */
  attachments?: MailAttachment[];
  /**
   * Attempts before the mail is marked failed; default MAX_DELIVERY_ATTEMPTS. A message the user sends by hand
   * uses 1: its failure shows in the history at once and the user resends it, instead of a silent retry for days.
   */
  maxAttempts?: number;
  /**
   * The organization a landlord's mail is written for: its sending reputation is counted, a paused organization's
   * mail is refused (429), and the provider's bounce and complaint notifications name it (a tag, a header).
   */
  organizationId?: string;
  /** The outbox id, set when the delivery job hands the mail to a transport (the provider's notifications name it). */
  mailId?: string;
};

export type MailAttachment = { fileName: string; contentType: string; sizeBytes: number; storageKey: string };

/** An attachment's content as a transport sends it. */
export type AttachmentFile = { fileName: string; contentType: string; content: Buffer };

/**
 * Sends mail from a use case's point of view. The one implementation (OutboxMailer) stores the mail in the
 * `mail_outbox` table in the caller's request; the delivery job hands it to a MailTransport with retries.
 */
export type Mailer = {
  send(mail: OutgoingMail): Promise<void>;
};

/** What a transport learnt at once about a delivered mail (the development driver's simulated bounces). */
export type ImmediateMailFeedback = { bounced: string[]; complained: string[] };

/**
 * Hands one mail to a provider (SES) or the server log; throws when the provider refuses or is unreachable. A
 * provider reports bounces and complaints later (SES through SNS); a driver that knows at once answers them.
 */
export type MailTransport = {
  deliver(mail: OutgoingMail, files?: AttachmentFile[]): Promise<ImmediateMailFeedback | void>;
  /** Proves the provider answers (used by GET /api/health/email). */
  check(): Promise<void>;
  /**
   * Development only: the recipient reads the mail from the outbox itself (/dev/mailbox), so its links must keep
   * working after "delivery". Every real transport leaves this unset and the outbox redacts the secrets.
   */
  readonly isOutboxTheMailbox?: boolean;
};
