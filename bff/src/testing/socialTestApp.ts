import {
  startLocalOidcProvider,
  type LocalOidcProvider,
  type TestProviderAccount,
} from './localOidcProvider';
import { createTestApp, type TestApp } from './createTestApp';
import { listenOnLoopback } from './listenOnLoopback';
import type { TestBrowser } from './testBrowser';

export type SocialTestApp = {
  appUrl: string;
  provider: LocalOidcProvider;
  testApp: TestApp;
  /** Clicks "Sign in with Google" and lets the browser follow every redirect back to a page of the app. */
  signInWithGoogle(
    browser: TestBrowser,
    account: TestProviderAccount,
    options?: { returnTo?: string; rewrite?: (url: URL) => URL },
  ): Promise<URL>;
  currentUser(browser: TestBrowser): Promise<{
    status: number;
    body: { id: string; email: string; firstName: string; lastName: string | null };
  }>;
  /** A JSON request from the app's own pages (same-origin); GET sends no body. */
  post(browser: TestBrowser, path: string, body: object, method?: string): Promise<Response>;
  close(): Promise<void>;
};

let counter = 0;
/** A person at the local provider, with a fresh subject and address unless given. */
export function providerAccount(overrides: Partial<TestProviderAccount> = {}): TestProviderAccount {
  counter += 1;
  return {
    sub: `google-${counter}-${Date.now()}`,
    email: `social${counter}-${Date.now()}@example.be`,
    email_verified: true,
    given_name: 'Anna',
    family_name: 'De Smet',
    ...overrides,
  };
}

/** The real app on a loopback port with Google configured against a local OpenID Connect provider. */
export async function startSocialTestApp(): Promise<SocialTestApp> {
  const appServer = await listenOnLoopback();
  const appUrl = appServer.url;
  const provider = await startLocalOidcProvider({ redirectUri: `${appUrl}/api/auth/oauth/google/callback` });
  const testApp = await createTestApp({
    env: {
      PUBLIC_URL: appUrl,
      OAUTH_GOOGLE_CLIENT_ID: provider.clientId,
      OAUTH_GOOGLE_CLIENT_SECRET: provider.clientSecret,
      OAUTH_GOOGLE_ISSUER: provider.issuer,
    },
  });
  appServer.server.on('request', testApp.callback);
  return {
    appUrl,
    provider,
    testApp,
    signInWithGoogle(browser, account, options = {}) {
      provider.signInAs(account);
      const start = `${appUrl}/api/auth/oauth/google/start${options.returnTo ? `?returnTo=${encodeURIComponent(options.returnTo)}` : ''}`;
      return browser.navigate(start, { stopAt: appUrl, rewrite: options.rewrite });
    },
    async currentUser(browser) {
      const response = await browser.request(`${appUrl}/api/auth/user`);
      return {
        status: response.status,
        body: (await response.json()) as {
          id: string;
          email: string;
          firstName: string;
          lastName: string | null;
        },
      };
    },
    post(browser, path, body, method = 'POST') {
      const hasBody = method !== 'GET';
      return browser.request(`${appUrl}${path}`, {
        method,
        body: hasBody ? JSON.stringify(body) : undefined,
        headers: { 'Content-Type': 'application/json', Origin: appUrl },
      });
    },
    async close() {
      await appServer.close();
      await provider.close();
      await testApp.close();
    },
  };
}
