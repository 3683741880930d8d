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
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET is required in production[\s\S]*PUBLIC_URL is required/);
  });

  it('refuses a database URL that is not MySQL or MariaDB', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://localhost/x' })).toThrow(/DATABASE_URL must start with mysql/);
  });

  it('accepts a complete production configuration', () => {
    const config = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://app.immodesk.be' });
    expect(config.isProduction).toBe(true);
    expect(config.sessionSecret).toHaveLength(40);
  });
});
