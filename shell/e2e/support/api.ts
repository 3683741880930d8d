import { expect, request, type APIRequestContext } from '@playwright/test';
import { clientAddressOf } from './fixtures';
import type { TestOwner } from './organizations';

type RequestOptions = NonNullable<Parameters<APIRequestContext['post']>[1]>;
type Body = Pick<RequestOptions, 'data' | 'multipart'>;

/**
 * Seeds through the product's API as its pages call it (same-origin header) and expects `status`; returns the
 * answer's JSON, or null for an empty one. What a spec only reads is made this way instead of through its screens.
 */
export async function callApi<T = Record<string, unknown>>(
  api: APIRequestContext,
  productURL: string,
  method: 'post' | 'put' | 'patch',
  path: string,
  body: Body,
  status = 200,
): Promise<T> {
  const response = await api[method](`${productURL}${path}`, { ...body, headers: { Origin: productURL } });
  expect(response.status(), `${method.toUpperCase()} ${path}: ${await response.text()}`).toBe(status);
  return (response.status() === 204 ? null : await response.json()) as T;
}

/** POSTs `data` to a collection of the API and returns what it created (201). */
export function createThroughApi<T = { id: string }>(
  api: APIRequestContext,
  productURL: string,
  path: string,
  data: unknown,
): Promise<T> {
  return callApi<T>(api, productURL, 'post', path, { data }, 201);
}

/**
 * An API client of its own signed in as `owner` (its own visitor for the per-address limits, as in fixtures.ts), for a
 * beforeAll that seeds what the tests then read. Dispose of it at the end.
 */
export async function apiSignedInAs(productURL: string, owner: TestOwner): Promise<APIRequestContext> {
  const api = await request.newContext({
    extraHTTPHeaders: { 'X-Forwarded-For': clientAddressOf(owner.email) },
  });
  await callApi(api, productURL, 'post', '/api/auth/login', { data: owner });
  return api;
}
