import type { Logger } from '../../logger';
import type { ImmediateMailFeedback, MailTransport, OutgoingMail } from './Mailer';

const LINK = /https?:\/\/[^\s<>"')]+/g;

/**
 * Addresses that act out a provider's feedback in development and tests: a mail to `…@bounce.test` bounces for
 * good and one to `…@complaint.test` is marked as spam, as SES would report them (`.test` is reserved by RFC 2606
 * and never mailed for real).
 */
export const SIMULATED_BOUNCE_DOMAIN = 'bounce.test';
export const SIMULATED_COMPLAINT_DOMAIN = 'complaint.test';

function atDomain(addresses: string[], domain: string): string[] {
  return addresses.filter((address) => address.trim().toLowerCase().endsWith(`@${domain}`));
}

export function linksIn(text: string): string[] {
  return [...new Set(text.match(LINK) ?? [])];
}

/**
 * The embedded default: "delivers" a mail by writing its recipient, subject and links to the server log, so a
 * local user can finish sign-up without a mail server (the full mail is on /dev/mailbox, which is why the outbox
 * keeps its links working). Production refuses this driver at start-up; should it run there anyway, it logs no
 * link, since links carry tokens and logs are read by more people than the mailbox owner.
 */
export class LogMailTransport implements MailTransport {
  readonly isOutboxTheMailbox: boolean;

  constructor(
    private readonly logger: Logger,
    private readonly options: { isProduction: boolean } = { isProduction: false },
  ) {
    this.isOutboxTheMailbox = !options.isProduction;
  }

  async deliver(mail: OutgoingMail): Promise<ImmediateMailFeedback> {
    const details = { to: mail.to, subject: mail.subject, kind: mail.kind };
    this.logger.info(
      this.options.isProduction ? details : { ...details, links: linksIn(mail.text) },
      `mail: ${mail.subject}`,
    );
    const addresses = [mail.to, ...(mail.cc ?? []), ...(mail.bcc ?? [])];
    return {
      bounced: atDomain(addresses, SIMULATED_BOUNCE_DOMAIN),
      complained: atDomain(addresses, SIMULATED_COMPLAINT_DOMAIN),
    };
  }

  async check(): Promise<void> {}
}
