import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FAILURES_FORGOTTEN_AFTER_MS,
  FIRST_LOCK_MS,
  LOCKOUT_THRESHOLD,
} from '@immodesk/identity/domain/lockout';
import { movableClock } from '@immodesk/platform/testing/movableClock';
import { mailsTo } from '../testing/mailLinks';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { givenSignedInOwner } from '../testing/signedInAgent';

const ORIGIN = 'http://localhost:3000';
const clock = movableClock('2026-03-15T09:00:00Z');
const PASSWORD_MESSAGE = 'Confirm this change with your current password: it is missing or incorrect.';
const CODE_MESSAGE =
  'Confirm this change with the code we mailed you: it is missing, incorrect, expired or already used. Request a new code.';

/**
 * Attack: someone holding a signed-in session (a borrowed laptop, a stolen cookie) takes the account over by
 * changing its e-mail, password or two-factor, or deletes it. Every such change now needs the current password,
 * or for an account without one a code mailed to the account address.
 */
describe('re-authentication for sensitive changes', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ env: { PUBLIC_URL: ORIGIN }, clock });
  });
  afterAll(async () => testApp?.close());

  async function signedIn() {
    const { owner, agent } = await givenSignedInOwner(testApp, { language: 'en' });
    const send = (method: 'post' | 'patch' | 'delete', path: string, body: object = {}) =>
      agent[method](path).set('Origin', ORIGIN).set('Accept-Language', 'en').send(body);
    return { ...owner, agent, send };
  }

  /** A signed-in owner whose account has no password, as after a social sign-up. */
  async function signedInWithoutPassword() {
    const owner = await signedIn();
    await testApp.services.dataSource.query('UPDATE users SET password_hash = NULL WHERE id = ?', [
      owner.context.userId,
    ]);
    return owner;
  }

  async function failedAttempts(userId: string): Promise<number> {
    const [row] = await testApp.services.dataSource.query(
      "SELECT COUNT(*) AS n FROM login_history WHERE user_id = ? AND success = ? AND reason = 'password'",
      [userId, false],
    );
    return Number(row.n);
  }

  /** Asks for a code and reads it from the one new code mail (mails sent within the same second have no order). */
  async function requestCode(owner: Awaited<ReturnType<typeof signedIn>>): Promise<string> {
    const isCodeMail = (mail: { subject: string }) => mail.subject.endsWith('confirmation code');
    const before = new Set((await mailsTo(testApp, owner.email)).filter(isCodeMail).map((mail) => mail.id));
    await owner.send('post', '/api/user/reauthentication-code').expect(204);
    const fresh = (await mailsTo(testApp, owner.email)).filter(
      (mail) => isCodeMail(mail) && !before.has(mail.id),
    );
    expect(fresh).toHaveLength(1);
    const code = /\b(\d{6})\b/.exec(fresh[0]?.text ?? '')?.[1];
    if (!code) throw new Error(`No code in the mail to ${owner.email}`);
    expect(fresh[0]?.html).toContain(code);
    return code;
  }

  it('refuses an e-mail change without or with a wrong password, changes nothing, mails nobody and counts the attempt', async () => {
    const owner = await signedIn();
    const target = `attacker-${Date.now()}@example.be`;
    for (const proof of [{}, { currentPassword: '' }, { currentPassword: 'guessed password' }]) {
      const refused = await owner.send('patch', '/api/user/profile', {
        email: target,
        firstName: 'Mallory',
        ...proof,
      });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ code: 'reauthentication_required', message: PASSWORD_MESSAGE });
    }
    const user = (await owner.agent.get('/api/auth/user')).body;
    expect(user).toMatchObject({ email: owner.email, pendingEmail: null });
    expect(user.firstName).not.toBe('Mallory');
    expect(await mailsTo(testApp, target)).toEqual([]);
    expect(await mailsTo(testApp, owner.email)).toEqual([]);
    expect(await failedAttempts(owner.context.userId)).toBe(3);

    await owner
      .send('patch', '/api/user/profile', { email: target, currentPassword: owner.password })
      .expect(200);
    expect(await mailsTo(testApp, target)).toHaveLength(1);
  });

  it('refuses two-factor setup, enabling and disabling, the password change and deletion without the password', async () => {
    const owner = await signedIn();
    const cases: [method: 'post' | 'delete', path: string, body: object][] = [
      ['post', '/api/user/2fa/setup', {}],
      ['post', '/api/user/2fa/enable', { code: '123456' }],
      ['post', '/api/user/2fa/disable', { code: '123456' }],
      ['post', '/api/user/password', { newPassword: 'taken over for good' }],
      ['delete', '/api/user', { email: owner.email }],
    ];
    await testApp.services.dataSource.query(
      "UPDATE users SET two_factor_pending_secret = 'v1.pending' WHERE id = ?",
      [owner.context.userId],
    );
    for (const [method, path, body] of cases) {
      if (path === '/api/user/2fa/disable')
        await testApp.services.dataSource.query('UPDATE users SET two_factor_enabled = ? WHERE id = ?', [
          true,
          owner.context.userId,
        ]);
      for (const proof of [{}, { currentPassword: 'guessed password' }]) {
        const refused = await owner.send(method, path, { ...body, ...proof });
        expect([path, refused.status, refused.body.code]).toEqual([path, 403, 'reauthentication_required']);
      }
      // Each endpoint on its own: the lockout those failures build up is the next test's subject.
      clock.advance(FAILURES_FORGOTTEN_AFTER_MS + 1_000);
    }
    expect(await failedAttempts(owner.context.userId)).toBe(10);
    // The account still exists and its password is unchanged.
    expect((await owner.agent.get('/api/auth/user')).status).toBe(200);
    const login = await request(testApp.callback)
      .post('/api/auth/login')
      .set('Origin', ORIGIN)
      .send({ email: owner.email, password: owner.password });
    expect(login.body.code).toBe('totp_required');
  });

  it('counts failed proofs toward the login lockout, which then refuses the login and the right password alike', async () => {
    const owner = await signedIn();
    for (let attempt = 1; attempt <= LOCKOUT_THRESHOLD; attempt += 1) {
      clock.advance(30_000);
      expect(
        (
          await owner.send('post', '/api/user/password', {
            currentPassword: `guess ${attempt}`,
            newPassword: 'taken over for good',
          })
        ).status,
      ).toBe(403);
    }
    const login = await request(testApp.callback)
      .post('/api/auth/login')
      .set('Origin', ORIGIN)
      .send({ email: owner.email, password: owner.password });
    expect(login.status).toBe(429);
    const locked = await owner.send('post', '/api/user/password', {
      currentPassword: owner.password,
      newPassword: 'taken over for good',
    });
    expect(locked.status).toBe(429);
    clock.advance(FIRST_LOCK_MS + 1_000);
    await owner
      .send('post', '/api/user/password', {
        currentPassword: owner.password,
        newPassword: 'a brand new password',
      })
      .expect(204);
  });

  it('confirms a change of an account without a password with a mailed code that works once', async () => {
    const owner = await signedInWithoutPassword();
    expect((await owner.agent.get('/api/auth/user')).body.hasPassword).toBe(false);
    const newEmail = `social-${Date.now()}@example.be`;
    const withoutCode = await owner.send('patch', '/api/user/profile', {
      email: newEmail,
      currentPassword: 'anything',
    });
    expect(withoutCode.status).toBe(403);
    expect(withoutCode.body).toEqual({ code: 'reauthentication_required', message: CODE_MESSAGE });

    const code = await requestCode(owner);
    expect((await mailsTo(testApp, owner.email))[0]?.subject).toBe(
      `Your ${testApp.services.shellConfig.branding().productName} confirmation code`,
    );
    const [stored] = await testApp.services.dataSource.query(
      "SELECT token_hash AS tokenHash FROM identity_tokens WHERE user_id = ? AND purpose = 'reauthentication'",
      [owner.context.userId],
    );
    expect(stored.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.tokenHash).not.toContain(code);

    await owner
      .send('patch', '/api/user/profile', { email: newEmail, reauthenticationCode: code })
      .expect(200);
    const replayed = await owner.send('post', '/api/user/password', {
      reauthenticationCode: code,
      newPassword: 'my first password',
    });
    expect(replayed.status).toBe(403);

    // A fresh code sets the account's first password.
    await owner
      .send('post', '/api/user/password', {
        reauthenticationCode: await requestCode(owner),
        newPassword: 'my first password',
      })
      .expect(204);
  });

  it('refuses a code after 10 minutes, and voids a code after one wrong guess', async () => {
    const owner = await signedInWithoutPassword();
    const expired = await requestCode(owner);
    clock.advance(10 * 60_000 + 1000);
    expect(
      (
        await owner.send('patch', '/api/user/profile', {
          email: `late-${Date.now()}@example.be`,
          reauthenticationCode: expired,
        })
      ).status,
    ).toBe(403);

    const code = await requestCode(owner);
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      (
        await owner.send('patch', '/api/user/profile', {
          email: `guess-${Date.now()}@example.be`,
          reauthenticationCode: wrong,
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await owner.send('patch', '/api/user/profile', {
          email: `guess-${Date.now()}@example.be`,
          reauthenticationCode: code,
        })
      ).status,
    ).toBe(403);
    expect(await failedAttempts(owner.context.userId)).toBe(3);
  });

  it('mails codes only to accounts without a password; a password account must use its password', async () => {
    const owner = await signedIn();
    const refused = await owner.send('post', '/api/user/reauthentication-code');
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('Your account has a password: confirm the change with it.');
    expect(await mailsTo(testApp, owner.email)).toEqual([]);
    expect((await owner.send('post', '/api/user/2fa/setup', { reauthenticationCode: '123456' })).status).toBe(
      403,
    );
  });

  it('keeps the account when deletion comes with the wrong password', async () => {
    const owner = await signedIn();
    expect(
      (await owner.send('delete', '/api/user', { email: owner.email, currentPassword: 'guessed password' }))
        .status,
    ).toBe(403);
    expect((await owner.agent.get('/api/auth/user')).status).toBe(200);
    await owner
      .send('delete', '/api/user', { email: owner.email, currentPassword: owner.password })
      .expect(204);
    expect((await owner.agent.get('/api/auth/user')).status).toBe(401);
  });
});
