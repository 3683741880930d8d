export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
};

/** Sends mail. The embedded default stores it in the outbox table; production sends through SES. */
export type Mailer = {
  send(mail: OutgoingMail): Promise<void>;
  /** Proves the mail provider answers (used by GET /api/health/email). */
  check(): Promise<void>;
};
