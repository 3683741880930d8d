import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '@immodesk/platform/logger';
import { movableClock } from '@immodesk/platform/testing/movableClock';
import { ZOutboxResponse } from './dev';
import type { TestApp } from '../testing/createTestApp';
import { startLocalPushService } from '../testing/localPushService';
import { givenSignedLease } from '../testing/portfolio';
import {
  givenTwoSignedInOwners,
  signedInAgent,
  type Owner,
  type SignedInAgent,
} from '../testing/signedInAgent';
import { generateRentSchedules } from '../use-cases/generateRentSchedules';
import { notifyRentReceived } from '../use-cases/notifyRentReceived';
import { remindOverdueRent } from '../use-cases/remindOverdueRent';

const ORIGIN = 'http://localhost:3000';
const everything = { email: true, sms: true, push: true };
const mailOnly = { email: true, sms: false, push: false };

describe('notifications as the settings say: e-mail, web push and SMS per preference (issue 31)', () => {
  const clock = movableClock('2026-03-16T09:00:00Z');
  let testApp: TestApp;
  let owner: Owner;
  let agent: SignedInAgent;
  let stranger: SignedInAgent;
  let pushService: Awaited<ReturnType<typeof startLocalPushService>>;

  beforeAll(async () => {
    ({ testApp, owner, agent, stranger } = await givenTwoSignedInOwners({
      env: { PUBLIC_URL: ORIGIN },
      clock,
    }));
    pushService = await startLocalPushService();
    await givenSignedLease(testApp, owner, agent, {
      property: { street: 'Veldstraat', houseNumber: '12', postalCode: '9000', city: 'Gent' },
      tenant: { email: 'tenant.gent@example.be' },
      lease: { signedOn: '2026-02-15', startsOn: '2026-03-01' },
    });
  });

  afterAll(async () => {
    await pushService?.close();
    await testApp?.close();
  });

  const run = () => remindOverdueRent({ ...testApp.services, logger: createLogger({ level: 'silent' }) });
  const mailsTo = async (address: string) =>
    ZOutboxResponse.parse((await request(testApp.callback).get('/api/dev/outbox')).body).items.filter(
      (mail) => mail.to === address,
    );
  const texts = () => testApp.services.messaging.listSentSms(owner.context, { limit: 50 });

  it('subscribes this browser for push with the server’s VAPID key, and refuses an endpoint that is not a push service', async () => {
    const settings = await agent.get('/api/user/push-subscriptions').expect(200);
    expect(settings.body).toEqual({ publicKey: expect.stringMatching(/^[A-Za-z0-9_-]{87}$/), count: 0 });
    // The key is generated once and kept: the next request (and the next start) answers the same one.
    expect((await agent.get('/api/user/push-subscriptions').expect(200)).body.publicKey).toBe(
      settings.body.publicKey,
    );
    await agent
      .post('/api/user/push-subscriptions')
      .send(pushService.subscription('/push/owner'))
      .expect(204);
    expect((await agent.get('/api/user/push-subscriptions').expect(200)).body.count).toBe(1);
    expect((await stranger.get('/api/user/push-subscriptions').expect(200)).body.count).toBe(0);
    const foreign = await agent
      .post('/api/user/push-subscriptions')
      .send({ ...pushService.subscription('/x'), endpoint: 'http://push.example.test/x' });
    expect(foreign.status).toBe(400);
    const badKey = await agent
      .post('/api/user/push-subscriptions')
      .send({ ...pushService.subscription('/y'), keys: { p256dh: 'AAAA', auth: 'AAAA' } });
    expect(badKey.status).toBe(400);
  });

  it('a late rent makes one e-mail, one push message and one SMS, and running the job again sends nothing more', async () => {
    await agent.patch('/api/user/profile').send({ phone: '0470 12 34 56' }).expect(200);
    await agent
      .put('/api/user/notification-preferences')
      .send({ accountSecurity: mailOnly, rentOverdue: everything, rentReceived: mailOnly })
      .expect(200);

    expect(await run()).toMatchObject({ notifications: 1 });
    expect(await run()).toEqual({ notifications: 0, reminderMails: 0 });

    const mails = await mailsTo(owner.email);
    const overdueMails = mails.filter((mail) => mail.subject.startsWith('Huur achterstallig'));
    expect(overdueMails).toHaveLength(1);
    expect(overdueMails[0]?.subject).toBe('Huur achterstallig: Veldstraat 12, 9000 Gent');
    expect(overdueMails[0]?.text).toContain('De huur van 2026-03 voor Veldstraat 12, 9000 Gent');
    expect(overdueMails[0]?.text).toContain(`${ORIGIN}/rent-payments?status=overdue`);
    expect(overdueMails[0]?.text).toContain('meldingsinstellingen');

    expect(pushService.received).toHaveLength(1);
    const [push] = pushService.received;
    expect(push?.path).toBe('/push/owner');
    expect(push?.vapid).toMatchObject({
      audience: pushService.url,
      subject: expect.stringMatching(/^mailto:/),
      publicKey: (await agent.get('/api/user/push-subscriptions')).body.publicKey,
      signatureValid: true,
    });
    expect(push?.vapid.expiresAt).toBeGreaterThan(Date.now() / 1000);
    expect(push?.headers.ttl).toBe('86400');
    expect(push?.message).toEqual({
      title: 'Huur achterstallig: Veldstraat 12, 9000 Gent',
      body: expect.stringContaining('Dagen achterstallig: 15'),
      url: '/rent-payments?status=overdue',
      tag: expect.stringMatching(/^rentOverdue:/),
    });

    const sent = await texts();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ recipient: '+32470123456', provider: 'local', status: 'sent' });
    expect(sent[0]?.body).toContain('Huur achterstallig: Veldstraat 12, 9000 Gent');
    expect(sent[0]?.body).toContain(`${ORIGIN}/rent-payments?status=overdue`);

    const mailbox = await request(testApp.callback).get('/dev/mailbox').expect(200);
    expect(mailbox.text).toContain('+32470123456');
  });

  it('turning push and SMS off stops them: the next late rent is mailed only', async () => {
    await agent
      .put('/api/user/notification-preferences')
      .send({ accountSecurity: mailOnly, rentOverdue: mailOnly, rentReceived: mailOnly })
      .expect(200);
    clock.set('2026-04-16T09:00:00Z');
    await generateRentSchedules(testApp.services);
    expect(await run()).toMatchObject({ notifications: 1 });
    const overdueMails = (await mailsTo(owner.email)).filter((mail) =>
      mail.subject.startsWith('Huur achterstallig'),
    );
    expect(overdueMails).toHaveLength(2);
    expect(pushService.received).toHaveLength(1);
    expect(await texts()).toHaveLength(1);
  });

  it('tells account-security events by e-mail always and by push when chosen; a push service that says gone forgets the browser', async () => {
    // A month later: the owner signs in again (same browser, so no new-device notice).
    agent = await signedInAgent(testApp, owner);
    await agent
      .put('/api/user/notification-preferences')
      .send({
        accountSecurity: { email: true, sms: false, push: true },
        rentOverdue: mailOnly,
        rentReceived: mailOnly,
      })
      .expect(200);
    pushService.answerWith(410);
    const before = (await mailsTo(owner.email)).length;
    await agent
      .post('/api/user/password')
      .send({ currentPassword: owner.password, newPassword: 'a new horse battery staple' })
      .expect(204);
    const mails = await mailsTo(owner.email);
    expect(mails.length).toBe(before + 1);
    // Mails queued within one second may list in either order (MariaDB keeps whole seconds): found by subject.
    const notice = mails.filter((mail) => mail.subject === 'Wachtwoord gewijzigd');
    expect(notice).toHaveLength(1);
    expect(notice[0]?.text).toContain('E-mails over de beveiliging van je account worden altijd verstuurd');
    expect(pushService.received).toHaveLength(2);
    expect(pushService.received[1]?.message).toMatchObject({ title: 'Wachtwoord gewijzigd' });
    // 410 Gone: the subscription ended in the browser, so the server forgets it.
    expect((await agent.get('/api/user/push-subscriptions').expect(200)).body.count).toBe(0);
  });

  it('tells rent received in full once, by the channels chosen for it', async () => {
    const april = (await agent.get('/api/rent-payments?period=2026-04').expect(200)).body.items[0] as {
      contractId: string;
      amountDueCents: number;
    };
    await agent
      .post('/api/rent-payments')
      .send({
        contractId: april.contractId,
        period: '2026-04',
        paidCents: april.amountDueCents,
        paidAt: '2026-04-16',
      })
      .expect(200);
    expect(await notifyRentReceived(testApp.services)).toEqual({ items: 1 });
    expect(await notifyRentReceived(testApp.services)).toEqual({ items: 1 });
    const received = (await mailsTo(owner.email)).filter((mail) => mail.subject.startsWith('Huur ontvangen'));
    expect(received).toHaveLength(1);
    expect(received[0]?.subject).toBe('Huur ontvangen: Veldstraat 12, 9000 Gent');
    expect(received[0]?.text).toContain('volledig betaald');
    expect(await texts()).toHaveLength(1);
  });
});
