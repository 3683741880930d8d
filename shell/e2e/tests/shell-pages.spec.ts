import { expect, signInAsDemo, test } from '../support/fixtures';
import { expectAccessible } from '../support/publicSite';
import { nl } from '../support/shellText';

const WIDTHS = [360, 768, 1280] as const;

/** Each signed-in shell page and what shows it is ready. */
const SHELL_PAGES = [
  { path: '/dashboard', heading: /Demo$/ },
  { path: '/more', heading: nl.more.title },
  { path: '/settings#profile', heading: nl.settings.title },
  { path: '/tasks', heading: nl.nav.tasks },
  { path: '/bestaat-niet', heading: nl.notFound.title },
] as const;

// One test per width, run side by side: each signs in as the demo owner and only reads.
test.describe('every signed-in shell page', () => {
  test.describe.configure({ mode: 'parallel' });
  test.beforeEach(async ({ page, productURL }) => {
    await signInAsDemo(page, productURL);
  });

  for (const width of WIDTHS) {
    test(`passes axe and fits ${width} px without sideways scrolling`, async ({ page }, testInfo) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 800 });
      for (const shellPage of SHELL_PAGES) {
        await page.goto(shellPage.path);
        await expect(page.getByRole('heading', { level: 1, name: shellPage.heading })).toBeVisible();
        const label = `${shellPage.path}@${width}`;
        await expectAccessible(page, label);
        await page.screenshot({
          path: testInfo.outputPath(
            `${shellPage.path.replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '')}-${width}.png`,
          ),
          fullPage: true,
        });
      }
    });
  }
});
