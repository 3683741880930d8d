import { generate } from 'otplib';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { movableClock } from '@immodesk/platform/testing/movableClock';
import { createOwner, createTestApp, type TestApp } from '../testing/createTestApp';

const ORIGIN = 'http://localhost:3000';
const clock = movableClock('2026-03-15T09:00:00Z');

function sessionCookie(setCookie: string | string[] | undefined): string {
  const cookie = [setCookie ?? []].flat().find((value) => value.startsWith('immodesk_session='));
  if (!cookie) throw new Error('No session cookie set');
  return cookie.split(';')[0] as string;
}

const totp = (secret: string) => generate({ secret, epoch: Math.floor(clock.now().getTime() / 1000) });

describe('two-factor authentication', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ env: { PUBLIC_URL: ORIGIN }, clock });
  });
  afterAll(async () => testApp?.close());

  const post = (path: string, cookie: string, body: object = {}) =>
    request(testApp.callback)
      .post(path)
      .set('Origin', ORIGIN)
      .set('Accept-Language', 'en')
      .set('Cookie', cookie)
      .send(body);
  const login = (body: object) =>
    request(testApp.callback)
      .post('/api/auth/login')
      .set('Origin', ORIGIN)
      .set('Accept-Language', 'en')
      .send(body);

  /** A signed-in owner with two-factor on: the secret, the recovery codes and the (rotated) cookie. */
  async function ownerWithTwoFactor() {
    const owner = await createOwner(testApp.services);
    let cookie = sessionCookie(
      (await login({ email: owner.email, password: owner.password }).expect(200)).headers['set-cookie'],
    );
    const setup = await post('/api/user/2fa/setup', cookie, { currentPassword: owner.password }).expect(200);
    const enabled = await post('/api/user/2fa/enable', cookie, {
      currentPassword: owner.password,
      code: await totp(setup.body.secret),
    }).expect(200);
    cookie = sessionCookie(enabled.headers['set-cookie']);
    clock.advance(30_000);
    return {
      ...owner,
      secret: setup.body.secret as string,
      recoveryCodes: enabled.body.recoveryCodes as string[],
      cookie,
    };
  }

  async function loginHistory(email: string) {
    const rows: { success: number | boolean; reason: string | null }[] =
      await testApp.services.dataSource.query(
        'SELECT success, reason FROM login_history WHERE user_id = (SELECT id FROM users WHERE email = ?) ORDER BY created_at, success',
        [email],
      );
    return rows.map((row) => [Boolean(row.success), row.reason]);
  }

  it('sets up with an encrypted pending secret, a QR code and an otpauth URL for the brand and address', async () => {
    const owner = await createOwner(testApp.services);
    const cookie = sessionCookie(
      (await login({ email: owner.email, password: owner.password })).headers['set-cookie'],
    );
    const setup = await post('/api/user/2fa/setup', cookie, { currentPassword: owner.password }).expect(200);
    const url = new URL(setup.body.otpauthUrl);
    const productName = testApp.services.shellConfig.branding().productName;
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(setup.body.secret);
    expect(url.searchParams.get('issuer')).toBe(productName);
    expect(decodeURIComponent(url.pathname)).toContain(`${productName}:${owner.email}`);
    expect(setup.body.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);

    const [row] = await testApp.services.dataSource.query(
      'SELECT two_factor_enabled, two_factor_pending_secret, two_factor_secret FROM users WHERE email = ?',
      [owner.email],
    );
    expect(Boolean(row.two_factor_enabled)).toBe(false);
    expect(row.two_factor_secret).toBeNull();
    expect(row.two_factor_pending_secret).toMatch(/^v1\./);
    expect(row.two_factor_pending_secret).not.toContain(setup.body.secret);
  });

  it('refuses setup for an account without a password (social sign-in only), which would lock itself out', async () => {
    const owner = await createOwner(testApp.services);
    const cookie = sessionCookie(
      (await login({ email: owner.email, password: owner.password })).headers['set-cookie'],
    );
    await testApp.services.dataSource.query('UPDATE users SET password_hash = NULL WHERE id = ?', [
      owner.context.userId,
    ]);
    const refused = await post('/api/user/2fa/setup', cookie);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/^Set a password first/);
  });

  it('enables only with a code from the pending secret, returns ten recovery codes stored hashed, and rotates the session', async () => {
    const owner = await createOwner(testApp.services);
    const cookie = sessionCookie(
      (await login({ email: owner.email, password: owner.password })).headers['set-cookie'],
    );
    const notSetUp = await post('/api/user/2fa/enable', cookie, {
      currentPassword: owner.password,
      code: '123456',
    });
    expect(notSetUp.status).toBe(422);
    expect(notSetUp.body.message).toBe('Start the two-factor setup first.');

    const setup = await post('/api/user/2fa/setup', cookie, { currentPassword: owner.password }).expect(200);
    const code = await totp(setup.body.secret);
    const wrong = await post('/api/user/2fa/enable', cookie, {
      currentPassword: owner.password,
      code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.details).toEqual({
      code: 'The code is incorrect. Enter the current code from your authenticator app.',
    });

    const enabled = await post('/api/user/2fa/enable', cookie, {
      currentPassword: owner.password,
      code,
    }).expect(200);
    expect(enabled.body.recoveryCodes).toHaveLength(10);
    expect(new Set(enabled.body.recoveryCodes).size).toBe(10);
    for (const recoveryCode of enabled.body.recoveryCodes)
      expect(recoveryCode).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}$/);
    const newCookie = sessionCookie(enabled.headers['set-cookie']);
    expect(newCookie).not.toBe(cookie);
    expect((await request(testApp.callback).get('/api/auth/user').set('Cookie', cookie)).status).toBe(401);
    const user = await request(testApp.callback).get('/api/auth/user').set('Cookie', newCookie).expect(200);
    expect(user.body.twoFactorEnabled).toBe(true);

    const stored: { code_hash: string; used_at: unknown; organization_id: string }[] =
      await testApp.services.dataSource.query(
        'SELECT code_hash, used_at, organization_id FROM recovery_codes WHERE user_id = ?',
        [user.body.id],
      );
    expect(stored).toHaveLength(10);
    for (const row of stored) {
      expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(row.used_at).toBeNull();
      expect(row.organization_id).toBe(user.body.organizationId);
    }
    expect(stored.map((row) => row.code_hash)).not.toContain(enabled.body.recoveryCodes[0]);

    const again = await post('/api/user/2fa/setup', newCookie, { currentPassword: owner.password });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Two-factor authentication is already on.');
  });

  it('asks for the code after the right password, refuses a wrong or replayed code, accepts a fresh one', async () => {
    const owner = await ownerWithTwoFactor();
    const wrongPassword = await login({ email: owner.email, password: 'wrong password' });
    expect(wrongPassword.body.code).toBe('invalid_credentials');

    const noCode = await login({ email: owner.email, password: owner.password });
    expect(noCode.status).toBe(401);
    expect(noCode.body).toEqual({
      code: 'totp_required',
      message: 'Enter the code from your authenticator app.',
    });
    expect(noCode.headers['set-cookie']).toBeUndefined();

    const code = await totp(owner.secret);
    const wrongCode = await login({
      email: owner.email,
      password: owner.password,
      totpCode: code === '000000' ? '111111' : '000000',
    });
    expect(wrongCode.status).toBe(401);
    expect(wrongCode.body.code).toBe('invalid_credentials');
    expect(wrongCode.headers['set-cookie']).toBeUndefined();

    const accepted = await login({ email: owner.email, password: owner.password, totpCode: code });
    expect(accepted.status).toBe(200);
    expect(accepted.body.twoFactorEnabled).toBe(true);
    expect(sessionCookie(accepted.headers['set-cookie'])).toContain('immodesk_session=');

    // The same 30-second step cannot be used twice.
    expect((await login({ email: owner.email, password: owner.password, totpCode: code })).status).toBe(401);
    clock.advance(30_000);
    expect(
      (await login({ email: owner.email, password: owner.password, totpCode: await totp(owner.secret) }))
        .status,
    ).toBe(200);

    // Setup login, wrong password, no code (not recorded, not a failure), wrong code, success, replay, success.
    const history = (await loginHistory(owner.email)).map(([success, reason]) =>
      success ? 'success' : reason,
    );
    expect(history.sort()).toEqual(['password', 'success', 'success', 'success', 'totp', 'totp']);
  });

  it('accepts each recovery code once', async () => {
    const owner = await ownerWithTwoFactor();
    const [first, second] = owner.recoveryCodes as [string, string];
    expect(
      (await login({ email: owner.email, password: owner.password, recoveryCode: first.toUpperCase() }))
        .status,
    ).toBe(200);
    expect((await login({ email: owner.email, password: owner.password, recoveryCode: first })).status).toBe(
      401,
    );
    expect(
      (await login({ email: owner.email, password: 'wrong password', recoveryCode: second })).status,
    ).toBe(401);
    expect((await login({ email: owner.email, password: owner.password, recoveryCode: second })).status).toBe(
      200,
    );
    const [used] = await testApp.services.dataSource.query(
      'SELECT COUNT(*) AS n FROM recovery_codes WHERE used_at IS NOT NULL AND user_id = (SELECT id FROM users WHERE email = ?)',
      [owner.email],
    );
    expect(Number(used.n)).toBe(2);
  });

  it('counts wrong codes toward the lockout', async () => {
    const owner = await ownerWithTwoFactor();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      clock.advance(10_000);
      expect((await login({ email: owner.email, password: owner.password, totpCode: '000000' })).status).toBe(
        401,
      );
    }
    const locked = await login({
      email: owner.email,
      password: owner.password,
      totpCode: await totp(owner.secret),
    });
    expect(locked.status).toBe(429);
    clock.advance(16 * 60_000);
  });

  it('disables with the password and a code, then logs in with the password alone', async () => {
    const owner = await ownerWithTwoFactor();
    const wrongPassword = await post('/api/user/2fa/disable', owner.cookie, {
      currentPassword: 'wrong password',
      code: await totp(owner.secret),
    });
    expect(wrongPassword.status).toBe(403);
    expect(wrongPassword.body).toEqual({
      code: 'reauthentication_required',
      message: 'Confirm this change with your current password: it is missing or incorrect.',
    });
    const wrongCode = await post('/api/user/2fa/disable', owner.cookie, {
      currentPassword: owner.password,
      code: 'zzzz-zzzz',
    });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body.details).toEqual({
      code: 'The code is incorrect. Enter the current code from your authenticator app.',
    });

    await post('/api/user/2fa/disable', owner.cookie, {
      currentPassword: owner.password,
      code: owner.recoveryCodes[3] as string,
    }).expect(204);
    expect(
      (await request(testApp.callback).get('/api/auth/user').set('Cookie', owner.cookie)).body
        .twoFactorEnabled,
    ).toBe(false);
    const [row] = await testApp.services.dataSource.query(
      'SELECT COUNT(*) AS n FROM recovery_codes WHERE user_id = (SELECT id FROM users WHERE email = ?)',
      [owner.email],
    );
    expect(Number(row.n)).toBe(0);
    expect((await login({ email: owner.email, password: owner.password })).status).toBe(200);

    const notOn = await post('/api/user/2fa/disable', owner.cookie, {
      currentPassword: owner.password,
      code: '123456',
    });
    expect(notOn.status).toBe(422);
    expect(notOn.body.message).toBe('Two-factor authentication is not on.');
  });

  it('disables with a current authenticator code', async () => {
    const owner = await ownerWithTwoFactor();
    await post('/api/user/2fa/disable', owner.cookie, {
      currentPassword: owner.password,
      code: await totp(owner.secret),
    }).expect(204);
  });
});
