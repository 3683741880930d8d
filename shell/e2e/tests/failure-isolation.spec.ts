import { createServer, type Server } from 'node:http';
import { expect, newIsolatedPage, signInAsDemo, test } from '../support/fixtures';
import { freePort, type ProductInstance } from '../support/product';
import { readDefaultRegistry, startProductWithRegistry, withRemote } from '../support/remoteRegistry';

test.describe('a remote that cannot load leaves the rest of the product usable', () => {
  let product: ProductInstance;
  let hangingServer: Server;

  test.beforeAll(async () => {
    const deadPort = await freePort(); // nothing listens there
    const hangingPort = await freePort();
    hangingServer = createServer(() => {
      // never answers: a remote that is slow beyond the load timeout
    }).listen(hangingPort, '127.0.0.1');
    const registry = withRemote(readDefaultRegistry(), 'properties', {
      entry: `http://127.0.0.1:${deadPort}/mf-manifest.json`,
    });
    ({ product } = await startProductWithRegistry(
      withRemote(registry, 'documents', { entry: `http://127.0.0.1:${hangingPort}/mf-manifest.json` }),
    ));
  });

  test.afterAll(async () => {
    await product?.stop();
    hangingServer?.closeAllConnections();
    hangingServer?.close();
  });

  test('a dead remote shows its fallback with a retry button while header, sidebar and other remotes work', async ({
    browser,
  }) => {
    const { context, page } = await newIsolatedPage(browser);
    await signInAsDemo(page, product.baseURL);

    await page.goto(`${product.baseURL}/properties`);
    const fallback = page.getByTestId('remote-fallback-properties');
    await expect(fallback).toBeVisible();
    await expect(fallback).toHaveAttribute('role', 'alert');
    await expect(fallback.getByRole('button')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();

    // Retrying a dead remote fails again, still in its own area.
    await fallback.getByRole('button').click();
    await expect(page.getByTestId('remote-fallback-properties')).toBeVisible();

    // The sidebar still navigates, and another remote mounts normally.
    await page
      .getByRole('navigation')
      .getByRole('link', { name: /contacten/i })
      .first()
      .click();
    await expect(page).toHaveURL(/\/contacts$/);
    await expect(page.locator('[data-remote="contacts"]')).toBeVisible();
    await expect(page.getByTestId('remote-fallback-contacts')).toHaveCount(0);
    await context.close();
  });

  test('a remote slower than the load timeout shows its fallback', async ({ browser }) => {
    const { context, page } = await newIsolatedPage(browser);
    await context.addInitScript(() => {
      (window as unknown as { __IMMODESK_REMOTE_TIMEOUT_MS__: number }).__IMMODESK_REMOTE_TIMEOUT_MS__ =
        2_000;
    });
    await signInAsDemo(page, product.baseURL);
    await page.goto(`${product.baseURL}/documents`);
    await expect(page.getByTestId('remote-fallback-documents')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await context.close();
  });
});
