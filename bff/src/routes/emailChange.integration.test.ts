import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '@immodesk/platform/testing/movableClock';
import { mailsTo, tokenFromLatestMail } from '../testing/mailLinks';
import { createOwner, createTestApp, type TestApp } from '../testing/createTestApp';
import { signedInAgent } from '../testing/signedInAgent';

const ORIGIN = 'http://localhost:3000';
const CANCEL_PATH = '/verify-email/cancel-change';
const clock = movableClock('2026-03-15T09:00:00Z');

/**
 * Attack: with a session and the password, someone moves the account to their own address, confirms it and then
 * resets the password through it. The owner is told at the old address and can undo it from there.
 */
describe('e-mail change: notice to the old address and its cancel link', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ env: { PUBLIC_URL: ORIGIN }, clock });
  });
  afterAll(async () => testApp?.close());

  const post = (path: string, body: object) =>
    request(testApp.callback).post(path).set('Origin', ORIGIN).set('Accept-Language', 'en').send(body);

  const signIn = (owner: { email: string; password: string }) => signedInAgent(testApp, owner);

  /** An owner signed in on two devices; the "attacker" device asks to move the account to `newEmail`. */
  async function changeRequested(
    newEmail = `taken-${Date.now()}-${Math.random().toString(36).slice(2)}@example.be`,
  ) {
    const owner = await createOwner(testApp.services, { language: 'en' });
    const ownerDevice = await signIn(owner);
    const attackerDevice = await signIn(owner);
    await attackerDevice
      .patch('/api/user/profile')
      .set('Origin', ORIGIN)
      .send({ email: newEmail, currentPassword: owner.password })
      .expect(200);
    return { owner, ownerDevice, attackerDevice, newEmail };
  }

  it('mails the old address a notice with a cancel link and the way to secure the account', async () => {
    const { owner, newEmail } = await changeRequested();
    const [notice] = await mailsTo(testApp, owner.email);
    expect(notice?.subject).toBe(
      `The e-mail address of your ${testApp.services.shellConfig.branding().productName} account is being changed`,
    );
    expect(notice?.text).toContain(newEmail);
    expect(notice?.text).toContain('valid for 7 days');
    expect(notice?.text).toContain(`${ORIGIN}/forgot-password`);
    const token = await tokenFromLatestMail(testApp, owner.email, CANCEL_PATH);
    const [stored] = await testApp.services.dataSource.query(
      "SELECT token_hash AS tokenHash FROM identity_tokens WHERE purpose = 'cancel_email_change' AND user_id = ?",
      [owner.context.userId],
    );
    expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.tokenHash).not.toBe(token);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });

  it('restores the old address after the new one was confirmed, ends the other sessions and works once', async () => {
    const { owner, ownerDevice, attackerDevice, newEmail } = await changeRequested();
    await post('/api/auth/verify-email', {
      token: await tokenFromLatestMail(testApp, newEmail, '/verify-email'),
    }).expect(200);
    expect((await ownerDevice.get('/api/auth/user')).body.email).toBe(newEmail);

    const token = await tokenFromLatestMail(testApp, owner.email, CANCEL_PATH);
    const cancelled = await ownerDevice
      .post('/api/auth/email-change/cancel')
      .set('Origin', ORIGIN)
      .send({ token });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toEqual({ email: owner.email });
    expect((await ownerDevice.get('/api/auth/user')).body).toMatchObject({
      email: owner.email,
      pendingEmail: null,
      isEmailVerified: true,
    });
    expect((await attackerDevice.get('/api/auth/user')).status).toBe(401);

    // The attacker's address no longer opens the account, the owner's does.
    expect((await post('/api/auth/login', { email: newEmail, password: owner.password })).status).toBe(401);
    expect((await post('/api/auth/login', { email: owner.email, password: owner.password })).status).toBe(
      200,
    );
    const again = await post('/api/auth/email-change/cancel', { token });
    expect(again.status).toBe(422);
    expect(again.body).toEqual({
      code: 'business_rule',
      message: 'This cancel link is invalid, has expired or was already used.',
    });
  });

  it('voids the pending change before it is confirmed, so the confirmation link stops working', async () => {
    const { owner, newEmail } = await changeRequested();
    const confirmation = await tokenFromLatestMail(testApp, newEmail, '/verify-email');
    await post('/api/auth/email-change/cancel', {
      token: await tokenFromLatestMail(testApp, owner.email, CANCEL_PATH),
    }).expect(200);
    expect((await post('/api/auth/verify-email', { token: confirmation })).status).toBe(422);
    expect((await post('/api/auth/login', { email: owner.email, password: owner.password })).status).toBe(
      200,
    );
  });

  it('voids every cancel link, so one mailed to an address the attacker moved to later cannot switch the account back', async () => {
    const { owner, attackerDevice, newEmail } = await changeRequested();
    await post('/api/auth/verify-email', {
      token: await tokenFromLatestMail(testApp, newEmail, '/verify-email'),
    }).expect(200);
    // A second change: its notice (and cancel link) goes to the attacker's address.
    await attackerDevice
      .patch('/api/user/profile')
      .set('Origin', ORIGIN)
      .send({ email: `third-${Date.now()}@example.be`, currentPassword: owner.password })
      .expect(200);
    const attackersCancel = await tokenFromLatestMail(testApp, newEmail, CANCEL_PATH);
    await post('/api/auth/email-change/cancel', {
      token: await tokenFromLatestMail(testApp, owner.email, CANCEL_PATH),
    }).expect(200);
    expect((await post('/api/auth/email-change/cancel', { token: attackersCancel })).status).toBe(422);
    expect((await post('/api/auth/login', { email: owner.email, password: owner.password })).status).toBe(
      200,
    );
  });

  it('still ends the sessions when the old address was taken by a new account in the meantime (409)', async () => {
    const { owner, attackerDevice, newEmail } = await changeRequested();
    await post('/api/auth/verify-email', {
      token: await tokenFromLatestMail(testApp, newEmail, '/verify-email'),
    }).expect(200);
    await testApp.services.identity.registerOwner({
      email: owner.email,
      password: 'someone else entirely',
      firstName: 'Other',
      language: 'en',
      isEmailVerified: true,
    });
    const refused = await post('/api/auth/email-change/cancel', {
      token: await tokenFromLatestMail(testApp, owner.email, CANCEL_PATH),
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      code: 'conflict',
      message: 'An account with this e-mail address already exists.',
    });
    expect((await attackerDevice.get('/api/auth/user')).status).toBe(401);
  });

  it('refuses a cancel link after 7 days', async () => {
    const { owner } = await changeRequested();
    const token = await tokenFromLatestMail(testApp, owner.email, CANCEL_PATH);
    clock.advance(7 * 24 * 60 * 60_000 + 1000);
    expect((await post('/api/auth/email-change/cancel', { token })).status).toBe(422);
  });

  it('voids a pending change when the password is changed', async () => {
    const { owner, ownerDevice, newEmail } = await changeRequested();
    const confirmation = await tokenFromLatestMail(testApp, newEmail, '/verify-email');
    await ownerDevice
      .post('/api/user/password')
      .set('Origin', ORIGIN)
      .send({ currentPassword: owner.password, newPassword: 'a brand new password' })
      .expect(204);
    expect((await ownerDevice.get('/api/auth/user')).body.pendingEmail).toBeNull();
    expect((await post('/api/auth/verify-email', { token: confirmation })).status).toBe(422);
  });

  it('voids a pending change when the password is reset through the mailed link', async () => {
    const { owner, newEmail } = await changeRequested();
    const confirmation = await tokenFromLatestMail(testApp, newEmail, '/verify-email');
    await post('/api/auth/forgot-password', { email: owner.email }).expect(204);
    await post('/api/auth/reset-password', {
      token: await tokenFromLatestMail(testApp, owner.email, '/reset-password'),
      password: 'reset and renewed',
    }).expect(204);
    expect((await post('/api/auth/verify-email', { token: confirmation })).status).toBe(422);
    const agent = await signIn({ email: owner.email, password: 'reset and renewed' });
    expect((await agent.get('/api/auth/user')).body).toMatchObject({
      email: owner.email,
      pendingEmail: null,
    });
  });
});
