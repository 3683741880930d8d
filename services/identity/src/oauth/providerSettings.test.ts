import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@immodesk/platform/config';
import { providerSettings } from './providerSettings';

describe('providerSettings', () => {
  it('offers no social sign-in when nothing is configured', () => {
    expect(providerSettings(loadConfig({}))).toEqual([]);
  });

  it('enables a provider only when both its client id and secret are set', () => {
    const config = loadConfig({
      OAUTH_GITHUB_CLIENT_ID: 'id',
      OAUTH_GITHUB_CLIENT_SECRET: 'secret',
      OAUTH_X_CLIENT_ID: 'only-the-id',
    });
    expect(providerSettings(config).map((provider) => provider.id)).toEqual(['github']);
  });

  it('discovers Google and Apple from their issuers, which can be overridden', () => {
    const config = loadConfig({
      OAUTH_GOOGLE_CLIENT_ID: 'g',
      OAUTH_GOOGLE_CLIENT_SECRET: 'g-secret',
      OAUTH_GOOGLE_ISSUER: 'http://127.0.0.1:4000',
      OAUTH_APPLE_CLIENT_ID: 'a',
      OAUTH_APPLE_CLIENT_SECRET: 'a-secret',
    });
    expect(providerSettings(config).map(({ id, endpoints }) => ({ id, endpoints }))).toEqual([
      { id: 'google', endpoints: { kind: 'oidc', issuer: 'http://127.0.0.1:4000' } },
      { id: 'apple', endpoints: { kind: 'oidc', issuer: 'https://appleid.apple.com' } },
    ]);
  });

  it('stops production start-up when a provider has only one of its client id and secret', () => {
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://app.immodesk.be',
    };
    expect(() => loadConfig({ ...production, OAUTH_APPLE_CLIENT_SECRET: 'secret' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, OAUTH_APPLE_CLIENT_SECRET: 'secret' })).toThrow(
      /OAUTH_APPLE_CLIENT_ID and OAUTH_APPLE_CLIENT_SECRET must be set together/,
    );
  });
});
