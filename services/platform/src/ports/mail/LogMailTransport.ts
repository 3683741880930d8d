import type { Logger } from '../../logger';
import type { MailTransport, OutgoingMail } from './Mailer';

const LINK = /https?:\/\/[^\s<>"')]+/g;

export function linksIn(text: string): string[] {
  return [...new Set(text.match(LINK) ?? [])];
}

/**
 * The embedded default: "delivers" a mail by writing its recipient, subject and links to the server log, so a
 * local user can finish sign-up without a mail server (the full mail is on /dev/mailbox).
 */
export class LogMailTransport implements MailTransport {
  constructor(private readonly logger: Logger) {}

  async deliver(mail: OutgoingMail): Promise<void> {
    this.logger.info({ to: mail.to, subject: mail.subject, links: linksIn(mail.text) }, `mail: ${mail.subject}`);
  }

  async check(): Promise<void> {}
}
