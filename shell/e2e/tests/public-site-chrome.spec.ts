import { expect, test } from '../support/fixtures';
import { SITE_COPY, expectNoSidewaysScroll, waitUntilInteractive } from '../support/publicSite';

test.describe('footer year', () => {
  test('the footer names the current year', async ({ page }) => {
    await page.goto('/nl/contact');
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} `);
  });

  test('a prerendered landing page shows the visitor’s year, not the year it was built in', async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date('2031-06-15T10:00:00+02:00'));
    await page.goto('/fr');
    await waitUntilInteractive(page);
    await expect(page.getByRole('contentinfo')).toContainText('© 2031 ');
  });
});

test.describe('landing page visuals', () => {
  for (const width of [1280, 360]) {
    test(`at ${width} px the hero shows the product preview and every tool card has an icon`, async ({
      page,
    }) => {
      const copy = SITE_COPY.nl.landing;
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/nl');
      const preview = page.getByRole('img', { name: copy.preview.label });
      await expect(preview).toBeVisible();
      const [title, picture] = await Promise.all([
        page.getByRole('heading', { level: 1 }).boundingBox(),
        preview.boundingBox(),
      ]);
      if (!title || !picture) throw new Error('the hero is not laid out');
      // Beside the title on a wide screen, below the text on a phone, and never wider than the screen.
      if (width === 1280) expect(picture.x).toBeGreaterThan(title.x + title.width);
      else expect(picture.y).toBeGreaterThan(title.y + title.height);
      expect(picture.x + picture.width).toBeLessThanOrEqual(width);
      await expectNoSidewaysScroll(page, `/nl@${width}`);

      const tools = page.getByRole('region', { name: copy.toolsTitle }).getByRole('listitem');
      await expect(tools).toHaveCount(copy.tools.length);
      for (const tool of await tools.all())
        await expect(tool.locator('svg[aria-hidden="true"]')).toHaveCount(1);
    });
  }
});

test.describe('contact form outcome', () => {
  test('a failed submit after a successful one shows only the failure, and a success after a failure only the success', async ({
    page,
  }) => {
    const copy = SITE_COPY.nl.contact;
    const toasts = page.locator('[data-sonner-toast]');
    const send = async (subject: string) => {
      await page.getByLabel(copy.fields.name).fill('Jonas Peeters');
      await page.getByLabel(copy.fields.email).fill(`jonas.peeters.${Date.now()}@example.be`);
      await page.getByLabel(copy.fields.subject).fill(subject);
      await page.getByLabel(copy.fields.message).fill('Kan ik mijn huurders ook in het Frans beheren?');
      await page.getByRole('button', { name: copy.submit }).click();
    };

    await page.goto('/nl/contact');
    await send('Vraag over talen');
    await expect(toasts.filter({ hasText: copy.sent })).toBeVisible();

    const serverMessage = 'De dienst is tijdelijk niet beschikbaar.';
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'unavailable', message: serverMessage }),
      }),
    );
    await send('Tweede vraag over talen');
    await expect(toasts.filter({ hasText: copy.sendFailed })).toBeVisible();
    // Read at once, while the earlier success would still be on screen if messages stacked.
    expect(await toasts.allInnerTexts()).toEqual([expect.stringContaining(serverMessage)]);
    expect((await toasts.allInnerTexts()).join(' ')).not.toContain(copy.sent);

    await page.unroute('**/api/contact');
    await page.getByRole('button', { name: copy.submit }).click();
    await expect(toasts.filter({ hasText: copy.sent })).toBeVisible();
    const texts = await toasts.allInnerTexts();
    expect(texts).toEqual([expect.stringContaining(copy.sent)]);
    expect(texts[0]).not.toContain(serverMessage);
  });
});
