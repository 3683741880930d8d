import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackgroundJobs } from '../composition';
import { ZOutboxResponse } from './dev';
import { createTestApp, type TestApp } from '../testing/createTestApp';

describe('development mailbox', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ env: { PUBLIC_URL: 'http://localhost:3000' } });
  });
  afterAll(async () => testApp?.close());

  it('lists every stored mail, newest first, on /api/dev/outbox and as a page with clickable links', async () => {
    await testApp.services.mailer.send({
      to: 'first@example.be',
      subject: 'Eerste',
      text: 'Open http://localhost:3000/verify-email?token=one',
      html: '<p>1</p>',
    });
    await testApp.services.mailer.send({
      to: 'second@example.be',
      subject: 'Tweede <script>',
      text: 'Open http://localhost:3000/reset-password?token=two&x=1',
      html: '<p>2</p>',
    });

    const outbox = await request(testApp.callback).get('/api/dev/outbox');
    expect(outbox.status).toBe(200);
    const items = ZOutboxResponse.strict().parse(outbox.body).items;
    expect(
      items
        .map((item) => item.subject)
        .slice(0, 2)
        .sort(),
    ).toEqual(['Eerste', 'Tweede <script>']);
    expect(Object.keys(items[0] ?? {}).sort()).toEqual([
      'attachments',
      'bcc',
      'cc',
      'createdAt',
      'fromName',
      'html',
      'id',
      'replyTo',
      'subject',
      'text',
      'to',
    ]);

    const page = await request(testApp.callback).get('/dev/mailbox').set('Accept-Language', 'en');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.text).toContain('<html lang="en">');
    expect(page.text).toContain('<h1>Mailbox (Immodesk, development)</h1>');
    expect(page.text).toContain('<a href="http://localhost:3000/verify-email?token=one">');
    expect(page.text).toContain('<a href="http://localhost:3000/reset-password?token=two&#38;x=1">');
    expect(page.text).not.toContain('<script>');
    expect(page.text).toContain('waiting to be sent');
  });

  it('delivers pending mail through the transport and shows it as sent', async () => {
    const jobs = startBackgroundJobs(testApp.services, testApp.config, testApp.services.logger, {
      schedule: false,
    });
    expect(await jobs.runOnce('mail-delivery')).toBe(true);
    await jobs.stop();
    const page = await request(testApp.callback).get('/dev/mailbox').set('Accept-Language', 'nl');
    expect(page.text).toContain('verzonden');
    expect(page.text).not.toContain('wacht op verzending');
  });
});
