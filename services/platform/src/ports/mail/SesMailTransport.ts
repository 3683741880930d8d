import { GetSendQuotaCommand, SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import type { MailTransport, OutgoingMail } from './Mailer';

export type SesMailTransportOptions = {
  from: string;
  region: string;
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
};

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

  async deliver(mail: OutgoingMail): Promise<void> {
    await this.client.send(
      new SendEmailCommand({
        Source: this.options.from,
        Destination: { ToAddresses: [mail.to] },
        Message: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: { Text: { Data: mail.text, Charset: 'UTF-8' }, Html: { Data: mail.html, Charset: 'UTF-8' } },
        },
      }),
    );
  }

  async check(): Promise<void> {
    await this.client.send(new GetSendQuotaCommand({}));
  }
}
