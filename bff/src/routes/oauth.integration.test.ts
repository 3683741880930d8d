import { generate } from 'otplib';
import { IsNull } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZListProvidersResponse } from '@immodesk/contracts/auth/providers.contract';
import { ZOAuthErrorResponse } from '@immodesk/contracts/auth/oauthErrors.contract';
import { IdentityTokenEntity } from '@immodesk/identity/entities/IdentityTokenEntity';
import { createOwner, type TestApp } from '../testing/createTestApp';
import { providerAccount, startSocialTestApp, type SocialTestApp } from '../testing/socialTestApp';
import { TestBrowser } from '../testing/testBrowser';

describe('social sign-in against a local OpenID Connect provider', () => {
  let social: SocialTestApp;
  let appUrl: string;
  let testApp: TestApp;

  beforeAll(async () => {
    social = await startSocialTestApp();
    ({ appUrl, testApp } = social);
  });
  afterAll(async () => social?.close());

  const signInWithGoogle: SocialTestApp['signInWithGoogle'] = (...args) => social.signInWithGoogle(...args);
  const currentUser: SocialTestApp['currentUser'] = (browser) => social.currentUser(browser);

  it('lists only the configured providers, with their names', async () => {
    const response = await fetch(`${appUrl}/api/auth/providers`);
    expect(ZListProvidersResponse.parse(await response.json())).toEqual({
      providers: [{ id: 'google', name: 'Google' }],
    });
  });

  it('answers 404 for a provider that is not configured', async () => {
    const response = await fetch(`${appUrl}/api/auth/oauth/apple/start`, { redirect: 'manual' });
    expect(response.status).toBe(404);
  });

  it('creates an account on the first sign-in and signs in, landing where the person was going', async () => {
    const browser = new TestBrowser();
    const account = providerAccount();
    const landing = await signInWithGoogle(browser, account, { returnTo: '/properties?tab=all' });
    expect(`${landing.pathname}${landing.search}`).toBe('/properties?tab=all');
    const user = await currentUser(browser);
    expect(user.status).toBe(200);
    expect(user.body).toMatchObject({ email: account.email, firstName: 'Anna', lastName: 'De Smet' });
  });

  it('starts the trial at a sign-up whose address the provider verified, and not before one it did not verify', async () => {
    const planOf = async (browser: TestBrowser) =>
      (await (await browser.request(`${appUrl}/api/user/plan`)).json()) as { planType: string };
    const verified = new TestBrowser();
    await signInWithGoogle(verified, providerAccount());
    expect(await planOf(verified)).toMatchObject({ planType: 'professional' });

    const email = `unproven-${Date.now()}@example.be`;
    await signInWithGoogle(new TestBrowser(), providerAccount({ email, email_verified: false }));
    const context = await testApp.services.identity.findOrganizationByEmail(email);
    if (!context) throw new Error('no account');
    expect(await testApp.services.billing.getUserPlan(context)).toMatchObject({ planType: 'free' });
  });

  it('reuses the same account on the next sign-in, in another browser', async () => {
    const account = providerAccount();
    const first = new TestBrowser();
    expect((await signInWithGoogle(first, account)).pathname).toBe('/dashboard');
    const second = new TestBrowser();
    expect((await signInWithGoogle(second, account)).pathname).toBe('/dashboard');
    const [a, b] = [await currentUser(first), await currentUser(second)];
    expect(b.status).toBe(200);
    expect(b.body.id).toBe(a.body.id);
  });

  it('welcomes an account the provider created once, and an existing account it links not at all', async () => {
    const account = providerAccount();
    const first = new TestBrowser();
    await signInWithGoogle(first, account);
    await signInWithGoogle(new TestBrowser(), account);
    const titles = async (browser: TestBrowser) => {
      const body = (await (
        await browser.request(`${appUrl}/api/notifications`, { headers: { 'Accept-Language': 'en' } })
      ).json()) as { items: { title: string }[] };
      return body.items.map((item) => item.title);
    };
    expect(await titles(first)).toEqual(['Welcome to Immodesk']);

    const owner = await createOwner(testApp.services);
    const linked = new TestBrowser();
    await signInWithGoogle(linked, providerAccount({ email: owner.email, email_verified: true }));
    expect(await titles(linked)).toEqual([]);
  });

  it('links an existing password account when the provider has verified the e-mail', async () => {
    const owner = await createOwner(testApp.services);
    const browser = new TestBrowser();
    expect(
      (await signInWithGoogle(browser, providerAccount({ email: owner.email, email_verified: true })))
        .pathname,
    ).toBe('/dashboard');
    const user = await currentUser(browser);
    expect(user.body).toMatchObject({ id: owner.context.userId, email: owner.email });
    // The password keeps working: the account had proved its e-mail address itself.
    await expect(
      testApp.services.identity.login({
        email: owner.email,
        password: owner.password,
        userAgent: null,
        ip: null,
      }),
    ).resolves.toBeTruthy();
  });

  it('refuses to link an existing account when the provider has not verified the e-mail', async () => {
    const owner = await createOwner(testApp.services);
    const browser = new TestBrowser({ 'Accept-Language': 'en' });
    const landing = await signInWithGoogle(
      browser,
      providerAccount({ email: owner.email, email_verified: false }),
    );
    expect(`${landing.pathname}${landing.search}`).toBe('/login?error=email_not_verified');
    expect((await currentUser(browser)).status).toBe(401);

    const message = await browser.request(`${appUrl}/api/auth/oauth/errors/email_not_verified`);
    expect(ZOAuthErrorResponse.parse(await message.json()).message).toMatch(
      /provider has not verified the address/,
    );
  });

  describe('an account with two-factor on', () => {
    const PENDING_COOKIE = 'immodesk_oauth_pending';
    const host = () => new URL(appUrl).host;
    /** The code of the next 30-second step: the current one was just used to turn two-factor on (no replay). */
    const nextTotp = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

    async function post(browser: TestBrowser, path: string, body: object) {
      return browser.request(`${appUrl}${path}`, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { 'Content-Type': 'application/json', Origin: appUrl },
      });
    }
    const sendCode = (browser: TestBrowser, code: string) =>
      post(browser, '/api/auth/oauth/second-factor', { code });

    /** A password owner who turned two-factor on in settings; the provider account is linked to it. */
    async function ownerWithTwoFactor() {
      const owner = await createOwner(testApp.services);
      const settings = new TestBrowser();
      expect(
        (await post(settings, '/api/auth/login', { email: owner.email, password: owner.password })).status,
      ).toBe(200);
      const setup = (await (
        await post(settings, '/api/user/2fa/setup', { currentPassword: owner.password })
      ).json()) as { secret: string };
      const enabled = await post(settings, '/api/user/2fa/enable', {
        currentPassword: owner.password,
        code: await generate({ secret: setup.secret }),
      });
      const { recoveryCodes } = (await enabled.json()) as { recoveryCodes: string[] };
      const account = providerAccount();
      await testApp.services.identity.linkProviderIdentity(owner.context, 'google', account.sub);
      return { ...owner, secret: setup.secret, recoveryCodes, account };
    }

    async function loginHistory(userId: string) {
      const rows: { success: number | boolean; reason: string | null }[] =
        await testApp.services.dataSource.query(
          'SELECT success, reason FROM login_history WHERE user_id = ?',
          [userId],
        );
      return rows.map((row) => [Boolean(row.success), row.reason]);
    }

    it('asks for the code after the provider, with no session until then, then signs in like the password login', async () => {
      const owner = await ownerWithTwoFactor();
      const browser = new TestBrowser({ 'Accept-Language': 'en' });
      const landing = await signInWithGoogle(browser, owner.account, { returnTo: '/properties' });
      expect(`${landing.pathname}${landing.search}`).toBe('/login?step=second-factor&returnTo=%2Fproperties');
      expect((await currentUser(browser)).status).toBe(401);
      expect(browser.hasCookie(host(), 'immodesk_session')).toBe(false);
      expect(browser.hasCookie(host(), PENDING_COOKIE)).toBe(true);
      const [pending] = await testApp.services.dataSource.query(
        "SELECT token_hash AS tokenHash, expires_at AS expiresAt FROM identity_tokens WHERE user_id = ? AND purpose = 'oauth_second_factor'",
        [owner.context.userId],
      );
      // Stored hashed only.
      expect(pending.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      expect(pending.tokenHash).not.toBe(browser.cookie(host(), PENDING_COOKIE));

      const wrong = await sendCode(browser, '000000');
      expect(wrong.status).toBe(401);
      expect(await wrong.json()).toMatchObject({
        code: 'invalid_credentials',
        message: expect.stringMatching(/^The code is incorrect/),
      });
      expect((await currentUser(browser)).status).toBe(401);

      const accepted = await sendCode(browser, await nextTotp(owner.secret));
      expect(accepted.status).toBe(200);
      expect(await accepted.json()).toMatchObject({
        id: owner.context.userId,
        email: owner.email,
        twoFactorEnabled: true,
      });
      expect(browser.hasCookie(host(), PENDING_COOKIE)).toBe(false);
      expect((await currentUser(browser)).body).toMatchObject({ id: owner.context.userId });
      // Recorded like the password login: the wrong code counts toward the lockout, then the success (the
      // first success is the password login that turned two-factor on).
      const history = await loginHistory(owner.context.userId);
      expect(history.filter(([success]) => !success)).toEqual([[false, 'totp']]);
      expect(history.filter(([success]) => success)).toHaveLength(2);
    });

    it('accepts a recovery code; the account found by its e-mail is not linked before the code', async () => {
      const owner = await ownerWithTwoFactor();
      const browser = new TestBrowser();
      const byEmail = providerAccount({ email: owner.email });
      const landing = await signInWithGoogle(browser, byEmail);
      expect(landing.searchParams.get('step')).toBe('second-factor');
      const [links] = await testApp.services.dataSource.query(
        'SELECT COUNT(*) AS n FROM user_identities WHERE subject = ?',
        [byEmail.sub],
      );
      expect(Number(links.n)).toBe(0);
      expect((await sendCode(browser, owner.recoveryCodes[0] as string)).status).toBe(200);
      expect((await currentUser(browser)).body).toMatchObject({ id: owner.context.userId });
    });

    it('refuses a pending login used twice or expired, and never signs in with it', async () => {
      const owner = await ownerWithTwoFactor();
      const browser = new TestBrowser({ 'Accept-Language': 'en' });
      await signInWithGoogle(browser, owner.account);
      const pendingValue = browser.cookie(host(), PENDING_COOKIE) as string;
      expect((await sendCode(browser, owner.recoveryCodes[0] as string)).status).toBe(200);

      const replaying = new TestBrowser({ 'Accept-Language': 'en' });
      replaying.setCookie(host(), PENDING_COOKIE, pendingValue, '/api/auth/oauth');
      const reused = await sendCode(replaying, owner.recoveryCodes[1] as string);
      expect(reused.status).toBe(401);
      expect(await reused.json()).toMatchObject({
        code: 'unauthenticated',
        message: 'This sign-in has expired or was already used. Please sign in again.',
      });
      expect((await currentUser(replaying)).status).toBe(401);

      const late = new TestBrowser({ 'Accept-Language': 'en' });
      await signInWithGoogle(late, owner.account);
      await testApp.services.dataSource
        .getRepository(IdentityTokenEntity)
        .update(
          { userId: owner.context.userId, purpose: 'oauth_second_factor', usedAt: IsNull() },
          { expiresAt: new Date(Date.now() - 1000) },
        );
      const expired = await sendCode(late, owner.recoveryCodes[1] as string);
      expect(expired.status).toBe(401);
      expect((await expired.json()).code).toBe('unauthenticated');
      expect(late.hasCookie(host(), PENDING_COOKIE)).toBe(false);
      expect((await currentUser(late)).status).toBe(401);

      expect((await sendCode(new TestBrowser(), owner.recoveryCodes[1] as string)).status).toBe(401);
    });

    it('is refused, even with the right code, while the account is locked after 5 failures from this address', async () => {
      const owner = await ownerWithTwoFactor();
      const browser = new TestBrowser({ 'Accept-Language': 'en' });
      await signInWithGoogle(browser, owner.account);
      for (let attempt = 0; attempt < 3; attempt += 1)
        expect((await sendCode(browser, '000000')).status).toBe(401);
      for (let attempt = 0; attempt < 2; attempt += 1) {
        expect(
          (
            await post(new TestBrowser(), '/api/auth/login', {
              email: owner.email,
              password: 'wrong password',
            })
          ).status,
        ).toBe(401);
      }
      const locked = await sendCode(browser, owner.recoveryCodes[0] as string);
      expect(locked.status).toBe(429);
      expect((await locked.json()).message).toMatch(/^Too many failed sign-in attempts for this account/);
      expect((await currentUser(browser)).status).toBe(401);
    });
  });

  it('removes the password of an account that never verified its e-mail when a provider-verified sign-in takes it', async () => {
    const email = `unverified-${Date.now()}@example.be`;
    await testApp.services.identity.registerOwner({
      email,
      password: 'set by someone else',
      firstName: 'Squatter',
      language: 'nl',
      isEmailVerified: false,
    });
    const browser = new TestBrowser();
    expect((await signInWithGoogle(browser, providerAccount({ email }))).pathname).toBe('/dashboard');
    expect((await currentUser(browser)).body.email).toBe(email);
    await expect(
      testApp.services.identity.login({ email, password: 'set by someone else', userAgent: null, ip: null }),
    ).rejects.toMatchObject({ code: 'invalid_credentials' });
  });

  it('refuses a tampered state, and never signs in', async () => {
    const browser = new TestBrowser();
    const tamper = (url: URL) => {
      if (url.pathname.endsWith('/callback'))
        url.searchParams.set('state', `${url.searchParams.get('state')}x`);
      return url;
    };
    const landing = await signInWithGoogle(browser, providerAccount(), { rewrite: tamper });
    expect(`${landing.pathname}${landing.search}`).toBe('/login?error=invalid_state');
    expect((await currentUser(browser)).status).toBe(401);
  });

  it('refuses an answer that reaches another browser than the one that started, and an answer used twice', async () => {
    const victim = new TestBrowser();
    let callback: URL | undefined;
    await signInWithGoogle(new TestBrowser(), providerAccount(), {
      rewrite: (url) => {
        if (url.pathname.endsWith('/callback')) callback = new URL(url);
        return url;
      },
    });
    expect(callback).toBeDefined();
    // The attacker's own (already used) answer, sent to the victim: no state cookie there, and single use anyway.
    const replay = await victim.request(callback!.toString());
    expect(replay.headers.get('location')).toBe('/login?error=invalid_state');
    expect((await currentUser(victim)).status).toBe(401);
  });

  it('connects a provider to the signed-in account, so that provider signs in to it later (how X gets linked)', async () => {
    const owner = await createOwner(testApp.services);
    const browser = new TestBrowser();
    const login = await browser.request(`${appUrl}/api/auth/login`, {
      method: 'POST',
      body: JSON.stringify({ email: owner.email, password: owner.password }),
      headers: { 'Content-Type': 'application/json', Origin: appUrl },
    });
    expect(login.status).toBe(200);
    // A provider account with another e-mail address: only the signed-in session can tie it to this owner.
    const account = providerAccount();
    expect((await signInWithGoogle(browser, account, { returnTo: '/settings' })).pathname).toBe('/settings');

    const elsewhere = new TestBrowser();
    expect((await signInWithGoogle(elsewhere, account)).pathname).toBe('/dashboard');
    expect((await currentUser(elsewhere)).body).toMatchObject({
      id: owner.context.userId,
      email: owner.email,
    });

    const other = await createOwner(testApp.services);
    const otherBrowser = new TestBrowser();
    await otherBrowser.request(`${appUrl}/api/auth/login`, {
      method: 'POST',
      body: JSON.stringify({ email: other.email, password: other.password }),
      headers: { 'Content-Type': 'application/json', Origin: appUrl },
    });
    const taken = await signInWithGoogle(otherBrowser, account);
    expect(`${taken.pathname}${taken.search}`).toBe('/login?error=identity_linked_elsewhere');
  });

  it('sends the person back to the login page when they refuse at the provider', async () => {
    const browser = new TestBrowser();
    const landing = await signInWithGoogle(browser, providerAccount({ deny: true }));
    expect(`${landing.pathname}${landing.search}`).toBe('/login?error=denied');
  });
});
