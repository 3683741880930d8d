import { expect, signInAsDemo, test } from '../support/fixtures';
import { expectNoSeriousAxeViolations } from '../support/publicSite';

/** Each remote's first screen, on the demo data (scripts/demo), with a piece of seeded data to find. */
const REMOTE_SCREENS = [
  { path: '/properties', remote: 'properties', seeded: 'Korenlei' },
  { path: '/contacts', remote: 'contacts', seeded: 'Peeters' },
  { path: '/rent-payments', remote: 'finance', seeded: /ontvangen/i },
  { path: '/documents', remote: 'documents', seeded: 'Huurcontract Korenlei 7.pdf' },
  { path: '/ai-assistant', remote: 'ai', seeded: 'Achterstallige huur' },
] as const;

test.describe('the five remotes', () => {
  for (const screen of REMOTE_SCREENS) {
    test(`${screen.remote} shows its first screen with data from the BFF, in Dutch, from its own origin`, async ({
      page,
      productURL,
    }) => {
      await signInAsDemo(page, productURL);
      const remoteRequests: string[] = [];
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.startsWith(`/remotes/${screen.remote}/`)) remoteRequests.push(url.pathname);
      });
      await page.goto(screen.path);
      const area = page.locator(`[data-remote="${screen.remote}"]`);
      await expect(area.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(area.getByText(screen.seeded).first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
      // The manifest and the remote's code, translations included, come from the remote's own path.
      expect(remoteRequests).toContain(`/remotes/${screen.remote}/mf-manifest.json`);
      expect(remoteRequests.filter((path) => path.endsWith('.js')).length).toBeGreaterThan(1);
    });
  }

  test('every first screen passes axe without serious or critical violations, at 1280 and 360 px', async ({
    page,
    productURL,
  }) => {
    test.setTimeout(120_000);
    await signInAsDemo(page, productURL);
    for (const width of [1280, 360]) {
      await page.setViewportSize({ width, height: 800 });
      for (const screen of REMOTE_SCREENS) {
        await page.goto(screen.path);
        await expect(
          page.locator(`[data-remote="${screen.remote}"]`).getByText(screen.seeded).first(),
        ).toBeVisible();
        await expectNoSeriousAxeViolations(page, `${screen.path}@${width}`);
        const overflows = await page.evaluate(
          () => document.documentElement.scrollWidth > window.innerWidth + 1,
        );
        expect(overflows, `${screen.path} scrolls sideways at ${width}px`).toBe(false);
      }
    }
  });
});

test('the shell pages pass axe without serious or critical violations', async ({ page, productURL }) => {
  for (const path of ['/nl', '/en', '/fr', '/login']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSeriousAxeViolations(page, path);
  }
  await signInAsDemo(page, productURL);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoSeriousAxeViolations(page, '/dashboard');
});
