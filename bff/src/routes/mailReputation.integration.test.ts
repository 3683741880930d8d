import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverPendingMail } from '@immodesk/platform/ports/mail/mailDelivery';
import { OutboxMailEntity } from '@immodesk/platform/ports/mail/outboxEntity';
import { purgeOldMail } from '@immodesk/platform/ports/mail/purgeOldMail';
import { stringToSign, type SnsMessage } from '@immodesk/platform/ports/mail/reputation/snsMessage';
import { movableClock } from '@immodesk/platform/testing/movableClock';
import { createOwner, createTestApp, type TestApp } from '../testing/createTestApp';
import { signedInAgent, type SignedInAgent } from '../testing/signedInAgent';

const TOPIC = 'arn:aws:sns:eu-west-1:123456789012:immodesk-ses-feedback';
const CERT_URL = 'https://sns.eu-west-1.amazonaws.com/SimpleNotificationService-0123456789abcdef.pem';
const PATH = '/api/public/mail/ses-notifications';

/** A key pair and a self-signed certificate standing in for SNS's signing certificate. */
function signingCertificate(): { key: string; certificate: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'immodesk-sns-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
        '-subj',
        '/CN=sns.amazonaws.com',
        '-days',
        '2',
      ],
      { stdio: 'ignore' },
    );
    return {
      key: fs.readFileSync(path.join(dir, 'key.pem'), 'utf8'),
      certificate: fs.readFileSync(path.join(dir, 'cert.pem'), 'utf8'),
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('mail stops for an organization whose bounces or complaints spike', () => {
  const clock = movableClock('2026-11-28T09:00:00Z');
  const { key, certificate } = signingCertificate();
  const fetchedCertificates: string[] = [];
  const confirmedSubscriptions: string[] = [];
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({
      clock,
      env: { SES_NOTIFICATION_TOPIC_ARN: TOPIC },
      sns: {
        fetchCertificate: async (url) => {
          fetchedCertificates.push(url);
          return certificate;
        },
        confirmSubscription: async (url) => {
          confirmedSubscriptions.push(url);
        },
      },
    });
  });
  afterAll(async () => testApp?.close());

  const deliver = () =>
    deliverPendingMail({
      dataSource: testApp.services.dataSource,
      clock,
      transport: testApp.services.mailTransport,
      storage: testApp.services.storage,
    });

  async function paidOwner(): Promise<{ agent: SignedInAgent; organizationId: string }> {
    const owner = await createOwner(testApp.services);
    await testApp.services.identity.changeOrganizationPlan(owner.context, { planType: 'professional' });
    return { agent: await signedInAgent(testApp, owner), organizationId: owner.context.organizationId };
  }

  const message = (recipients: string[]) => ({
    recipients,
    subject: 'Onderhoud lift',
    html: '<p>De lift wordt dinsdag onderhouden.</p>',
  });

  const mailTo = (address: string) =>
    testApp.services.dataSource
      .getRepository(OutboxMailEntity)
      .findOneOrFail({ where: { recipient: address } });

  const signed = (
    fields: Omit<SnsMessage, 'Signature' | 'SignatureVersion' | 'SigningCertURL'>,
  ): SnsMessage => {
    const unsigned = { ...fields, SignatureVersion: '2' as const, SigningCertURL: CERT_URL, Signature: '' };
    return {
      ...unsigned,
      Signature: crypto.sign('RSA-SHA256', Buffer.from(stringToSign(unsigned)), key).toString('base64'),
    };
  };

  const sesEvent = (organizationId: string, type: 'Bounce' | 'Complaint', address: string) =>
    JSON.stringify({
      notificationType: type,
      ...(type === 'Bounce'
        ? { bounce: { bounceType: 'Permanent', bouncedRecipients: [{ emailAddress: address }] } }
        : { complaint: { complainedRecipients: [{ emailAddress: address }] } }),
      mail: { messageId: crypto.randomUUID(), tags: { organization: [organizationId] } },
    });

  const notification = (organizationId: string, type: 'Bounce' | 'Complaint', address: string) =>
    signed({
      Type: 'Notification',
      MessageId: crypto.randomUUID(),
      TopicArn: TOPIC,
      Message: sesEvent(organizationId, type, address),
      Timestamp: clock.now().toISOString(),
    });

  const post = (body: unknown) =>
    request(testApp.callback)
      .post(PATH)
      .set('Content-Type', 'text/plain; charset=UTF-8')
      .set('Accept-Language', 'en')
      .send(JSON.stringify(body));

  it('stops the flood once its bounces spike, tells the landlord why, and never mails a bounced address again', async () => {
    const { agent, organizationId } = await paidOwner();
    const bouncing = Array.from({ length: 6 }, (_, index) => `gone${index}@bounce.test`);
    await agent
      .post('/api/messages')
      .send(
        message([...bouncing, 'anna@example.be', 'bert@example.be', 'carl@example.be', 'dora@example.be']),
      )
      .expect(201);
    await deliver();
    // The fifth bounce pauses the organization: the mails after it in the batch are not sent.
    const standing = await testApp.services.outbox.reputation.standing(organizationId);
    expect(standing).toMatchObject({ bounces: 5, complaints: 0, isPaused: true });
    const held = await testApp.services.dataSource.getRepository(OutboxMailEntity).find({
      where: {
        status: 'failed',
        lastError: 'mail_sending_paused',
      },
    });
    expect(held).toHaveLength(10 - standing.sent);

    const refused = await agent
      .post('/api/messages')
      .set('Accept-Language', 'en')
      .send(message(['erik@example.be']));
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: 'rate_limited',
      message: expect.stringMatching(
        /^Sending e-mail is paused for your organization: in the last 24 hours 5 of your \d+ e-mails bounced/,
      ),
    });
    expect((await agent.get('/api/messages').expect(200)).body.items).toHaveLength(1);

    // Another organization sends: the bounced address is left out, the others go.
    const [bounced] = [...(await testApp.services.outbox.reputation.suppressedAmong(bouncing))];
    const other = await paidOwner();
    await other.agent
      .post('/api/messages')
      .send(message([bounced!, 'fien@example.be']))
      .expect(201);
    await deliver();
    const [suppressed] = await testApp.services.dataSource
      .getRepository(OutboxMailEntity)
      .find({ where: { recipient: bounced!, status: 'failed' }, order: { createdAt: 'DESC' } });
    expect(suppressed).toMatchObject({
      status: 'failed',
      lastError: 'address_suppressed',
    });
    expect(await mailTo('fien@example.be')).toMatchObject({ status: 'sent' });
    expect((await testApp.services.outbox.reputation.standing(other.organizationId)).isPaused).toBe(false);

    // A day later the spike is out of the window: the landlord sends again.
    clock.advance(25 * 60 * 60_000);
    const later = await signedInAgent(testApp, await createOwnerLoginOf(organizationId));
    await later
      .post('/api/messages')
      .send(message(['erik@example.be']))
      .expect(201);

    // The events are kept 30 days, as the mails' content.
    clock.advance(31 * 24 * 60 * 60_000);
    await purgeOldMail({ dataSource: testApp.services.dataSource, clock });
    expect(await testApp.services.outbox.reputation.exportOrganizationData({ organizationId })).toEqual({
      mail_events: [],
    });
  });

  it('accepts a signed SNS subscription and bounce, refuses forged ones, and pauses an organization whose complaints spike', async () => {
    const { agent, organizationId } = await paidOwner();

    const subscribeUrl = `https://sns.eu-west-1.amazonaws.com/?Action=ConfirmSubscription&TopicArn=${TOPIC}&Token=abc`;
    const subscription = signed({
      Type: 'SubscriptionConfirmation',
      MessageId: crypto.randomUUID(),
      TopicArn: TOPIC,
      Message: 'You have chosen to subscribe to the topic.',
      SubscribeURL: subscribeUrl,
      Token: 'abc',
      Timestamp: clock.now().toISOString(),
    });
    expect((await post(subscription).expect(200)).body).toEqual({ result: 'confirmed' });
    expect(confirmedSubscriptions).toEqual([subscribeUrl]);
    expect(fetchedCertificates.every((url) => url === CERT_URL)).toBe(true);

    const bounce = notification(organizationId, 'Bounce', 'moved@example.be');
    expect((await post(bounce).expect(200)).body).toEqual({ result: 'recorded' });
    // SNS delivers at least once: the same notification again counts once.
    await post(bounce).expect(200);
    expect((await testApp.services.outbox.reputation.standing(organizationId)).bounces).toBe(1);
    expect(await testApp.services.outbox.reputation.suppressedAmong(['Moved@Example.be'])).toEqual(
      new Set(['moved@example.be']),
    );

    // Forged: the text changed after signing, another topic, a certificate from elsewhere, no signature at all.
    const complaint = notification(organizationId, 'Complaint', 'angry@example.be');
    const forgeries = [
      { ...complaint, Message: sesEvent(crypto.randomUUID(), 'Complaint', 'angry@example.be') },
      signed({ ...complaint, TopicArn: 'arn:aws:sns:eu-west-1:999999999999:attacker' }),
      { ...complaint, SigningCertURL: 'https://sns.eu-west-1.amazonaws.com.evil.example/cert.pem' },
      { ...complaint, Signature: '' },
    ];
    for (const forged of forgeries) {
      const refused = await post(forged);
      expect(refused.status).toBe(400);
      expect(refused.body.code).toBe('validation_error');
    }
    expect((await post(forgeries[0]).expect(400)).body.message).toBe(
      'This notification is not signed by Amazon SNS for this product.',
    );
    expect(fetchedCertificates.some((url) => url.includes('evil'))).toBe(false);
    expect((await post('not json').expect(400)).body.code).toBe('validation_error');
    expect(await testApp.services.outbox.reputation.standing(organizationId)).toMatchObject({
      complaints: 0,
      isPaused: false,
    });

    // Two genuine complaints: the organization's mail pauses.
    await post(complaint).expect(200);
    await post(notification(organizationId, 'Complaint', 'annoyed@example.be')).expect(200);
    const refused = await agent
      .post('/api/messages')
      .set('Accept-Language', 'nl')
      .send(message(['erik@example.be']));
    expect(refused.status).toBe(429);
    expect(refused.body.message).toContain('E-mails versturen is gepauzeerd voor je organisatie');
  });

  it('answers 404 when no SNS topic is configured', async () => {
    const bare = await createTestApp();
    try {
      const response = await request(bare.callback)
        .post(PATH)
        .set('Content-Type', 'text/plain')
        .send(JSON.stringify({ Type: 'Notification' }));
      expect(response.status).toBe(404);
    } finally {
      await bare.close();
    }
  });

  /** The owner's login of an organization made by `paidOwner` (createOwner's fixed password). */
  async function createOwnerLoginOf(organizationId: string): Promise<{ email: string; password: string }> {
    const [row] = (await testApp.services.dataSource.query(
      'SELECT email FROM users WHERE organization_id = ?',
      [organizationId],
    )) as { email: string }[];
    return { email: row!.email, password: 'correct horse battery' };
  }
});
