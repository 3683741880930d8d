import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sesLocal from 'aws-ses-v2-local';
import LinkifyIt from 'linkify-it';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@immodesk/platform/logger';
import { movableClock } from '@immodesk/platform/testing/movableClock';
import { startBackgroundJobs } from '../composition';
import { createOwner, createTestApp, type TestApp } from '../testing/createTestApp';
import { givenSignedInOwner } from '../testing/signedInAgent';
import { mailsTo } from '../testing/mailLinks';

const ORIGIN = 'http://localhost:3000';
const linkify = new LinkifyIt();
type StoredMail = { destination: { to: string[] }; subject: string; body: { text?: string; html?: string } };

/** The outbox keeps no live token once the mail is out, and nothing a user typed becomes a link in a mail. */
describe('mails at rest', () => {
  let ses: Server;
  let sesEndpoint: string;
  let testApp: TestApp;
  // Now, in real time: the outbox stamps created_at itself; the test moves the clock past the retention.
  const clock = movableClock(new Date().toISOString());

  beforeAll(async () => {
    ses = await sesLocal({ host: '127.0.0.1', port: 0 });
    sesEndpoint = `http://127.0.0.1:${(ses.address() as AddressInfo).port}`;
    testApp = await createTestApp({
      env: {
        PUBLIC_URL: ORIGIN,
        MAIL_DRIVER: 'ses',
        SES_ENDPOINT: sesEndpoint,
        SES_ACCESS_KEY_ID: 'local',
        SES_SECRET_ACCESS_KEY: 'local',
      },
      clock,
    });
  });
  afterAll(async () => {
    await testApp?.close();
    ses?.closeAllConnections();
    await new Promise<void>((resolve) => ses?.close(() => resolve()));
  });

  const jobs = () =>
    startBackgroundJobs(testApp.services, testApp.config, createLogger({ level: 'silent' }), {
      schedule: false,
    });
  const delivered = async (to: string): Promise<StoredMail[]> => {
    const store = (await (
      await fetch(`${sesEndpoint}/store`, { signal: AbortSignal.timeout(5000) })
    ).json()) as { emails: StoredMail[] };
    return store.emails.filter((mail) => mail.destination.to.includes(to));
  };
  const forgotPassword = (email: string) =>
    request(testApp.callback)
      .post('/api/auth/forgot-password')
      .set('Origin', ORIGIN)
      .send({ email })
      .expect(204);

  it('redacts the reset token in the outbox once SES accepted the mail, so a reader of the outbox cannot take the account', async () => {
    const { email } = await createOwner(testApp.services);
    await forgotPassword(email);
    const runner = jobs();
    await runner.runOnce('mail-delivery');
    await runner.stop();

    const [sent] = await delivered(email);
    const token = new URL(sent?.body.text?.match(/https?:\/\/\S+/)?.[0] ?? 'http://x').searchParams.get(
      'token',
    );
    expect(token).toMatch(/^[\w-]{20,}$/);

    const [stored] = await mailsTo(testApp, email);
    expect(stored?.text).not.toContain(token);
    expect(stored?.html).not.toContain(token);
    expect(stored?.text).toContain('/reset-password?token=[redacted]');
    // The attacker's attempt with what the outbox holds fails; the owner's mailed link still works.
    const fromOutbox = await request(testApp.callback)
      .post('/api/auth/reset-password')
      .set('Origin', ORIGIN)
      .send({ token: '[redacted]', password: 'a new strong passphrase' });
    expect(fromOutbox.status).toBe(400);
    await request(testApp.callback)
      .post('/api/auth/reset-password')
      .set('Origin', ORIGIN)
      .send({ token, password: 'a new strong passphrase' })
      .expect(204);
  });

  it('redacts a mailed re-authentication code once delivered, so a reader of the outbox cannot confirm a sensitive change', async () => {
    const { owner, agent } = await givenSignedInOwner(testApp, { language: 'en' });
    // An account without a password (social sign-in only) confirms sensitive changes with a mailed code.
    await testApp.services.dataSource.query('UPDATE users SET password_hash = NULL WHERE id = ?', [
      owner.context.userId,
    ]);
    await agent.post('/api/user/reauthentication-code').set('Origin', ORIGIN).expect(204);
    const runner = jobs();
    await runner.runOnce('mail-delivery');
    await runner.stop();

    const sent = (await delivered(owner.email)).find((mail) => mail.subject.endsWith('confirmation code'));
    const code = /\b(\d{6})\b/.exec(sent?.body.text ?? '')?.[1];
    expect(code).toMatch(/^\d{6}$/);
    const stored = (await mailsTo(testApp, owner.email)).find((mail) =>
      mail.subject.endsWith('confirmation code'),
    );
    expect(stored?.text).not.toContain(code);
    expect(stored?.html).not.toContain(code);
    expect(stored?.text).toContain('[redacted]');
  });

  it('empties mails older than 30 days and keeps recipient, subject, status and times as delivery history', async () => {
    const { email } = await createOwner(testApp.services);
    await forgotPassword(email);
    let runner = jobs();
    await runner.runOnce('mail-delivery');
    await runner.stop();
    // Its own mail: other tests' mails may carry the same second.
    const ownMail = async () =>
      (await testApp.services.outbox.listForMailbox(100)).find((mail) => mail.to === email);
    const before = await ownMail();
    expect(before?.text).toContain('[redacted]');

    clock.advance(29 * 24 * 60 * 60_000);
    runner = jobs();
    await runner.runOnce('mail-purge');
    expect((await mailsTo(testApp, email))[0]?.text).not.toBe('');

    clock.advance(2 * 24 * 60 * 60_000);
    await runner.runOnce('mail-purge');
    await runner.stop();
    const after = await ownMail();
    expect(after).toMatchObject({
      id: before?.id,
      to: email,
      subject: before?.subject,
      status: 'sent',
      createdAt: before?.createdAt,
      text: '',
      html: '',
    });
  });

  it('never turns a first name into a link in the mails it sends', async () => {
    const email = `linky-${Date.now()}@example.be`;
    await request(testApp.callback)
      .post('/api/auth/signup')
      .set('Origin', ORIGIN)
      .send({ email, password: 'correct horse battery', firstName: 'http://evil.example', language: 'en' })
      .expect(201);
    const [mail] = await mailsTo(testApp, email);
    const greeting = mail?.text.split('\n')[0] ?? '';
    expect(greeting.replace(/\u200B/g, '')).toBe('Hello http://evil.example,');
    expect(linkify.match(greeting)).toBeNull();
    // In HTML: escaped, no anchor but the app's own links.
    const anchors = [...(mail?.html.matchAll(/<a href="([^"]+)"/g) ?? [])].map(
      (match) => new URL(match[1] ?? '').origin,
    );
    expect(new Set(anchors)).toEqual(new Set([ORIGIN]));
    expect(
      linkify.match(mail?.html.replace(/<[^>]+>/g, ' ').replace(/http:\/\/localhost:3000\S*/g, '') ?? ''),
    ).toBeNull();
  });

  it('shows the name of a contact-form visitor to support as plain text', async () => {
    await request(testApp.callback)
      .post('/api/contact')
      .set('Origin', ORIGIN)
      .send({
        name: 'www.evil.example',
        email: 'visitor@example.be',
        inquiryType: 'other',
        subject: 'Vraag',
        message: 'Hallo',
        language: 'nl',
      })
      .expect(201);
    const mail = (await testApp.services.outbox.list()).find((item) =>
      item.text.includes('visitor@example.be'),
    );
    const fromLine = mail?.text.split('\n').find((line) => line.startsWith('Van:')) ?? '';
    expect(fromLine.replace(/\u200B/g, '')).toBe('Van: www.evil.example <visitor@example.be>');
    expect(linkify.match(fromLine.replace('<visitor@example.be>', ''))).toBeNull();
  });
});
