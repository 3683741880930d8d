import http from 'node:http';
import type { AddressInfo } from 'node:net';
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, randomContext } from '@immodesk/platform/testing/errorOf';
import { movableClock } from '@immodesk/platform/testing/movableClock';
import { createTestDatabase, type TestDatabase } from '@immodesk/platform/testing/testDatabase';
import { twilioSmsProvider, type SmsProvider } from './channels/smsProvider';
import { LOCAL_CHANNEL_SETTINGS } from './channels/channelSettings';
import { HOURLY_DELIVERY_LIMITS } from './domain/deliveryChannel';
import { createInProcessMessagingApi, type MessagingApi } from './messagingApi';
import { messagingDatabaseModule } from './messagingDatabaseModule';

/** A browser's subscription keys: a P-256 public key and a 16-byte auth secret, base64url. */
function browserKeys() {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: crypto.randomBytes(16).toString('base64url'),
  };
}

/** Twilio's Messages API as a loopback server: records each request and answers 201 with a message sid. */
async function startTwilioDouble() {
  const requests: { url: string; authorization: string; form: URLSearchParams }[] = [];
  let refuse = false;
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      requests.push({
        url: request.url ?? '',
        authorization: request.headers.authorization ?? '',
        form: new URLSearchParams(body),
      });
      response.setHeader('Content-Type', 'application/json');
      if (refuse) {
        response.statusCode = 400;
        response.end(
          JSON.stringify({ code: 21211, message: "The 'To' number is not a valid phone number." }),
        );
        return;
      }
      response.statusCode = 201;
      response.end(
        JSON.stringify({ sid: `SM${requests.length.toString().padStart(32, '0')}`, status: 'queued' }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    refuseNext: () => {
      refuse = true;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('messaging service: notification channels', () => {
  let database: TestDatabase;
  let messaging: MessagingApi;
  let twilio: Awaited<ReturnType<typeof startTwilioDouble>>;
  let sms: SmsProvider;
  const clock = movableClock('2026-03-15T09:00:00.000Z');

  beforeAll(async () => {
    database = await createTestDatabase([messagingDatabaseModule]);
    twilio = await startTwilioDouble();
    sms = twilioSmsProvider({
      accountSid: 'AC0123456789abcdef0123456789abcdef',
      authToken: 'token-of-the-test',
      from: '+3225550000',
      apiBaseUrl: twilio.url,
    });
    messaging = createInProcessMessagingApi(database.dataSource, clock, { ...LOCAL_CHANNEL_SETTINGS, sms });
  });

  afterAll(async () => {
    await twilio?.close();
    await database?.drop();
  });

  it('delivers an event once per user and channel, and no more per hour than the channel allows', async () => {
    const reader = randomContext();
    const claim = (eventKey: string, channel: 'email' | 'sms' | 'push' = 'sms') =>
      messaging.claimDelivery(reader, { userId: reader.userId, eventKey, channel });
    expect(await claim('rentOverdue:a')).toBe('claimed');
    expect(await claim('rentOverdue:a')).toBe('delivered');
    expect(await claim('rentOverdue:a', 'email')).toBe('claimed');
    for (let index = 1; index < HOURLY_DELIVERY_LIMITS.sms; index += 1)
      expect(await claim(`rentOverdue:b${index}`)).toBe('claimed');
    expect(await claim('rentOverdue:c')).toBe('rate_limited');
    clock.advance(61 * 60_000);
    expect(await claim('rentOverdue:c')).toBe('claimed');
    expect((await errorOf(claim('no spaces allowed'))).code).toBe('validation_error');
  });

  it('texts through Twilio’s Messages API (basic auth, form body) and keeps a refusal with its reason', async () => {
    const reader = randomContext();
    expect(
      await messaging.sendSms(reader, { userId: reader.userId, to: '+32470123456', body: 'Huur ontvangen' }),
    ).toEqual({ sent: true });
    const [sent] = twilio.requests;
    expect(sent?.url).toBe('/2010-04-01/Accounts/AC0123456789abcdef0123456789abcdef/Messages.json');
    expect(sent?.authorization).toBe(
      `Basic ${Buffer.from('AC0123456789abcdef0123456789abcdef:token-of-the-test').toString('base64')}`,
    );
    expect(Object.fromEntries(sent?.form ?? [])).toEqual({
      To: '+32470123456',
      From: '+3225550000',
      Body: 'Huur ontvangen',
    });
    twilio.refuseNext();
    expect(await messaging.sendSms(reader, { userId: reader.userId, to: '+32470123457', body: 'x' })).toEqual(
      {
        sent: false,
      },
    );
    const kept = await messaging.listSentSms(reader, { limit: 10 });
    expect(
      kept
        .filter((text) => text.provider === 'twilio')
        .map((text) => text.status)
        .sort(),
    ).toEqual(['failed', 'sent']);
    expect(
      (await errorOf(messaging.sendSms(reader, { userId: reader.userId, to: '0470', body: 'x' }))).code,
    ).toBe('validation_error');
  });

  it('keeps one subscription per browser, moves it to whoever subscribes it last, and exports it without its keys', async () => {
    const first = randomContext();
    const second = { ...randomContext(), organizationId: first.organizationId };
    const subscription = { endpoint: 'https://push.example.test/send/one', keys: browserKeys() };
    await messaging.subscribePush(first, subscription);
    await messaging.subscribePush(first, subscription);
    expect(await messaging.countPushSubscriptions(first)).toEqual({ count: 1 });
    await messaging.subscribePush(second, subscription);
    expect(await messaging.countPushSubscriptions(first)).toEqual({ count: 0 });
    expect(await messaging.countPushSubscriptions(second)).toEqual({ count: 1 });
    const exported = await messaging.exportOrganizationData(first);
    expect(exported.push_subscriptions).toEqual([
      expect.not.objectContaining({ p256dh: expect.anything(), auth: expect.anything() }),
    ]);
    await messaging.unsubscribePush(second, { endpoint: subscription.endpoint });
    expect(await messaging.countPushSubscriptions(second)).toEqual({ count: 0 });
    const plainHttp = { endpoint: 'http://push.example.test/send/two', keys: browserKeys() };
    expect((await errorOf(messaging.subscribePush(first, plainHttp))).code).toBe('validation_error');
  });

  it('refuses push endpoints on this machine in production', async () => {
    const production = createInProcessMessagingApi(database.dataSource, clock, {
      ...LOCAL_CHANNEL_SETTINGS,
      allowLoopbackPushEndpoints: false,
    });
    const loopback = { endpoint: 'https://127.0.0.1:8443/push', keys: browserKeys() };
    expect((await errorOf(production.subscribePush(randomContext(), loopback))).code).toBe(
      'validation_error',
    );
  });
});
