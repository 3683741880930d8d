import { GetSendQuotaCommand, SESClient, SendEmailCommand, SendRawEmailCommand } from '@aws-sdk/client-ses';
import MailComposer from 'nodemailer/lib/mail-composer/index.js';
import type { AttachmentFile, MailTransport, OutgoingMail } from './Mailer';

export type SesMailTransportOptions = {
  from: string;
  region: string;
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
  /** The SES configuration set whose event destination (SNS) reports bounces and complaints with the tags below. */
  configurationSet?: string | undefined;
};

/** The header that names the organization in a raw message (SES notifications can include the original headers). */
export const ORGANIZATION_HEADER = 'X-Immodesk-Organization';

/** SES message tags: the organization and the outbox id, which SES returns in its bounce and complaint events. */
function messageTags(mail: OutgoingMail) {
  const tags = [
    ...(mail.organizationId ? [{ Name: 'organization', Value: mail.organizationId }] : []),
    ...(mail.mailId ? [{ Name: 'mail', Value: mail.mailId }] : []),
  ];
  return tags.length > 0 ? { Tags: tags } : {};
}

function needsRawMessage(mail: OutgoingMail, files: AttachmentFile[]): boolean {
  return files.length > 0 || Boolean(mail.fromName || mail.replyTo || mail.cc?.length || mail.bcc?.length);
}

/** Production delivery through Amazon SES (`MAIL_DRIVER=ses`). */
export class SesMailTransport implements MailTransport {
  private readonly client: SESClient;

  constructor(private readonly options: SesMailTransportOptions) {
    this.client = new SESClient({
      region: options.region,
      ...(options.endpoint ? { endpoint: options.endpoint } : {}),
      ...(options.accessKeyId && options.secretAccessKey
        ? { credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey } }
        : {}),
      maxAttempts: 1,
    });
  }

  async deliver(mail: OutgoingMail, files: AttachmentFile[] = []): Promise<void> {
    if (needsRawMessage(mail, files)) {
      await this.deliverRaw(mail, files);
      return;
    }
    await this.client.send(
      new SendEmailCommand({
        Source: this.options.from,
        ...messageTags(mail),
        ...this.configurationSet(),
        Destination: { ToAddresses: [mail.to] },
        Message: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
        },
      }),
    );
  }

  /** Attachments, a sender name, reply-to and copies need a MIME message of our own (SendRawEmail). */
  private async deliverRaw(mail: OutgoingMail, files: AttachmentFile[]): Promise<void> {
    const message = await new MailComposer({
      from: mail.fromName ? { name: mail.fromName, address: this.options.from } : this.options.from,
      to: mail.to,
      ...(mail.cc?.length ? { cc: mail.cc } : {}),
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      ...(mail.organizationId ? { headers: { [ORGANIZATION_HEADER]: mail.organizationId } } : {}),
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      attachments: files.map((file) => ({
        filename: file.fileName,
        contentType: file.contentType,
        content: file.content,
      })),
    })
      .compile()
      .build();
    // Bcc stays out of the headers; SES sends to every address of Destinations.
    await this.client.send(
      new SendRawEmailCommand({
        Source: this.options.from,
        ...messageTags(mail),
        ...this.configurationSet(),
        Destinations: [mail.to, ...(mail.cc ?? []), ...(mail.bcc ?? [])],
        RawMessage: { Data: message },
      }),
    );
  }

  private configurationSet() {
    return this.options.configurationSet ? { ConfigurationSetName: this.options.configurationSet } : {};
  }

  async check(): Promise<void> {
    await this.client.send(new GetSendQuotaCommand({}));
  }
}
