import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOwner } from '../testing/createTestApp';
import { mailsTo, tokenFromLatestMail } from '../testing/mailLinks';
import { providerAccount, startSocialTestApp, type SocialTestApp } from '../testing/socialTestApp';
import { TestBrowser } from '../testing/testBrowser';

describe('account takeover through social sign-in', () => {
  let social: SocialTestApp;
  const host = () => new URL(social.appUrl).host;

  beforeAll(async () => {
    social = await startSocialTestApp();
  });
  afterAll(async () => social?.close());

  /** The attacker's provider account claims the victim's address, which the provider did not verify. */
  async function attackerClaims(victimEmail: string) {
    const attacker = providerAccount({ email: victimEmail, email_verified: false });
    const browser = new TestBrowser({ 'Accept-Language': 'en' });
    const landing = await social.signInWithGoogle(browser, attacker);
    return { attacker, browser, landing };
  }

  it('gives no session to an account created through a provider that did not verify the address, and mails our verification link', async () => {
    const victimEmail = `victim-${Date.now()}@example.be`;
    const { attacker, browser, landing } = await attackerClaims(victimEmail);
    expect(`${landing.pathname}${landing.search}`).toBe('/login?error=confirm_email');
    expect(browser.hasCookie(host(), 'immodesk_session')).toBe(false);
    expect((await social.currentUser(browser)).status).toBe(401);
    expect((await mailsTo(social.testApp, victimEmail)).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Confirm your e-mail address/),
    ]);

    const again = await social.signInWithGoogle(browser, attacker);
    expect(`${again.pathname}${again.search}`).toBe('/login?error=confirm_email');
    expect((await social.currentUser(browser)).status).toBe(401);
    const message = await browser.request(`${social.appUrl}/api/auth/oauth/errors/confirm_email`);
    expect(((await message.json()) as { message: string }).message).toMatch(
      /^Confirm your e-mail address first/,
    );
  });

  it('removes the attacker’s link when the victim resets the password: the provider no longer opens the account', async () => {
    const victimEmail = `victim-reset-${Date.now()}@example.be`;
    const { attacker } = await attackerClaims(victimEmail);
    // The victim "signs up", is told an account exists, and resets the password.
    const victim = new TestBrowser({ 'Accept-Language': 'en' });
    expect(
      (
        await social.post(victim, '/api/auth/signup', {
          email: victimEmail,
          password: 'victim password 1',
          firstName: 'Vera',
        })
      ).status,
    ).toBe(201);
    expect((await social.post(victim, '/api/auth/forgot-password', { email: victimEmail })).status).toBe(204);
    const token = await tokenFromLatestMail(social.testApp, victimEmail, '/reset-password');
    expect(
      (await social.post(victim, '/api/auth/reset-password', { token, password: 'victim password 2' }))
        .status,
    ).toBe(204);
    expect(
      (await social.post(victim, '/api/auth/login', { email: victimEmail, password: 'victim password 2' }))
        .status,
    ).toBe(200);

    const attackerBrowser = new TestBrowser({ 'Accept-Language': 'en' });
    const landing = await social.signInWithGoogle(attackerBrowser, attacker);
    expect(`${landing.pathname}${landing.search}`).toBe('/login?error=email_not_verified');
    expect((await social.currentUser(attackerBrowser)).status).toBe(401);
    expect(await (await social.post(victim, '/api/user/identities', {}, 'GET')).json()).toEqual({
      items: [],
    });
  });

  it('removes the attacker’s link when the victim verifies the address with our mail', async () => {
    const victimEmail = `victim-verify-${Date.now()}@example.be`;
    const { attacker } = await attackerClaims(victimEmail);
    const victim = new TestBrowser({ 'Accept-Language': 'en' });
    const token = await tokenFromLatestMail(social.testApp, victimEmail, '/verify-email');
    expect((await social.post(victim, '/api/auth/verify-email', { token })).status).toBe(200);

    const attackerBrowser = new TestBrowser();
    const landing = await social.signInWithGoogle(attackerBrowser, attacker);
    expect(landing.searchParams.get('error')).toBe('email_not_verified');
    expect((await social.currentUser(attackerBrowser)).status).toBe(401);
    // The owner gets in with a mailed sign-in link (the account has no password yet).
    await social.post(victim, '/api/auth/login-link', { email: victimEmail });
    const link = await tokenFromLatestMail(social.testApp, victimEmail, '/login/link');
    expect((await social.post(victim, '/api/auth/login-link/consume', { token: link })).status).toBe(200);
    expect((await social.currentUser(victim)).body.email).toBe(victimEmail);
  });

  it('ends the session the browser held before an OAuth sign-in, as the password login does', async () => {
    const owner = await createOwner(social.testApp.services);
    const planted = new TestBrowser();
    expect(
      (await social.post(planted, '/api/auth/login', { email: owner.email, password: owner.password }))
        .status,
    ).toBe(200);
    const plantedToken = planted.cookie(host(), 'immodesk_session') as string;

    const browser = new TestBrowser();
    const account = providerAccount();
    await social.signInWithGoogle(browser, account, {
      // The session cookie arrives while the person is at the provider (a planted or older session).
      rewrite: (url) => {
        if (url.pathname.endsWith('/callback')) browser.setCookie(host(), 'immodesk_session', plantedToken);
        return url;
      },
    });
    expect((await social.currentUser(browser)).body.email).toBe(account.email);
    expect(browser.cookie(host(), 'immodesk_session')).not.toBe(plantedToken);
    expect((await social.currentUser(planted)).status).toBe(401);
  });

  it('reads the provider’s form_post answer (Apple) through the form body parser', async () => {
    const browser = new TestBrowser();
    const account = providerAccount();
    let callback: URL | undefined;
    await social
      .signInWithGoogle(browser, account, {
        rewrite: (url) => {
          if (!url.pathname.endsWith('/callback')) return url;
          callback = new URL(url);
          return new URL('/api/auth/providers', social.appUrl);
        },
      })
      .catch(() => undefined);
    expect(callback).toBeDefined();
    const answer = await browser.request(`${social.appUrl}${callback!.pathname}`, {
      method: 'POST',
      body: new URLSearchParams(callback!.search),
    });
    expect(answer.headers.get('location')).toBe('/dashboard');
    expect((await social.currentUser(browser)).body.email).toBe(account.email);
  });

  describe('linked providers in settings', () => {
    it('lists the linked providers and unlinks one; another user’s link is not found', async () => {
      const owner = await createOwner(social.testApp.services);
      const account = providerAccount();
      await social.testApp.services.identity.linkProviderIdentity(owner.context, 'google', account.sub);
      const browser = new TestBrowser({ 'Accept-Language': 'en' });
      await social.post(browser, '/api/auth/login', { email: owner.email, password: owner.password });
      const listed = (await (await social.post(browser, '/api/user/identities', {}, 'GET')).json()) as {
        items: { id: string; provider: string; linkedAt: string }[];
      };
      expect(listed.items).toEqual([
        {
          id: expect.any(String),
          provider: 'google',
          linkedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        },
      ]);
      const linkId = listed.items[0]!.id;

      const other = await createOwner(social.testApp.services);
      const otherBrowser = new TestBrowser({ 'Accept-Language': 'en' });
      await social.post(otherBrowser, '/api/auth/login', { email: other.email, password: other.password });
      expect((await social.post(otherBrowser, `/api/user/identities/${linkId}`, {}, 'DELETE')).status).toBe(
        404,
      );

      expect((await social.post(browser, `/api/user/identities/${linkId}`, {}, 'DELETE')).status).toBe(204);
      expect(await (await social.post(browser, '/api/user/identities', {}, 'GET')).json()).toEqual({
        items: [],
      });
      const elsewhere = new TestBrowser();
      const landing = await social.signInWithGoogle(elsewhere, account);
      expect((await social.currentUser(elsewhere)).body.id).not.toBe(owner.context.userId);
      expect(landing.pathname).toBe('/dashboard');
    });

    it('never unlinks the last way to sign in of an account without a password', async () => {
      const browser = new TestBrowser({ 'Accept-Language': 'en' });
      await social.signInWithGoogle(browser, providerAccount());
      const listed = (await (await social.post(browser, '/api/user/identities', {}, 'GET')).json()) as {
        items: { id: string }[];
      };
      const refused = await social.post(browser, `/api/user/identities/${listed.items[0]!.id}`, {}, 'DELETE');
      expect(refused.status).toBe(422);
      expect(await refused.json()).toEqual({
        code: 'business_rule',
        message: expect.stringMatching(/^This is the only way to sign in/),
      });
    });
  });

  it('limits how often one client address may start a social sign-in', async () => {
    const start = () =>
      new Promise<number>((resolve, reject) => {
        http
          .get(`${social.appUrl}/api/auth/oauth/google/start`, { localAddress: '127.0.0.4' }, (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          })
          .on('error', reject);
      });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt += 1) statuses.push(await start());
    expect(statuses.slice(0, 30).every((status) => status === 302)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
