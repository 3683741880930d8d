import { generate } from 'otplib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '@immodesk/platform/testing/movableClock';
import { createOwner, createTestApp, type TestApp } from '../testing/createTestApp';
import { tokenFromLatestMail } from '../testing/mailLinks';

const ORIGIN = 'http://localhost:3000';
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describe('notifications', () => {
  let testApp: TestApp;
  const clock = movableClock('2026-03-15T09:00:00.000Z');

  beforeAll(async () => {
    testApp = await createTestApp({ env: { PUBLIC_URL: ORIGIN }, clock });
  });
  afterAll(async () => testApp?.close());

  async function signIn(owner: { email: string; password: string }, userAgent = CHROME_WINDOWS) {
    const agent = request.agent(testApp.callback);
    await agent
      .post('/api/auth/login')
      .set('Origin', ORIGIN)
      .set('User-Agent', userAgent)
      .send({ email: owner.email, password: owner.password })
      .expect(200);
    return agent;
  }

  const info = {
    type: 'info',
    titleKey: 'notifications.passwordChanged.title',
    messageKey: 'notifications.passwordChanged.message',
  } as const;

  it('needs a session', async () => {
    await request(testApp.callback).get('/api/notifications').expect(401);
    await request(testApp.callback).get('/api/notifications/unread-count').expect(401);
  });

  it('lists the user’s notifications newest first in the language of the request', async () => {
    const owner = await createOwner(testApp.services);
    const agent = await signIn(owner);
    await testApp.services.messaging.notify(owner.context, {
      ...info,
      actionLabelKey: 'notifications.actions.openSecurity',
      actionUrl: '/settings#account',
    });
    clock.advance(60_000);
    await testApp.services.messaging.notify(owner.context, {
      type: 'success',
      titleKey: 'notifications.welcome.title',
      messageKey: 'notifications.welcome.message',
    });

    const dutch = await agent.get('/api/notifications').set('Accept-Language', 'nl').expect(200);
    expect(dutch.body.total).toBe(2);
    expect(dutch.body.items.map((item: { title: string }) => item.title)).toEqual([
      'Welkom bij Immodesk',
      'Wachtwoord gewijzigd',
    ]);
    expect(dutch.body.items[1]).toMatchObject({
      userId: owner.context.userId,
      type: 'info',
      read: false,
      actionLabel: 'Beveiliging openen',
      actionUrl: '/settings#account',
      relatedEntityType: null,
      relatedEntityId: null,
    });
    const french = await agent.get('/api/notifications').set('Accept-Language', 'fr').expect(200);
    expect(french.body.items[1]).toMatchObject({
      title: 'Mot de passe modifié',
      actionLabel: 'Ouvrir la sécurité',
    });
    expect((await agent.get('/api/notifications?pageSize=1&page=2')).body.items).toHaveLength(1);
  });

  it('counts unread notifications, marks one and then all read, and deletes one', async () => {
    const owner = await createOwner(testApp.services);
    const agent = await signIn(owner);
    for (let index = 0; index < 3; index += 1) await testApp.services.messaging.notify(owner.context, info);
    expect((await agent.get('/api/notifications/unread-count').expect(200)).body).toEqual({ count: 3 });

    const [first, second] = (await agent.get('/api/notifications')).body.items as { id: string }[];
    await agent.put(`/api/notifications/${first!.id}/read`).set('Origin', ORIGIN).expect(204);
    expect((await agent.get('/api/notifications/unread-count')).body).toEqual({ count: 2 });
    const afterRead = (await agent.get('/api/notifications')).body.items as { id: string; read: boolean }[];
    expect(afterRead.find((item) => item.id === first!.id)?.read).toBe(true);

    expect(
      (await agent.put('/api/notifications/mark-all-read').set('Origin', ORIGIN).expect(200)).body,
    ).toEqual({ updated: 2 });
    expect((await agent.get('/api/notifications/unread-count')).body).toEqual({ count: 0 });

    await agent.delete(`/api/notifications/${second!.id}`).set('Origin', ORIGIN).expect(204);
    const remaining = (await agent.get('/api/notifications')).body as {
      items: { id: string }[];
      total: number;
    };
    expect(remaining.total).toBe(2);
    expect(remaining.items.map((item) => item.id)).not.toContain(second!.id);
  });

  it('answers 404 for another organization’s notification and leaves it unchanged', async () => {
    const owner = await createOwner(testApp.services);
    const stranger = await createOwner(testApp.services);
    const strangerAgent = await signIn(stranger);
    const notification = await testApp.services.messaging.notify(owner.context, info);

    const read = await strangerAgent
      .put(`/api/notifications/${notification.id}/read`)
      .set('Origin', ORIGIN)
      .set('Accept-Language', 'en');
    expect(read.status).toBe(404);
    expect(read.body.code).toBe('not_found');
    await strangerAgent.delete(`/api/notifications/${notification.id}`).set('Origin', ORIGIN).expect(404);
    expect((await strangerAgent.put('/api/notifications/mark-all-read').set('Origin', ORIGIN)).body).toEqual({
      updated: 0,
    });
    expect((await strangerAgent.get('/api/notifications')).body.total).toBe(0);
    expect(
      (await testApp.services.messaging.listNotifications(owner.context, { page: 1, pageSize: 50 })).items,
    ).toMatchObject([{ id: notification.id, read: false }]);
  });

  it('refuses an id that is not a notification id, and a change without the same-origin header', async () => {
    const owner = await createOwner(testApp.services);
    const agent = await signIn(owner);
    expect((await agent.put('/api/notifications/-3/read').set('Origin', ORIGIN)).status).toBe(400);
    const notification = await testApp.services.messaging.notify(owner.context, info);
    expect((await agent.delete(`/api/notifications/${notification.id}`)).status).toBe(403);
  });

  it('tells the owner about a sign-in from a new device, but not about the first sign-in or a known device', async () => {
    const owner = await createOwner(testApp.services);
    const agent = await signIn(owner, CHROME_WINDOWS);
    await signIn(owner, CHROME_WINDOWS);
    expect((await agent.get('/api/notifications')).body.total).toBe(0);

    await signIn(owner, SAFARI_IPHONE);
    const { items } = (await agent.get('/api/notifications').set('Accept-Language', 'en')).body as {
      items: Record<string, unknown>[];
    };
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      type: 'warning',
      title: 'New sign-in on Safari · iPhone',
      actionLabel: 'Review sessions',
      actionUrl: '/settings#account',
    });
    await signIn(owner, SAFARI_IPHONE);
    expect((await agent.get('/api/notifications/unread-count')).body).toEqual({ count: 1 });
  });

  it('tells the owner when the password changes', async () => {
    const owner = await createOwner(testApp.services);
    const agent = await signIn(owner);
    await agent
      .post('/api/user/password')
      .set('Origin', ORIGIN)
      .send({ currentPassword: owner.password, newPassword: 'a brand new password' })
      .expect(204);
    const { items } = (await agent.get('/api/notifications').set('Accept-Language', 'nl')).body as {
      items: Record<string, unknown>[];
    };
    expect(items).toMatchObject([
      { type: 'info', title: 'Wachtwoord gewijzigd', actionUrl: '/settings#account' },
    ]);
  });

  it('tells the owner when two-factor authentication goes on and off', async () => {
    const owner = await createOwner(testApp.services);
    const agent = await signIn(owner);
    const setup = await agent
      .post('/api/user/2fa/setup')
      .set('Origin', ORIGIN)
      .send({ currentPassword: owner.password })
      .expect(200);
    const enabled = await agent
      .post('/api/user/2fa/enable')
      .set('Origin', ORIGIN)
      .send({
        currentPassword: owner.password,
        code: await generate({
          secret: setup.body.secret as string,
          epoch: Math.floor(clock.now().getTime() / 1000),
        }),
      })
      .expect(200);
    clock.advance(60_000);
    const recoveryCode = (enabled.body.recoveryCodes as string[])[0];
    await agent
      .post('/api/user/2fa/disable')
      .set('Origin', ORIGIN)
      .send({ currentPassword: owner.password, code: recoveryCode })
      .expect(204);
    const { items } = (await agent.get('/api/notifications').set('Accept-Language', 'en')).body as {
      items: Record<string, unknown>[];
    };
    expect(items.map((item) => [item.type, item.title])).toEqual([
      ['warning', 'Two-factor authentication is off'],
      ['success', 'Two-factor authentication is on'],
    ]);
  });

  it('tells the owner when the password was reset through the mailed link', async () => {
    const owner = await createOwner(testApp.services);
    await request(testApp.callback)
      .post('/api/auth/forgot-password')
      .set('Origin', ORIGIN)
      .send({ email: owner.email })
      .expect(204);
    const token = await tokenFromLatestMail(testApp, owner.email, '/reset-password');
    await request(testApp.callback)
      .post('/api/auth/reset-password')
      .set('Origin', ORIGIN)
      .send({ token, password: 'reset and renewed' })
      .expect(204);
    const agent = await signIn({ email: owner.email, password: 'reset and renewed' });
    const { items } = (await agent.get('/api/notifications').set('Accept-Language', 'fr')).body as {
      items: Record<string, unknown>[];
    };
    expect(items).toMatchObject([{ type: 'info', title: 'Mot de passe réinitialisé' }]);
  });
});
