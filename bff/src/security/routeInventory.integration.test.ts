import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/createTestApp';
import { ROUTE_DECLARATIONS } from './routeDeclarations';
import { routeInventory, type InventoryRoute } from './routeInventory';
import { PRODUCTION_CHANNELS_ENV } from '@immodesk/platform/testing/productionChannelsEnv';

describe('the route inventory', () => {
  let testApp: TestApp;
  let inventory: InventoryRoute[];

  beforeAll(async () => {
    testApp = await createTestApp({ env: { DIAGNOSTICS: '1' } });
    inventory = routeInventory(testApp.app);
  });
  afterAll(async () => testApp?.close());

  it('gives every route an auth decision and a schema for each input it reads', () => {
    expect(inventory.length).toBeGreaterThan(150);
    expect(
      inventory.filter((route) => route.problems.length > 0).map((route) => [route.key, route.problems]),
    ).toEqual([]);
  });

  it('lists each route once and declares only routes that exist', () => {
    const keys = inventory.map((route) => route.key);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    expect(Object.keys(ROUTE_DECLARATIONS).filter((key) => !keys.includes(key))).toEqual([]);
  });

  it('keeps the development routes out of production', async () => {
    const production = await createTestApp({
      env: {
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://app.example.be',
        SESSION_SECRET: crypto.randomBytes(32).toString('base64'),
        MAIL_DRIVER: 'ses',
        ...PRODUCTION_CHANNELS_ENV,
      },
    });
    try {
      const routes = routeInventory(production.app);
      expect(routes.filter((route) => route.access === 'development-only')).toEqual([]);
      expect(routes.map((route) => route.path).filter((path) => path.startsWith('/api/diagnostics'))).toEqual(
        [],
      );
    } finally {
      await production.close();
    }
  });
});
