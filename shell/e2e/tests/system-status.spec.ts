import { mkdtempSync } from 'node:fs';
import { createServer, connect, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mysql from 'mysql2/promise';
import { expect, newIsolatedPage, signInAsDemo, test } from '../support/fixtures';
import { freePort, startProduct, type ProductInstance } from '../support/product';
import { CHROME_COPY, waitUntilInteractive } from '../support/publicSite';

const copy = CHROME_COPY.nl;
const SERVICES = ['auth', 'database', 'storage', 'email'] as const;

test.describe('system status (SPEC §2, §4)', () => {
  test('the footer dot opens the status dialog with the four services online', async ({ page }) => {
    await page.goto('/nl');
    await waitUntilInteractive(page);
    const dot = page.getByRole('button', { name: new RegExp(copy.footer.systemStatus) });
    await expect(dot).toHaveAttribute('data-health', 'healthy');
    await dot.click();
    const dialog = page.getByRole('dialog', {
      name: copy.status.title.replace('{{productName}}', 'Immodesk'),
    });
    await expect(dialog).toBeVisible();
    for (const service of SERVICES) {
      const row = dialog.locator(`[data-service="${service}"]`);
      await expect(row).toContainText(copy.status.service[service]);
      await expect(row.locator('[data-status]')).toHaveAttribute('data-status', 'online');
      await expect(row).toContainText(/\d+ ms/);
    }
    await expect(dialog.getByText(copy.status.overall)).toBeVisible();
    await dialog.getByRole('button', { name: copy.status.refresh }).click();
    await expect(dialog.locator('[data-service="database"] [data-status]')).toHaveAttribute(
      'data-status',
      'online',
    );
    await dialog.getByRole('button', { name: copy.status.close }).click();
    await expect(dialog).toBeHidden();
  });

  test('the signed-in app shows the same footer with the signed-in product links', async ({
    page,
    productURL,
  }) => {
    await signInAsDemo(page, productURL);
    await page.goto('/dashboard');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: copy.footer.tenants })).toHaveAttribute('href', '/tenants');
    await expect(footer.getByRole('link', { name: copy.footer.helpCentre })).toHaveAttribute('href', '/faq');
    await expect(footer.getByRole('button', { name: new RegExp(copy.footer.systemStatus) })).toHaveAttribute(
      'data-health',
      'healthy',
    );
  });
});

/**
 * A product on MariaDB reached through a TCP relay that this test owns: closing the relay makes the database
 * unreachable for the running product, exactly as a network failure or a stopped database server would.
 */
test.describe('with the database unreachable', () => {
  let product: ProductInstance;
  let relay: Server;
  const sockets = new Set<Socket>();
  const schema = `${process.env.E2E_MYSQL_SCHEMA ?? new URL(process.env.DATABASE_URL ?? 'mysql://x/immodesk_e2e').pathname.slice(1)}_status`;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    const admin = await mysql.createConnection({ host: '127.0.0.1', port: 3306, user: 'root' });
    await admin.query(`DROP DATABASE IF EXISTS \`${schema}\``);
    await admin.query(`CREATE DATABASE \`${schema}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await admin.end();

    const relayPort = await freePort();
    relay = createServer((client) => {
      const upstream = connect(3306, '127.0.0.1');
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    }).listen(relayPort, '127.0.0.1');
    product = await startProduct({
      dataDir: mkdtempSync(join(tmpdir(), 'immodesk-status-')),
      env: { DATABASE_URL: `mysql://root@127.0.0.1:${relayPort}/${schema}` },
    });
  });

  test.afterAll(async () => {
    await product?.stop();
    relay?.close();
    for (const socket of sockets) socket.destroy();
    const admin = await mysql.createConnection({ host: '127.0.0.1', port: 3306, user: 'root' });
    await admin.query(`DROP DATABASE IF EXISTS \`${schema}\``);
    await admin.end();
  });

  test('the dialog shows the database offline and the footer dot turns red', async ({ browser }) => {
    const { context, page } = await newIsolatedPage(browser);
    await page.goto(`${product.baseURL}/nl`);
    await waitUntilInteractive(page);

    // The database goes away while the product keeps running.
    relay.close();
    for (const socket of sockets) socket.destroy();

    const dot = page.getByRole('button', { name: new RegExp(copy.footer.systemStatus) });
    await dot.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('[data-service="database"] [data-status]')).toHaveAttribute(
      'data-status',
      'offline',
    );
    await expect(dialog.locator('[data-service="database"]')).toContainText(copy.status.badge.offline);
    await expect(dialog.locator('[data-service="storage"] [data-status]')).toHaveAttribute(
      'data-status',
      'online',
    );
    await expect(dialog.locator('[data-service="email"] [data-status]')).toHaveAttribute(
      'data-status',
      'online',
    );
    await dialog.getByRole('button', { name: copy.status.close }).click();
    await expect(dot).toHaveAttribute('data-health', 'error');
    await context.close();
  });
});
