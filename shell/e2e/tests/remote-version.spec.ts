import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, newIsolatedPage, signInAsDemo, test } from '../support/fixtures';
import { repoRoot } from '../support/paths';
import { freePort, type ProductInstance } from '../support/product';
import {
  readDefaultRegistry,
  startProductWithRegistry,
  withRemote,
  writeRegistry,
} from '../support/remoteRegistry';
import { serveFolder } from '../support/staticServer';

test.describe('a new remote build goes live through configuration alone', () => {
  const NEW_VERSION = '0.2.0-e2e';
  let product: ProductInstance;
  let cdn: Server;
  let registryFile: string;
  let cdnPort: number;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    // A second build of one remote, with another version, into its own folder — the shell is not rebuilt.
    const outputDir = mkdtempSync(join(tmpdir(), 'immodesk-contacts-'));
    const build = spawnSync('npm', ['run', 'build', '-w', 'mf-contacts'], {
      cwd: repoRoot,
      env: { ...process.env, REMOTE_VERSION: NEW_VERSION, MF_OUTPUT_DIR: outputDir },
      encoding: 'utf8',
    });
    expect(build.status, build.stdout + build.stderr).toBe(0);
    cdnPort = await freePort();
    cdn = await serveFolder(outputDir, cdnPort);

    ({ product, registryFile } = await startProductWithRegistry(readDefaultRegistry()));
  });

  test.afterAll(async () => {
    await product?.stop();
    cdn?.close();
  });

  test('the running shell picks up the changed remote after a config change and a reload', async ({
    browser,
  }) => {
    const { context, page } = await newIsolatedPage(browser);
    await signInAsDemo(page, product.baseURL);

    await page.goto(`${product.baseURL}/contacts`);
    const remoteRoot = page.locator('[data-remote="contacts"]');
    await expect(remoteRoot).toBeVisible();
    const versionBefore = await remoteRoot.getAttribute('data-remote-version');
    expect(versionBefore).not.toBe(NEW_VERSION);
    // The version is for support (the attribute), never a line the landlord reads.
    await expect(remoteRoot.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(remoteRoot).not.toContainText(versionBefore ?? '');

    writeRegistry(
      registryFile,
      withRemote(readDefaultRegistry(), 'contacts', {
        entry: `http://127.0.0.1:${cdnPort}/mf-manifest.json`,
        version: NEW_VERSION,
      }),
    );
    await page.reload();
    await expect(page.locator('[data-remote="contacts"]')).toHaveAttribute(
      'data-remote-version',
      NEW_VERSION,
    );
    // The new build is a working remote: it still lists the tenants.
    await expect(page.locator('[data-remote="contacts"]').getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('[data-remote="contacts"]')).not.toContainText(NEW_VERSION);
    await context.close();
  });
});
