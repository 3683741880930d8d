import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sesLocal from 'aws-ses-v2-local';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SesMailTransport } from './SesMailTransport';

type StoredMail = { from: string; destination: { to: string[] }; subject: string; body: { text?: string; html?: string } };

// The emulator implements SendEmail (and GET /store), not GetSendQuota, so the health check is not exercised here.
describe('SES transport', () => {
  let server: Server;
  let endpoint: string;

  beforeAll(async () => {
    server = await sesLocal({ host: '127.0.0.1', port: 0 });
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('sends a mail that the local SES emulator receives with its subject, text and html', async () => {
    const transport = new SesMailTransport({ from: 'no-reply@immodesk.be', region: 'eu-west-1', endpoint, accessKeyId: 'local', secretAccessKey: 'local' });
    await transport.deliver({ to: 'an@example.be', subject: 'Bevestig je e-mailadres', text: 'Open https://app.example.be/verify-email?token=abc', html: '<p>Open</p>' });
    const store = (await (await fetch(`${endpoint}/store`, { signal: AbortSignal.timeout(5000) })).json()) as { emails: StoredMail[] };
    expect(store.emails).toHaveLength(1);
    expect(store.emails[0]).toMatchObject({ from: 'no-reply@immodesk.be', destination: { to: ['an@example.be'] }, subject: 'Bevestig je e-mailadres' });
    expect(store.emails[0]?.body.text).toContain('https://app.example.be/verify-email?token=abc');
  });

  it('throws when the provider is unreachable, so the delivery job retries', async () => {
    const transport = new SesMailTransport({ from: 'no-reply@immodesk.be', region: 'eu-west-1', endpoint: 'http://127.0.0.1:9', accessKeyId: 'local', secretAccessKey: 'local' });
    await expect(transport.deliver({ to: 'an@example.be', subject: 's', text: 't', html: 'h' })).rejects.toThrow();
  });
});
