import type Koa from 'koa';
import type { z } from 'zod';
import type { AnyRoute } from '../http/registerRoutes';
import { ROUTE_DECLARATIONS, type AccessDecision, type BodyKind } from './routeDeclarations';

/** One route of the BFF as the security suites see it: who may call it and which schema reads each input. */
export type InventoryRoute = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /** `METHOD path`, the key of ROUTE_DECLARATIONS. */
  key: string;
  access: AccessDecision | null;
  pathParams: string[];
  params?: z.ZodType;
  query?: z.ZodType;
  /** The JSON body's schema, or the text fields' schema of a multipart form. */
  body?: z.ZodType;
  bodyKind: BodyKind | null;
  isMutating: boolean;
  /** What the route lacks: an empty list for a route with a contract for every input and an auth decision. */
  problems: string[];
};

const inventories = new WeakMap<object, AnyRoute[]>();

/** Keeps the routes `createApp` registers, so the inventory is the router's own list and no route escapes it. */
export function recordRouteInventory(app: Koa, routes: AnyRoute[]): void {
  inventories.set(app, routes);
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function objectKeys(schema: z.ZodType | undefined): string[] | null {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : null;
}

function describe(route: AnyRoute): InventoryRoute {
  const method = route.method.toUpperCase() as InventoryRoute['method'];
  const key = `${method} ${route.path}`;
  const declared = ROUTE_DECLARATIONS[key];
  const input = route.input ?? {};
  const pathParams = [...route.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] as string);
  const isMutating = MUTATING.has(method);
  const access: AccessDecision | null = route.auth ? 'signed-in' : (declared?.access ?? null);
  const body = input.body ?? declared?.body;
  const bodyKind: BodyKind | null = input.body
    ? 'json'
    : (declared?.bodyKind ?? (isMutating ? null : 'none'));
  const problems: string[] = [];
  if (!access) problems.push('no auth decision (a public route needs an entry in ROUTE_DECLARATIONS)');
  if (route.auth && declared?.access) problems.push('declared access on a signed-in route');
  if (pathParams.length > 0) {
    const keys = objectKeys(input.params);
    if (!keys) problems.push('path parameters without a params schema');
    else
      for (const name of pathParams)
        if (!keys.includes(name)) problems.push(`path parameter :${name} missing from its params schema`);
  }
  if (!bodyKind) problems.push('mutating route with no body schema and no declared body kind');
  if ((bodyKind === 'json' || bodyKind === 'multipart') && declared?.bodyKind && !body)
    problems.push(`a ${bodyKind} body declared without its schema`);
  return {
    method,
    path: route.path,
    key,
    access,
    pathParams,
    params: input.params,
    query: input.query,
    body,
    bodyKind,
    isMutating,
    problems,
  };
}

/** Every route `createApp` registered on this app, in registration order. */
export function routeInventory(app: Koa): InventoryRoute[] {
  const routes = inventories.get(app);
  if (!routes) throw new Error('This app was not built by createApp: no route inventory recorded');
  return routes.map(describe);
}

/** The inventory as plain data (no schemas): what `npm run routes` prints. */
export function inventoryRows(inventory: InventoryRoute[]) {
  return inventory.map((route) => ({
    method: route.method,
    path: route.path,
    access: route.access ?? 'MISSING',
    params: route.params ? 'zod' : route.pathParams.length > 0 ? 'MISSING' : 'none',
    query: route.query ? 'zod' : 'none',
    body:
      route.bodyKind === 'json' || route.bodyKind === 'multipart'
        ? `${route.bodyKind}${route.body ? ' (zod)' : ''}`
        : (route.bodyKind ?? 'MISSING'),
    problems: route.problems,
  }));
}
