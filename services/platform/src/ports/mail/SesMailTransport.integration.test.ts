import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sesLocal from 'aws-ses-v2-local';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SesMailTransport } from './SesMailTransport';

type StoredMail = {
  from: string;
  replyTo?: string[];
  destination: { to: string[]; cc?: string[] };
  subject: string;
  body: { text?: string; html?: string };
  attachments?: { filename: string; contentType: string; content: string }[];
};

async function storedMails(endpoint: string): Promise<StoredMail[]> {
  return (
    (await (await fetch(`${endpoint}/store`, { signal: AbortSignal.timeout(5000) })).json()) as {
      emails: StoredMail[];
    }
  ).emails;
}

// The emulator implements SendEmail (and GET /store), not GetSendQuota, so the health check is not exercised here.
describe('SES transport', () => {
  let server: Server;
  let endpoint: string;

  beforeAll(async () => {
    server = await sesLocal({ host: '127.0.0.1', port: 0 });
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  const localTransport = () =>
    new SesMailTransport({
      from: 'no-reply@immodesk.be',
      region: 'eu-west-1',
      endpoint,
      accessKeyId: 'local',
      secretAccessKey: 'local',
    });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('sends a mail that the local SES emulator receives with its subject, text and html', async () => {
    const transport = localTransport();
    await transport.deliver({
      to: 'an@example.be',
      subject: 'Bevestig je e-mailadres',
      text: 'Open https://app.example.be/verify-email?token=abc',
      html: '<p>Open</p>',
    });
    const emails = await storedMails(endpoint);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      from: 'no-reply@immodesk.be',
      destination: { to: ['an@example.be'] },
      subject: 'Bevestig je e-mailadres',
    });
    expect(emails[0]?.body.text).toContain('https://app.example.be/verify-email?token=abc');
  });

  it("sends a landlord's message with sender name, reply-to, copy and a PDF attachment as one MIME message", async () => {
    const transport = localTransport();
    const pdf = Buffer.from('%PDF-1.4 huurcontract');
    await transport.deliver(
      {
        to: 'huurder@example.be',
        subject: 'Nouveau bail',
        text: 'Bonjour',
        html: '<p><b>Bonjour</b></p>',
        fromName: 'Jan Peeters',
        replyTo: 'jan@example.be',
        cc: ['boekhouder@example.be'],
        bcc: ['archief@example.be'],
      },
      [{ fileName: 'bail.pdf', contentType: 'application/pdf', content: pdf }],
    );
    const mail = (await storedMails(endpoint)).find((stored) => stored.subject === 'Nouveau bail');
    expect(mail).toMatchObject({
      replyTo: ['jan@example.be'],
      destination: { to: ['huurder@example.be'], cc: ['boekhouder@example.be'] },
    });
    expect(mail?.from).toContain('Jan Peeters');
    expect(mail?.attachments).toEqual([
      expect.objectContaining({
        filename: 'bail.pdf',
        contentType: 'application/pdf',
        content: pdf.toString('base64'),
      }),
    ]);
  });

  it('names the organization and the mail in the tags (and a raw message in a header) under the configuration set', async () => {
    const transport = new SesMailTransport({
      from: 'no-reply@immodesk.be',
      region: 'eu-west-1',
      endpoint,
      accessKeyId: 'local',
      secretAccessKey: 'local',
      configurationSet: 'immodesk',
    });
    const organizationId = '3f0c2a4e-8d1b-4c6a-9e2f-5b7d1a0c9e11';
    const mailId = 'b2c1d0e9-7f6a-4b5c-8d3e-2a1f0e9d8c7b';
    const common = { text: 'Onderhoud', html: '<p>Onderhoud</p>', organizationId, mailId };
    await transport.deliver({ ...common, to: 'simple@example.be', subject: 'Getagd eenvoudig' });
    await transport.deliver({
      ...common,
      to: 'raw@example.be',
      subject: 'Getagd raw',
      fromName: 'Jan Peeters',
    });
    const subjects = (await storedMails(endpoint)).map((stored) => stored.subject);
    expect(subjects).toEqual(expect.arrayContaining(['Getagd eenvoudig', 'Getagd raw']));
  });

  it('throws when the provider is unreachable, so the delivery job retries', async () => {
    const transport = new SesMailTransport({
      from: 'no-reply@immodesk.be',
      region: 'eu-west-1',
      endpoint: 'http://127.0.0.1:9',
      accessKeyId: 'local',
      secretAccessKey: 'local',
    });
    await expect(
      transport.deliver({ to: 'an@example.be', subject: 's', text: 't', html: 'h' }),
    ).rejects.toThrow();
  });
});
