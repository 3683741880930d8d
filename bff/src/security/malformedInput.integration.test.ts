import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doublePrices } from '@immodesk/billing/testing/runStripeDouble';
import { StripeDouble } from '@immodesk/billing/testing/stripeDouble';
import { ZApiError } from '@immodesk/contracts/common/errors';
import { attackBody, validParams } from './attackBodies';
import { dumpDatabase, dumpDifferences } from './databaseDump';
import { isObjectKind, parameterKinds } from './idKinds';
import { malformedInputs, onePerFamily } from './malformedInputs';
import type { InventoryRoute } from './routeInventory';
import { callRoute, fillPath, type Client } from './routeRequest';
import {
  givenTwoFullOrganizations,
  ORIGIN,
  WEBHOOK_SECRET,
  type SecurityWorld,
} from './twoFullOrganizations';

/** `npm run test:security` sends every generated input; `npm test` the first of each family per route. */
const FULL = process.env.SECURITY_FULL === '1';
const FULL_TIMEOUT = FULL ? 3_600_000 : 300_000;

describe(`the malformed-input suite (${FULL ? 'full' : 'quick'})`, () => {
  let world: SecurityWorld;
  let anonymous: Client;

  beforeAll(async () => {
    const double = await new StripeDouble({ webhookSecret: WEBHOOK_SECRET, prices: doublePrices() }).start();
    world = await givenTwoFullOrganizations(double);
    anonymous = request.agent(world.testApp.callback).set('Origin', ORIGIN).set('Accept-Language', 'en');
  }, 180_000);
  afterAll(async () => world?.close());

  /** The route's path values: A's own objects (so the input reaches the real route), any valid value otherwise. */
  function ownPathValues(route: InventoryRoute): Record<string, string> {
    const values = validParams(route);
    for (const { name, kind } of parameterKinds(route))
      if (isObjectKind(kind))
        values[name] = (kind === 'shareToken' ? world.a.ids.shareTokens[0] : world.a.ids[kind][0]) ?? '';
    return values;
  }

  it(
    'answers every generated input to every mutating route with a 4xx in the API error shape, never a 5xx, and changes no row',
    async () => {
      const { testApp, a } = world;
      const before = await dumpDatabase(testApp.services.dataSource);
      const wrong: string[] = [];
      const families = new Map<string, number>();
      let sent = 0;
      const routes = world.inventory.filter((route) => route.isMutating);
      for (const route of routes) {
        const client = route.access === 'signed-in' ? a.agent : anonymous;
        const generated = malformedInputs(route, attackBody(route, 'valid'));
        for (const input of FULL ? generated : onePerFamily(generated)) {
          const path = fillPath(route.path, { ...ownPathValues(route), ...input.pathValues });
          const response = await callRoute(client, route, path, input.body);
          sent += 1;
          families.set(input.family, (families.get(input.family) ?? 0) + 1);
          // The providers' form post is a browser navigation: a refusal sends it back to the sign-in page.
          const isBrowserRefusal =
            route.access === 'oauth-state' && String(response.headers.location).startsWith('/login?error=');
          const isClientError = response.status >= 400 && response.status < 500;
          if (!isBrowserRefusal && (!isClientError || !ZApiError.safeParse(response.body).success))
            wrong.push(
              `${route.key} [${input.family}: ${input.label}] → ${response.status} ${JSON.stringify(response.body).slice(0, 300)}`,
            );
        }
      }
      expect(wrong).toEqual([]);
      expect(dumpDifferences(before, await dumpDatabase(testApp.services.dataSource))).toEqual([]);
      expect(Object.prototype).not.toHaveProperty('polluted');
      expect(Object.prototype).not.toHaveProperty('isAdmin');
      expect(sent).toBeGreaterThanOrEqual(FULL ? 3000 : routes.length * 2);
      console.info(
        `malformed-input suite (${FULL ? 'full' : 'quick'}): ${routes.length} mutating routes, ${sent} inputs`,
        Object.fromEntries(families),
      );
    },
    FULL_TIMEOUT,
  );
});
