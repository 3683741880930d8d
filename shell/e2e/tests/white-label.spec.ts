import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, newIsolatedPage, signInAsDemo, test } from '../support/fixtures';
import { createOrganization, signInAs } from '../support/organizations';
import { repoRoot } from '../support/paths';
import { startProduct, type ProductInstance } from '../support/product';
import { nl } from '../support/shellText';

/** The second example brand: a fictional Brussels agency, without the AI Pilot. */
const ZAVEL = {
  productName: 'Zavel Immo',
  primary: 'rgb(138, 21, 56)',
  background: 'rgb(251, 248, 243)',
  logo: '/api/branding/assets/zavel-immo-logo.svg',
};

const ORGANIZATION_LOGO =
  'data:image/svg+xml;base64,' +
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32"><rect width="32" height="32" fill="#1e3a8a"/></svg>',
  ).toString('base64');

async function primaryColour(page: Page): Promise<string> {
  return page.evaluate(() => {
    const probe = document.createElement('div');
    probe.style.color = 'var(--color-primary)';
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  });
}

async function expectLogoLoaded(page: Page, src: string): Promise<void> {
  const logo = page.getByRole('banner').getByTestId('brand-logo');
  await expect(logo).toHaveAttribute('src', src);
  await expect
    .poll(() => logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
    .toBe(true);
}

test.describe('white-label: a deployment with its own brand, and an enterprise organization with its own', () => {
  let product: ProductInstance;

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    product = await startProduct({
      dataDir: process.env.E2E_DATA_DIR!,
      env: { BRANDING_CONFIG: resolve(repoRoot, 'infra/branding/zavel-immo/brand.json') },
    });
  });

  test.afterAll(async () => {
    await product?.stop();
  });

  test('the Zavel Immo instance shows its name, colours and logo, and leaves out the area it does not offer', async ({
    browser,
  }, testInfo) => {
    const { context, page } = await newIsolatedPage(browser);

    await page.goto(`${product.baseURL}/login`);
    await expect(page).toHaveTitle(ZAVEL.productName);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe(
      ZAVEL.background,
    );

    await signInAsDemo(page, product.baseURL);
    await page.goto(`${product.baseURL}/dashboard`);
    const header = page.getByRole('banner');
    await expect(header.getByTestId('brand-name')).toHaveText(ZAVEL.productName);
    await expect(page).toHaveTitle(ZAVEL.productName);
    await expectLogoLoaded(page, ZAVEL.logo);
    expect(await primaryColour(page)).toBe(ZAVEL.primary);
    const activeLink = page
      .getByRole('navigation', { name: nl.nav.main })
      .getByRole('link', { name: nl.nav.dashboard });
    await expect(activeLink).toHaveAttribute('aria-current', 'page');
    await expect(activeLink).toHaveCSS('box-shadow', `${ZAVEL.primary} 3px 0px 0px 0px inset`);

    // The help link mails the brand's own support address.
    await header.getByRole('button', { name: nl.header.userMenu }).click();
    await expect(page.getByRole('menuitem', { name: nl.header.help })).toHaveAttribute(
      'href',
      'mailto:hulp@zavel-immo.example',
    );
    await page.keyboard.press('Escape');

    // This brand offers no AI Pilot: not in the navigation, and its path is an unknown path.
    await expect(
      page.getByRole('navigation', { name: nl.nav.main }).getByRole('link', { name: nl.nav.aiAssistant }),
    ).toHaveCount(0);
    await page.goto(`${product.baseURL}/ai-assistant`);
    await expect(page.getByRole('heading', { level: 1, name: nl.notFound.title })).toBeVisible();
    await page.goto(`${product.baseURL}/dashboard`);
    // The properties area is offered: the dashboard's properties total links to it (the property widgets that load
    // later link to it too, as "Alle panden", so the total is named by its test id, not by a name they share).
    await expect(page.getByRole('main').getByTestId('dashboard-total-properties')).toHaveAttribute(
      'href',
      '/properties',
    );
    await expect(page.getByRole('main').getByRole('link', { name: nl.nav.aiAssistant })).toHaveCount(0);
    await page.screenshot({ path: testInfo.outputPath('zavel-immo-dashboard.png'), fullPage: true });
    await context.close();
  });

  test("after sign-in an enterprise organization sees its own branding; other organizations keep the deployment's", async ({
    browser,
  }, testInfo) => {
    const enterprise = createOrganization('enterprise');
    const { context, page } = await newIsolatedPage(browser);
    await signInAs(page, product.baseURL, enterprise);
    const saved = await page.request.put(`${product.baseURL}/api/organization/branding`, {
      headers: { Origin: product.baseURL },
      data: {
        productName: 'Kotbeheer Elsene',
        logoUrl: ORGANIZATION_LOGO,
        colors: { 'color-primary': '#1e3a8a', 'color-primary-hover': '#172554' },
        supportEmail: 'hulp@kotbeheer.example',
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);

    await page.goto(`${product.baseURL}/dashboard`);
    await expect(page.getByRole('banner').getByTestId('brand-name')).toHaveText('Kotbeheer Elsene');
    await expect(page).toHaveTitle('Kotbeheer Elsene');
    await expectLogoLoaded(page, ORGANIZATION_LOGO);
    expect(await primaryColour(page)).toBe('rgb(30, 58, 138)');
    // Colours the organization did not choose stay the deployment's.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor)).toBe(
      ZAVEL.background,
    );
    await page.screenshot({ path: testInfo.outputPath('enterprise-override-dashboard.png'), fullPage: true });

    // Another organization (the demo, on Professional) on the same instance keeps Zavel Immo, and may not brand.
    const { context: otherContext, page: other } = await newIsolatedPage(browser);
    await signInAsDemo(other, product.baseURL);
    await other.goto(`${product.baseURL}/dashboard`);
    await expect(other.getByRole('banner').getByTestId('brand-name')).toHaveText(ZAVEL.productName);
    expect(await primaryColour(other)).toBe(ZAVEL.primary);
    const refused = await other.request.put(`${product.baseURL}/api/organization/branding`, {
      headers: { Origin: product.baseURL },
      data: { productName: 'Niet toegelaten', logoUrl: null, colors: {}, supportEmail: null },
    });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).code).toBe('plan_required');
    await otherContext.close();
    await context.close();
  });
});
