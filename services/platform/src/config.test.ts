import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('starts with embedded defaults: port 3000, SQLite and files under ./data', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.sqlitePath).toMatch(/data[/\\]immodesk\.sqlite$/);
    expect(config.filesDir).toMatch(/data[/\\]files$/);
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('uses PORT and DATA_DIR so two instances can run side by side', () => {
    const config = loadConfig({ PORT: '3001', DATA_DIR: '/tmp/data-b' });
    expect(config.publicUrl).toBe('http://localhost:3001');
    expect(config.sqlitePath).toBe('/tmp/data-b/immodesk.sqlite');
  });

  it('stops production start-up when a secret is missing, naming every problem', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /SESSION_SECRET is required in production[\s\S]*PUBLIC_URL is required/,
    );
  });

  it('refuses a database URL that is not MySQL or MariaDB', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://localhost/x' })).toThrow(
      /DATABASE_URL must start with mysql/,
    );
  });

  it('refuses a half-configured AI provider instead of quietly answering with the built-in one', () => {
    expect(() => loadConfig({ AI_BASE_URL: 'http://127.0.0.1:11434/v1' })).toThrow(
      /AI_MODEL is required with AI_BASE_URL/,
    );
    expect(() => loadConfig({ AI_API_KEY: 'sk-test' })).toThrow(/need AI_BASE_URL/);
    expect(loadConfig({ AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_MODEL: 'llama3.1' })).toMatchObject({
      AI_MODEL: 'llama3.1',
      AI_TIMEOUT_MS: 60_000,
    });
    expect(() =>
      loadConfig({ ...PRODUCTION, AI_BASE_URL: 'http://llm.internal/v1', AI_MODEL: 'mistral-large' }),
    ).toThrow(/AI_BASE_URL must start with https:\/\/ in production/);
    expect(
      loadConfig({
        ...PRODUCTION,
        AI_BASE_URL: 'https://api.mistral.ai/v1',
        AI_MODEL: 'mistral-large-latest',
        AI_API_KEY: 'key',
      }).isProduction,
    ).toBe(true);
  });

  it('accepts a complete production configuration', () => {
    const config = loadConfig(PRODUCTION);
    expect(config.isProduction).toBe(true);
    expect(config.sessionSecret).toBe(RANDOM_SECRET);
  });
});

// 32 random bytes in base64, as `openssl rand -base64 32` prints them.
const RANDOM_SECRET = 'q0dVb7m9HkYcR2wNf8Tz1LpXa4EuJs6GiOyKtWvBnZM=';
const PRODUCTION = {
  NODE_ENV: 'production',
  SESSION_SECRET: RANDOM_SECRET,
  PUBLIC_URL: 'https://app.immodesk.be',
  MAIL_DRIVER: 'ses',
  VAPID_PUBLIC_KEY: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
  VAPID_PRIVATE_KEY: 'tUxbf-Vd3lVK8HPi6VY7AQnH1sNwWMCx5mxnbrfGh4A',
  VAPID_SUBJECT: 'mailto:support@immodesk.be',
  SMS_DRIVER: 'twilio',
  TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000000',
  TWILIO_AUTH_TOKEN: 'twilio-auth-token',
  TWILIO_FROM: 'Immodesk',
};

describe('notification channels in production', () => {
  it('asks for the VAPID keys and a real SMS provider, never the generated key or the recording double', () => {
    const { VAPID_PRIVATE_KEY: _key, ...withoutVapid } = PRODUCTION;
    expect(() => loadConfig(withoutVapid)).toThrow(/VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT/);
    expect(() => loadConfig({ ...PRODUCTION, SMS_DRIVER: 'log' })).toThrow(
      /SMS_DRIVER=log only records texts/,
    );
    const { TWILIO_AUTH_TOKEN: _token, ...withoutToken } = PRODUCTION;
    expect(() => loadConfig(withoutToken)).toThrow(/SMS_DRIVER=twilio needs/);
    expect(() => loadConfig({ ...PRODUCTION, VAPID_SUBJECT: 'support@immodesk.be' })).toThrow(
      /VAPID_SUBJECT/,
    );
  });
});

describe('the production switch', () => {
  it('runs as production with any PUBLIC_URL that is not loopback, whatever NODE_ENV says', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'https://app.immodesk.be' })).toThrow(
      /PUBLIC_URL https:\/\/app\.immodesk\.be is not a loopback address[\s\S]*SESSION_SECRET is required/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://192.168.1.20:3000' })).toThrow(
      ConfigError,
    );
    const config = loadConfig({ ...PRODUCTION, NODE_ENV: 'development' });
    expect(config.isProduction).toBe(true);
  });

  it('keeps the development conveniences only on a loopback PUBLIC_URL', () => {
    for (const url of [
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://127.8.9.10',
      'http://[::1]:3000',
    ]) {
      const config = loadConfig({ PUBLIC_URL: url });
      expect(config.isProduction).toBe(false);
      expect(config.sessionSecret).toBe('immodesk-development-secret-not-for-production');
    }
  });

  it('refuses the development default, our published examples and short or patterned secrets', () => {
    const problems = {
      'immodesk-development-secret-not-for-production': /published example or development value/,
      'change-me-to-a-long-random-string': /published example/,
      [`change-me-${RANDOM_SECRET}`]: /published example/,
      ['x'.repeat(64)]: /does not look random/,
      ['0123456789abcdef'.repeat(4)]: /does not look random/,
      [RANDOM_SECRET.slice(0, 40)]: /too short \(40 characters\)/,
    };
    for (const [secret, message] of Object.entries(problems)) {
      expect(() => loadConfig({ ...PRODUCTION, SESSION_SECRET: secret }), secret).toThrow(message);
    }
    expect(
      loadConfig({
        ...PRODUCTION,
        SESSION_SECRET: '5f1c0a9e7b3d42e6a8c1f0b97d2e4a6c3b8f1d0e9a7c5b2f4d6e8a0c1b3d5f7e',
      }).isProduction,
    ).toBe(true);
  });

  it('refuses the log mail driver in production, so no token reaches the server log', () => {
    expect(() => loadConfig({ ...PRODUCTION, MAIL_DRIVER: 'log' })).toThrow(
      /MAIL_DRIVER=log only logs mails; production needs MAIL_DRIVER=ses/,
    );
    expect(() => loadConfig({ ...PRODUCTION, MAIL_DRIVER: undefined })).toThrow(/MAIL_DRIVER=log/);
  });

  it('refuses a plain-http PUBLIC_URL that is not loopback, since cookies would travel without Secure', () => {
    expect(() => loadConfig({ ...PRODUCTION, PUBLIC_URL: 'http://app.immodesk.be' })).toThrow(
      /PUBLIC_URL must start with https:\/\/ in production/,
    );
    expect(loadConfig({ ...PRODUCTION, PUBLIC_URL: 'http://127.0.0.1:3000' }).isProduction).toBe(true);
  });

  it('believes X-Forwarded-For from no proxy unless TRUSTED_PROXIES says how many', () => {
    expect(loadConfig({}).TRUSTED_PROXIES).toBe(0);
    expect(loadConfig({ TRUSTED_PROXIES: '2' }).TRUSTED_PROXIES).toBe(2);
    expect(() => loadConfig({ TRUSTED_PROXIES: '-1' })).toThrow(/TRUSTED_PROXIES/);
  });
});
