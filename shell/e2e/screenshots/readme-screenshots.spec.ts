import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, signInAsDemo, test } from '../support/fixtures';
import { repoRoot } from '../support/paths';
import { signUpAndSignIn } from '../support/signUpAndSignIn';

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 360, height: 780 },
] as const;

const shotPath = (name: string) => resolve(repoRoot, 'docs/screenshots', `${name}.png`);

/** Waits until the page shows its content: no spinner, fonts ready, images decoded. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(async () => {
    await document.fonts.ready;
    // A lazy image below the fold never loads, and its decode() never settles: only the visible ones count.
    const visible = [...document.images].filter(
      (image) => image.getBoundingClientRect().top < window.innerHeight,
    );
    await Promise.all(visible.map((image) => image.decode().catch(() => undefined)));
  });
}

for (const { name, width, height } of WIDTHS) {
  test.describe(`README screenshots at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('pricing page', async ({ page }) => {
      await page.goto('/nl/pricing');
      await settle(page);
      await page.screenshot({ path: shotPath(`pricing-${name}`), fullPage: width >= 744 });
    });

    test('dashboard of a new landlord', async ({ page, productURL }) => {
      await signUpAndSignIn(page, productURL, `shots-${name}`);
      await page.goto('/dashboard');
      await settle(page);
      await page.screenshot({ path: shotPath(`dashboard-new-${name}`) });
    });

    test('dashboard and property grid of the demo account', async ({ page, productURL }) => {
      await signInAsDemo(page, productURL);
      await page.goto('/dashboard');
      await settle(page);
      await page.screenshot({ path: shotPath(`dashboard-demo-${name}`) });
      await page.goto('/properties');
      await settle(page);
      await page.screenshot({ path: shotPath(`properties-grid-${name}`) });
    });
  });
}
