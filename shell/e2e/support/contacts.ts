import type { APIRequestContext } from '@playwright/test';
import { createThroughApi } from './api';
import { test } from './fixtures';

type ContactsViewport = { name: string; width: number; height: number };

/**
 * Defines the tests of `define` once at a desktop and once at a phone width (issue 13: contacts work and are axe
 * clean at 1280 and 360 px), each in its own describe with that viewport.
 */
export function atContactsViewports(define: (viewport: ContactsViewport) => void): void {
  for (const viewport of [
    { name: 'desktop', width: 1280, height: 900 },
    { name: 'mobile', width: 360, height: 780 },
  ]) {
    test.describe(`contacts at ${viewport.width} px`, () => {
      test.describe.configure({ timeout: 150_000 });
      test.use({ viewport: { width: viewport.width, height: viewport.height } });
      define(viewport);
    });
  }
}

/** A tenant made through the API as its signed-in owner (`api`), as the tenant form makes one. */
export function createTenant(
  api: APIRequestContext,
  productURL: string,
  tenant: Record<string, unknown>,
): Promise<{ id: string }> {
  return createThroughApi(api, productURL, '/api/tenants', tenant);
}
