import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { repoRoot } from '../support/paths';
import { SITE_COPY, expectNoSeriousAxeViolations, expectNoSidewaysScroll } from '../support/publicSite';
import { SHELL_TEXT, fieldLabel, type ShellLanguage } from '../support/shellText';

// Issue 12 acceptance: sign-up shows the consent line and the terms and privacy links, a wrong password is
// answered at the form without hiding the sign-up link, and the header is one row on a phone; 360 and 1280 px.

const LANGUAGES: ShellLanguage[] = ['nl', 'fr', 'en'];
const WIDTHS = [360, 1280] as const;

/** The BFF's own messages, as the login form shows them. */
const serverText = (language: ShellLanguage) =>
  (
    JSON.parse(readFileSync(resolve(repoRoot, `bff/src/locales/${language}.json`), 'utf8')) as {
      errors: { invalidCredentials: string };
    }
  ).errors;

async function expectOneRowHeader(page: Page, label: string): Promise<void> {
  const header = page.getByRole('banner');
  const brand = header.getByRole('link').first();
  const languages = header.getByRole('navigation');
  await expect(brand).toBeVisible();
  await expect(languages).toBeVisible();
  const [brandBox, languagesBox, headerBox] = await Promise.all([
    brand.boundingBox(),
    languages.boundingBox(),
    header.boundingBox(),
  ]);
  if (!brandBox || !languagesBox || !headerBox) throw new Error(`${label}: the header is not laid out`);
  // One row: the language switcher sits beside the brand, not under it, and the header is no taller than one of them.
  expect(languagesBox.y, `${label}: language switcher under the brand`).toBeLessThan(
    brandBox.y + brandBox.height,
  );
  expect(languagesBox.x, `${label}: language switcher left of the brand`).toBeGreaterThan(
    brandBox.x + brandBox.width,
  );
  expect(headerBox.height, `${label}: header taller than one row`).toBeLessThan(
    Math.max(brandBox.height, languagesBox.height) * 2,
  );
}

for (const language of LANGUAGES) {
  test.describe(`auth pages in ${language}`, () => {
    test.use({ locale: `${language}-BE` });
    const text = SHELL_TEXT[language];

    test('sign-up shows the consent line with the terms and privacy links in the language, axe clean, at 360 and 1280 px', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      for (const width of WIDTHS) {
        const label = `/signup ${language}@${width}`;
        await page.setViewportSize({ width, height: 800 });
        await page.goto('/signup');
        await expect(page.getByRole('heading', { level: 1, name: text.signup.title })).toBeVisible();
        const consent = page.getByTestId('signup-consent');
        await expect(consent).toBeVisible();
        await expect(consent).toContainText('18');
        const terms = consent.getByRole('link', { name: SITE_COPY[language].terms.title, exact: false });
        const privacy = consent.getByRole('link', { name: SITE_COPY[language].privacy.title, exact: false });
        await expect(terms).toHaveAttribute('href', `/${language}/terms`);
        await expect(privacy).toHaveAttribute('href', `/${language}/privacy`);
        await expect(terms).toHaveAttribute('target', '_blank');
        await expectOneRowHeader(page, label);
        await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
        await expectNoSidewaysScroll(page, label);
        await expectNoSeriousAxeViolations(page, label);
      }
      // The terms open in a new tab, so the half-filled form stays.
      await page.getByLabel(fieldLabel(text.signup.firstName)).fill('Eva');
      const [terms] = await Promise.all([
        page.waitForEvent('popup'),
        page
          .getByTestId('signup-consent')
          .getByRole('link', { name: SITE_COPY[language].terms.title, exact: false })
          .click(),
      ]);
      await expect(terms.getByRole('heading', { level: 1 })).toHaveText(SITE_COPY[language].terms.title);
      await expect(page.getByLabel(fieldLabel(text.signup.firstName))).toHaveValue('Eva');
    });

    test('a wrong password is answered in the form, axe clean, and the sign-up link stays usable, at 360 and 1280 px', async ({
      page,
    }) => {
      test.setTimeout(90_000);
      for (const width of WIDTHS) {
        const label = `/login ${language}@${width}`;
        await page.setViewportSize({ width, height: 800 });
        await page.goto('/login');
        await expectOneRowHeader(page, label);
        // A new address each time: failures are counted per address, and no real account gets locked.
        await page
          .getByLabel(fieldLabel(text.login.email))
          .fill(`wrong-${language}-${width}-${Date.now()}@example.test`);
        await page.getByLabel(fieldLabel(text.login.password)).fill('Niet-Het-Juiste-1');
        await page.getByRole('button', { name: text.login.submit, exact: true }).click();

        const alert = page.getByRole('alert');
        await expect(alert).toHaveText(serverText(language).invalidCredentials);
        const alertId = await alert.getAttribute('id');
        for (const field of [text.login.email, text.login.password]) {
          await expect(page.getByLabel(fieldLabel(field))).toHaveAttribute(
            'aria-describedby',
            new RegExp(`(^| )${alertId}( |$)`),
          );
          await expect(page.getByLabel(fieldLabel(field))).toHaveAttribute('aria-invalid', 'true');
        }
        await expectNoSidewaysScroll(page, label);
        await expectNoSeriousAxeViolations(page, label);

        const signupLink = page
          .getByRole('main')
          .getByRole('link', { name: text.login.toSignup, exact: true });
        await expect(signupLink).toBeVisible();
        // Playwright clicks only what is not covered by something else, such as a toast.
        await signupLink.click();
        await expect(page).toHaveURL(/\/signup$/);
      }
    });
  });
}
