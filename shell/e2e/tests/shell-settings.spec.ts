import { expect, signInAsDemo, test } from '../support/fixtures';
import { expectNoSeriousAxeViolations } from '../support/publicSite';
import { nl } from '../support/shellText';

const SETTINGS_SECTIONS = Object.keys(nl.settings.sections) as (keyof typeof nl.settings.sections)[];

test('every settings section opens by hash and passes axe', async ({ page, productURL }) => {
  test.setTimeout(120_000);
  await signInAsDemo(page, productURL);
  for (const section of SETTINGS_SECTIONS) {
    await page.goto(`/settings#${section}`);
    const nav = page.getByRole('navigation', { name: nl.settings.navLabel });
    await expect(nav.getByRole('link', { name: nl.settings.sections[section], exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      page.getByRole('heading', { level: 2, name: nl.settings.sections[section], exact: true }),
    ).toBeVisible();
    await expectNoSeriousAxeViolations(page, `/settings#${section}`);
  }
  // Moving between sections is a hash change on the same page.
  await page.goto('/settings#profile');
  await page
    .getByRole('navigation', { name: nl.settings.navLabel })
    .getByRole('link', { name: nl.settings.sections.account })
    .click();
  await expect(page).toHaveURL(/\/settings#account$/);
});
