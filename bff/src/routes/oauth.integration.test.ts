import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZListProvidersResponse } from '@immodesk/contracts/auth/providers.contract';
import { ZOAuthErrorResponse } from '@immodesk/contracts/auth/oauthErrors.contract';
import { startLocalOidcProvider, type LocalOidcProvider, type TestProviderAccount } from '../testing/localOidcProvider';
import { createOwner, createTestApp, type TestApp } from '../testing/createTestApp';
import { TestBrowser } from '../testing/testBrowser';

let counter = 0;
function providerAccount(overrides: Partial<TestProviderAccount> = {}): TestProviderAccount {
  counter += 1;
  return { sub: `google-${counter}-${Date.now()}`, email: `social${counter}-${Date.now()}@example.be`, email_verified: true, given_name: 'Anna', family_name: 'De Smet', ...overrides };
}

describe('social sign-in against a local OpenID Connect provider', () => {
  let appServer: http.Server;
  let appUrl: string;
  let provider: LocalOidcProvider;
  let testApp: TestApp;

  beforeAll(async () => {
    appServer = http.createServer();
    await new Promise<void>((resolve) => appServer.listen(0, '127.0.0.1', resolve));
    appUrl = `http://127.0.0.1:${(appServer.address() as AddressInfo).port}`;
    provider = await startLocalOidcProvider({ redirectUri: `${appUrl}/api/auth/oauth/google/callback` });
    testApp = await createTestApp({
      env: { PUBLIC_URL: appUrl, OAUTH_GOOGLE_CLIENT_ID: provider.clientId, OAUTH_GOOGLE_CLIENT_SECRET: provider.clientSecret, OAUTH_GOOGLE_ISSUER: provider.issuer },
    });
    appServer.on('request', testApp.callback);
  });

  afterAll(async () => {
    appServer.closeAllConnections();
    await new Promise<void>((resolve) => appServer.close(() => resolve()));
    await provider?.close();
    await testApp?.close();
  });

  /** Clicks "Sign in with Google" and lets the browser follow every redirect back to a page of the app. */
  async function signInWithGoogle(browser: TestBrowser, account: TestProviderAccount, options: { returnTo?: string; rewrite?: (url: URL) => URL } = {}) {
    provider.signInAs(account);
    const start = `${appUrl}/api/auth/oauth/google/start${options.returnTo ? `?returnTo=${encodeURIComponent(options.returnTo)}` : ''}`;
    return browser.navigate(start, { stopAt: appUrl, rewrite: options.rewrite });
  }

  async function currentUser(browser: TestBrowser) {
    const response = await browser.request(`${appUrl}/api/auth/user`);
    return { status: response.status, body: (await response.json()) as { id: string; email: string; firstName: string; lastName: string | null } };
  }

  it('lists only the configured providers, with their names', async () => {
    const response = await fetch(`${appUrl}/api/auth/providers`);
    expect(ZListProvidersResponse.parse(await response.json())).toEqual({ providers: [{ id: 'google', name: 'Google' }] });
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

  it('links an existing password account when the provider has verified the e-mail', async () => {
    const owner = await createOwner(testApp.services);
    const browser = new TestBrowser();
    expect((await signInWithGoogle(browser, providerAccount({ email: owner.email, email_verified: true }))).pathname).toBe('/dashboard');
    const user = await currentUser(browser);
    expect(user.body).toMatchObject({ id: owner.context.userId, email: owner.email });
    // The password keeps working: the account had proved its e-mail address itself.
    await expect(testApp.services.identity.login({ email: owner.email, password: owner.password, userAgent: null, ip: null })).resolves.toBeTruthy();
  });

  it('refuses to link an existing account when the provider has not verified the e-mail', async () => {
    const owner = await createOwner(testApp.services);
    const browser = new TestBrowser({ 'Accept-Language': 'en' });
    const landing = await signInWithGoogle(browser, providerAccount({ email: owner.email, email_verified: false }));
    expect(`${landing.pathname}${landing.search}`).toBe('/login?error=email_not_verified');
    expect((await currentUser(browser)).status).toBe(401);

    const message = await browser.request(`${appUrl}/api/auth/oauth/errors/email_not_verified`);
    expect(ZOAuthErrorResponse.parse(await message.json()).message).toMatch(/provider has not verified the address/);
  });

  it('does not let a provider skip the second factor: an account with two-factor on signs in with password and code', async () => {
    const setTwoFactor = (userId: string, enabled: boolean) =>
      testApp.services.dataSource.query('UPDATE users SET two_factor_enabled = ? WHERE id = ?', [enabled, userId]);
    // Not linked yet: the e-mail matches, but the account is neither linked nor signed in.
    const owner = await createOwner(testApp.services);
    await setTwoFactor(owner.context.userId, true);
    const browser = new TestBrowser({ 'Accept-Language': 'en' });
    const landing = await signInWithGoogle(browser, providerAccount({ email: owner.email }));
    expect(`${landing.pathname}${landing.search}`).toBe('/login?error=two_factor_required');
    expect((await currentUser(browser)).status).toBe(401);
    const [links] = await testApp.services.dataSource.query('SELECT COUNT(*) AS n FROM user_identities WHERE user_id = ?', [owner.context.userId]);
    expect(Number(links.n)).toBe(0);
    const message = await browser.request(`${appUrl}/api/auth/oauth/errors/two_factor_required`);
    expect(ZOAuthErrorResponse.parse(await message.json()).message).toMatch(/two-factor authentication on/);

    // Already linked before two-factor was turned on.
    const account = providerAccount();
    const first = new TestBrowser();
    await signInWithGoogle(first, account);
    const { body } = await currentUser(first);
    await setTwoFactor(body.id, true);
    const refused = await signInWithGoogle(new TestBrowser(), account);
    expect(`${refused.pathname}${refused.search}`).toBe('/login?error=two_factor_required');
  });

  it('removes the password of an account that never verified its e-mail when a provider-verified sign-in takes it', async () => {
    const email = `unverified-${Date.now()}@example.be`;
    await testApp.services.identity.registerOwner({ email, password: 'set by someone else', firstName: 'Squatter', language: 'nl', isEmailVerified: false });
    const browser = new TestBrowser();
    expect((await signInWithGoogle(browser, providerAccount({ email }))).pathname).toBe('/dashboard');
    expect((await currentUser(browser)).body.email).toBe(email);
    await expect(testApp.services.identity.login({ email, password: 'set by someone else', userAgent: null, ip: null })).rejects.toMatchObject({ code: 'invalid_credentials' });
  });

  it('refuses a tampered state, and never signs in', async () => {
    const browser = new TestBrowser();
    const tamper = (url: URL) => {
      if (url.pathname.endsWith('/callback')) url.searchParams.set('state', `${url.searchParams.get('state')}x`);
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
    expect((await currentUser(elsewhere)).body).toMatchObject({ id: owner.context.userId, email: owner.email });

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
