import { expect, signInAsDemo, test } from '../support/fixtures';
import {
  CHROME_COPY,
  PUBLIC_PAGES,
  SITE_COPY,
  SITE_LANGUAGES,
  expectNoSeriousAxeViolations,
  expectNoSidewaysScroll,
  pathOf,
  waitUntilInteractive,
} from '../support/publicSite';

test.describe('public website (SPEC §1, §2)', () => {
  test('every public page renders its content in nl, en and fr', async ({ page }) => {
    test.setTimeout(120_000);
    for (const language of SITE_LANGUAGES) {
      for (const { page: name, heading } of PUBLIC_PAGES) {
        const path = pathOf(language, name);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading(language));
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(
          page.getByRole('contentinfo').getByText(CHROME_COPY[language].footer.systemStatus),
        ).toBeVisible();
      }
    }
  });

  test('the landing page has the SPEC sections and a carousel that pauses on hover', async ({ page }) => {
    const copy = SITE_COPY.nl.landing;
    await page.goto('/nl');
    await expect(page.getByRole('link', { name: copy.ctaSignup }).first()).toHaveAttribute('href', '/signup');
    await expect(page.getByRole('link', { name: copy.ctaFeatures })).toHaveAttribute('href', '/nl/features');
    for (const title of [
      copy.benefitsTitle,
      copy.testimonialsTitle,
      copy.toolsTitle,
      copy.audiencesTitle,
      copy.missionTitle,
      copy.finalTitle,
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    await expect(
      page.getByRole('heading', { level: 3 }).filter({ hasText: copy.tools[0]!.title }),
    ).toBeVisible();
    await expect(page.locator('ol li')).toHaveCount(7);
    await expect(page.getByText(copy.featured.quote, { exact: false })).toBeVisible();

    const carousel = page.locator('[data-moving]');
    const track = carousel.getByRole('list', { name: copy.testimonialsLabel });
    const transform = () => track.evaluate((element) => (element as HTMLElement).style.transform);
    await expect.poll(transform).not.toBe('');
    const first = await transform();
    await expect.poll(transform).not.toBe(first);
    await carousel.hover();
    await expect(carousel).toHaveAttribute('data-moving', 'false');
    await page.waitForTimeout(100); // lets a tick already queued before the pause run out
    const paused = await transform();
    await page.waitForTimeout(300); // the carousel ticks every 20 ms: ~15 ticks would have moved it
    expect(await transform()).toBe(paused);
  });

  test('with reduced motion the carousel does not move', async ({ browser, productURL }) => {
    const context = await browser.newContext({ locale: 'nl-BE', reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(`${productURL}/nl`);
    await expect(page.locator('[data-moving]')).toHaveAttribute('data-moving', 'false');
    await context.close();
  });

  test('the pricing page switches between monthly and yearly prices and lists the plan limits', async ({
    page,
  }) => {
    const copy = SITE_COPY.en.pricing;
    await page.goto('/en/pricing');
    const basic = page.locator('[data-plan="basic"]');
    await expect(basic).toContainText('€25');
    await expect(basic).toContainText('Up to 10 properties and 25 tenants');
    await expect(page.locator('[data-plan="free"]')).toContainText('Up to 3 properties and 10 tenants');
    await expect(page.locator('[data-plan="professional"]')).toContainText('€60');
    await page.getByRole('button', { name: copy.yearly }).click();
    await expect(page.getByRole('button', { name: copy.yearly })).toHaveAttribute('aria-pressed', 'true');
    await expect(basic).toContainText('€19');
    await expect(basic).toContainText('you save 24%');
    await expect(page.locator('[data-plan="enterprise"]')).toContainText(copy.customPrice);
    await page.locator('[data-plan="enterprise"]').getByRole('link', { name: copy.contactSales }).click();
    await expect(page).toHaveURL(/\/en\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SITE_COPY.en.contact.title);
  });

  test('the privacy policy has 14 sections, the consent line and the localized date', async ({ page }) => {
    for (const [language, date] of [
      ['nl', '31 augustus 2025'],
      ['en', '31 August 2025'],
      ['fr', '31 août 2025'],
    ] as const) {
      await page.goto(`/${language}/privacy`);
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(14);
      await expect(page.getByText(SITE_COPY[language].privacy.consent)).toBeVisible();
      await expect(page.getByText(date)).toBeVisible();
    }
  });
});

test.describe('routing rules of SPEC §2 on the public site', () => {
  test('a visitor gets the language prefix; the root becomes /{language}', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/nl$/);
    await page.goto('/pricing');
    await expect(page).toHaveURL(/\/nl\/pricing$/);
    await page.goto('/helpcentrum');
    await expect(page).toHaveURL(/\/nl\/helpcentrum$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SITE_COPY.nl.faq.title);
  });

  test('a signed-out visitor on /dashboard goes to /login, and /aanmelden to /signup', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/aanmelden');
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('a signed-in user never gets a prefix: / and /fr go to the dashboard, /nl/pricing becomes /pricing, /login goes to the dashboard', async ({
    page,
    productURL,
  }) => {
    await signInAsDemo(page, productURL);
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/fr');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/nl/pricing');
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      page.getByRole('banner').getByRole('link', { name: CHROME_COPY.nl.header.toDashboard }),
    ).toBeVisible();
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('switching language keeps the page and is remembered', async ({ page }) => {
    await page.goto('/nl/pricing');
    await page.getByRole('link', { name: /^fr –/ }).click();
    await expect(page).toHaveURL(/\/fr\/pricing$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SITE_COPY.fr.pricing.title);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.goto('/');
    await expect(page).toHaveURL(/\/fr$/);
  });

  test('navigation scrolls to the top and crosses into the app and back', async ({ page }) => {
    await page.goto('/nl');
    await waitUntilInteractive(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('contentinfo').getByRole('link', { name: CHROME_COPY.nl.footer.pricing }).click();
    await expect(page).toHaveURL(/\/nl\/pricing$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.getByRole('banner').getByRole('link', { name: CHROME_COPY.nl.header.login }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel(/wachtwoord/i)).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SITE_COPY.nl.pricing.title);
  });

  test('on a small screen the header menu opens and leads to the pages', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/en');
    await waitUntilInteractive(page);
    const menuButton = page.getByRole('button', { name: CHROME_COPY.en.header.openMenu });
    await expect(
      page.getByRole('banner').getByRole('link', { name: CHROME_COPY.en.header.features }),
    ).toBeHidden();
    await menuButton.click();
    await page.getByRole('banner').getByRole('link', { name: CHROME_COPY.en.header.features }).click();
    await expect(page).toHaveURL(/\/en\/features$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SITE_COPY.en.features.title);
  });
});

test.describe('contact form', () => {
  test('checks the fields in the browser, then stores the message and mails it to support', async ({
    page,
    request,
    productURL,
  }) => {
    const copy = SITE_COPY.nl.contact;
    await page.goto('/nl/contact');
    await expect(
      page.getByRole('main').getByRole('link', { name: copy.helpLink, exact: true }),
    ).toHaveAttribute('href', '/nl/helpcentrum');

    await page.getByRole('button', { name: copy.submit }).click();
    await expect(page.getByText(copy.errors.required).first()).toBeVisible();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: copy.incomplete })).toBeVisible();

    const subject = `Vraag over indexatie ${Date.now()}`;
    await page.getByLabel(copy.fields.name).fill('Els Janssens');
    await page.getByLabel(copy.fields.email).fill('els.janssens@example.be');
    await page.getByLabel(copy.fields.inquiryType).selectOption('billing');
    await page.getByLabel(copy.fields.subject).fill(subject);
    await page
      .getByLabel(copy.fields.message)
      .fill('Kan ik de indexatie ook voor een handelshuur berekenen?');
    await page.getByRole('button', { name: copy.submit }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: copy.sent })).toBeVisible();
    await expect(page.getByLabel(copy.fields.subject)).toHaveValue('');

    await expect
      .poll(async () => {
        const response = await request.get(`${productURL}/api/dev/outbox`);
        const { items } = (await response.json()) as {
          items: { to: string; subject: string; text: string }[];
        };
        const mail = items.find((item) => item.subject.includes(subject));
        return mail ? { to: mail.to, mentionsSender: mail.text.includes('els.janssens@example.be') } : null;
      })
      .toEqual({ to: 'support@immodesk.be', mentionsSender: true });
  });
});

test.describe('accessibility and layout of the public pages', () => {
  test('no serious or critical axe violations and no sideways scroll at 360, 768 and 1280 px', async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    for (const width of [360, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const { page: name, heading } of PUBLIC_PAGES.filter((entry) => entry.page !== 'helpcentrum')) {
        const path = pathOf('nl', name);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading('nl'));
        await expectNoSeriousAxeViolations(page, `${path}@${width}`);
        await expectNoSidewaysScroll(page, `${path}@${width}`);
        await page.screenshot({
          path: testInfo.outputPath(`public${name ? `-${name}` : ''}-${width}.png`),
          fullPage: true,
        });
      }
    }
  });
});
