import type { Locator, Page } from '@playwright/test';
import { expect, signInAsDemo, test } from '../support/fixtures';
import { SHELL_TEXT, type ShellLanguage } from '../support/shellText';
import { signUpAndSignIn } from '../support/signUpAndSignIn';

// Issue 12 acceptance: every sidebar, bottom-bar, More-menu, settings and avatar-menu entry leads to a page that
// works. The entries are read from the rendered menus, so an entry added later is walked without touching this file.

/** Words that promise a feature instead of offering it, in the three languages. */
const COMING_PHRASES = [
  /binnenkort/i,
  /komt later/i,
  /komen later/i,
  /in aanbouw/i,
  /zal kunnen/i,
  /zul je kunnen/i,
  /\bstraks\b/i,
  /coming soon/i,
  /coming later/i,
  /will be able/i,
  /under construction/i,
  /bientôt/i,
  /à venir/i,
  /prochainement/i,
  /pourrez/i,
  /en construction/i,
];

type Entry = { menu: string; name: string; href: string };

async function entriesOf(menu: string, links: Locator): Promise<Entry[]> {
  await expect(links.first()).toBeVisible();
  const found = await links.evaluateAll((elements) =>
    elements.map((element) => ({
      name: element.textContent?.trim() ?? '',
      href: element.getAttribute('href') ?? '',
    })),
  );
  return found.map((entry) => ({ menu, ...entry }));
}

/** Every entry of the signed-in navigation, as rendered at 1280 px (sidebar, avatar menu, settings) and 360 px (bottom bar, More). */
async function collectEntries(page: Page, language: ShellLanguage): Promise<Entry[]> {
  const text = SHELL_TEXT[language];
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/dashboard');
  const entries = await entriesOf(
    'sidebar',
    page.getByRole('navigation', { name: text.nav.main }).getByRole('link'),
  );
  await page.getByRole('button', { name: text.header.userMenu }).click();
  entries.push(...(await entriesOf('avatar menu', page.getByRole('menu').getByRole('menuitem'))));
  await page.goto('/settings');
  entries.push(
    ...(await entriesOf(
      'settings',
      page.getByRole('navigation', { name: text.settings.navLabel }).getByRole('link'),
    )),
  );

  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/dashboard');
  const bottomBar = page.getByRole('navigation', { name: text.nav.mobile });
  entries.push(...(await entriesOf('bottom bar', bottomBar.getByRole('link'))));
  await bottomBar.getByRole('link', { name: text.nav.more }).click();
  await expect(page.getByRole('heading', { level: 1, name: text.more.title })).toBeVisible();
  entries.push(...(await entriesOf('More menu', page.getByRole('main').getByRole('link'))));
  return entries;
}

async function expectPageThatWorks(page: Page, entry: Entry, language: ShellLanguage): Promise<void> {
  const text = SHELL_TEXT[language];
  const label = `${entry.menu} → ${entry.name} (${entry.href}, ${language})`;
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 }).first(), label).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Lists announce their loading with a label ending in an ellipsis; the text is judged once they are done.
  await expect(main.getByRole('status').filter({ hasText: /…$/ }), label).toHaveCount(0);
  expect([text.notFound.title, text.notFound.remoteTitle], `${label} is a not-found page`).not.toContain(
    await main.getByRole('heading', { level: 1 }).first().innerText(),
  );
  await expect(page.locator('[data-testid^="remote-fallback-"]'), label).toHaveCount(0);
  const pageText = await page.locator('body').innerText();
  expect(
    COMING_PHRASES.filter((phrase) => phrase.test(pageText)).map(String),
    `${label} promises what the product does not do`,
  ).toEqual([]);
}

/** Opens every collected entry; a mail link must name an address, and logging out is checked last. */
async function walkEntries(page: Page, language: ShellLanguage): Promise<void> {
  const entries = await collectEntries(page, language);
  const seen = new Set<string>();
  let logout: Entry | undefined;
  for (const entry of entries) {
    if (seen.has(entry.href)) continue;
    seen.add(entry.href);
    if (entry.href.startsWith('mailto:')) {
      expect(entry.href, `${entry.menu} → ${entry.name}`).toMatch(/^mailto:[^@\s]+@[^@\s]+\.[a-z]+/);
      continue;
    }
    if (entry.href === '/api/logout') {
      logout = entry;
      continue;
    }
    await page.setViewportSize({
      width: entry.menu === 'More menu' || entry.menu === 'bottom bar' ? 360 : 1280,
      height: 800,
    });
    await page.goto(entry.href);
    await expectPageThatWorks(page, entry, language);
  }
  expect(logout, 'an entry logs out').toBeDefined();
  await page.goto(logout?.href ?? '/api/logout');
  await expect(page).toHaveURL(new RegExp(`/${language}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
}

test.describe('nothing in the signed-in navigation leads nowhere', () => {
  test('the demo landlord, in Dutch: every entry opens a page that works and promises nothing', async ({
    page,
    productURL,
  }) => {
    test.setTimeout(180_000);
    await signInAsDemo(page, productURL);
    await walkEntries(page, 'nl');
  });

  for (const language of ['fr', 'en'] as const) {
    test(`a new landlord, in ${language}: every entry, empty states included, opens a page that works and promises nothing`, async ({
      page,
      productURL,
    }) => {
      test.setTimeout(180_000);
      await signUpAndSignIn(page, productURL, `walk-${language}`, language);
      await walkEntries(page, language);
    });
  }
});
