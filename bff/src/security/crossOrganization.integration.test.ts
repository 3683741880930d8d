import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doublePrices } from '@immodesk/billing/testing/runStripeDouble';
import { StripeDouble } from '@immodesk/billing/testing/stripeDouble';
import { ZApiError } from '@immodesk/contracts/common/errors';
import { dumpDatabase, dumpDifferences } from './databaseDump';
import { isObjectKind, parameterKinds } from './idKinds';
import { attackBody } from './attackBodies';
import type { InventoryRoute } from './routeInventory';
import { callRoute, fillPath, type Client } from './routeRequest';
import {
  givenTwoFullOrganizations,
  ORIGIN,
  WEBHOOK_SECRET,
  type SecurityWorld,
} from './twoFullOrganizations';

/** The routes that name an object of an organization in their path. */
const idRoutes = (inventory: InventoryRoute[]) =>
  inventory.filter((route) => parameterKinds(route).some(({ kind }) => isObjectKind(kind)));

/** Every combination of A's ids for the route's parameters: each object parameter takes each id of its kind. */
function idCombinations(route: InventoryRoute, world: SecurityWorld): Record<string, string>[] {
  let combinations: Record<string, string>[] = [{}];
  for (const { name, kind } of parameterKinds(route)) {
    if (!isObjectKind(kind)) throw new Error(`${route.key}: :${name} mixed with an object parameter`);
    // A share token is a secret, not an id: B tries A's contract ids (and its other ids) in its place.
    const ids =
      kind === 'shareToken' ? [...world.a.ids.contract, ...world.a.ids.document] : world.a.ids[kind];
    combinations = combinations.flatMap((values) => ids.map((id) => ({ ...values, [name]: id })));
  }
  return combinations;
}

describe('the cross-organization suite', () => {
  let world: SecurityWorld;
  let anonymous: Client;

  beforeAll(async () => {
    const double = await new StripeDouble({ webhookSecret: WEBHOOK_SECRET, prices: doublePrices() }).start();
    world = await givenTwoFullOrganizations(double);
    anonymous = request.agent(world.testApp.callback).set('Origin', ORIGIN);
  }, 180_000);
  afterAll(async () => world?.close());

  it('has a case for every route that takes an id: each parameter classified, A owning ids of its kind', () => {
    const unclassified = world.inventory.flatMap((route) =>
      parameterKinds(route)
        .filter(({ kind }) => kind === undefined)
        .map(({ name }) => `${route.key} :${name}`),
    );
    expect(unclassified).toEqual([]);
    const empty = Object.entries(world.a.ids).filter(([, ids]) => ids.length === 0);
    expect(empty.map(([kind]) => kind)).toEqual([]);
    expect(idRoutes(world.inventory).length).toBeGreaterThan(60);
  });

  it("answers 404 in the API's error shape to B on each of A's ids on every id route, and changes none of A's rows", async () => {
    const { testApp, a, b } = world;
    const before = await dumpDatabase(testApp.services.dataSource, {
      excludeOrganizationId: b.owner.context.organizationId,
    });
    // The dump holds A's data (every kind), so "unchanged" below means something.
    expect(Object.values(before).flat().length).toBeGreaterThan(100);
    const wrong: string[] = [];
    let tried = 0;
    for (const route of idRoutes(world.inventory)) {
      const client = route.access === 'signed-in' ? b.agent : anonymous;
      const body = attackBody(route, 'valid');
      for (const values of idCombinations(route, world)) {
        tried += 1;
        const response = await callRoute(client, route, fillPath(route.path, values), body);
        const shape = ZApiError.safeParse(response.body);
        if (response.status !== 404 || !shape.success || shape.data.code !== 'not_found')
          wrong.push(
            `${route.key} ${JSON.stringify(values)} → ${response.status} ${JSON.stringify(response.body)}`,
          );
      }
    }
    expect(wrong).toEqual([]);
    const after = await dumpDatabase(testApp.services.dataSource, {
      excludeOrganizationId: b.owner.context.organizationId,
    });
    expect(dumpDifferences(before, after)).toEqual([]);
    expect(tried).toBeGreaterThan(150);
    // A still reaches its own objects: the 404s above are about B, not about broken ids.
    expect((await a.agent.get(`/api/contracts/${a.ids.contract[0]}`)).status).toBe(200);
    console.info(
      `cross-organization suite: ${idRoutes(world.inventory).length} id routes, ${tried} ids tried`,
    );
    // Several hundred requests: on MariaDB on a loaded machine this exceeds the 30 s default.
  }, 300_000);
});
