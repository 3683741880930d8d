import { expect, signInAsDemo, test } from '../support/fixtures';
import { expectNoSeriousAxeViolations } from '../support/publicSite';
import { createOrganization, signInAs } from '../support/organizations';
import { nl } from '../support/shellText';

test.describe('signed-in shell layout', () => {
  test.beforeEach(async ({ page, productURL }) => {
    await signInAsDemo(page, productURL);
  });

  test('the sidebar lists the SPEC areas and works by keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/dashboard');
    const sidebar = page.getByRole('navigation', { name: nl.nav.main });
    await expect(sidebar.getByRole('link')).toHaveText([
      nl.nav.aiAssistant,
      nl.nav.dashboard,
      nl.nav.properties,
      nl.nav.contacts,
      nl.nav.payments,
      nl.nav.tasks,
      nl.nav.documents,
      nl.nav.statistics,
      nl.nav.communications,
      nl.nav.settings,
    ]);
    await expect(sidebar.getByRole('link', { name: nl.nav.dashboard })).toHaveAttribute(
      'aria-current',
      'page',
    );

    // The skip link comes first, then the brand, the avatar menu, and the sidebar in its order.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: nl.app.skipToContent })).toBeFocused();
    const documentsLink = sidebar.getByRole('link', { name: nl.nav.documents });
    for (
      let presses = 0;
      presses < 15 && !(await documentsLink.evaluate((link) => link === document.activeElement));
      presses += 1
    ) {
      await page.keyboard.press('Tab');
    }
    await expect(documentsLink).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/documents$/);
    await expect(documentsLink).toHaveAttribute('aria-current', 'page');
  });

  test('the avatar menu opens by keyboard with plan badge and usage, moves with arrows and closes with Escape', async ({
    page,
    productURL,
  }) => {
    const limits = (await (await page.request.get(`${productURL}/api/user/plan-limits`)).json()) as {
      activeProperties: number;
      maxProperties: number;
    };
    await page.goto('/dashboard');
    const trigger = page.getByRole('button', { name: nl.header.userMenu });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const items = menu.getByRole('menuitem');
    // The upgrade link first (the demo is on Professional, not Enterprise), then settings, help and logout.
    await expect(items).toHaveText([nl.plan.upgrade, nl.nav.settings, nl.header.help, nl.header.logout]);
    await expect(items.first()).toBeFocused();
    await expect(page.getByText(nl.plan.types.professional, { exact: true })).toBeVisible();
    await expect(
      page.getByText(
        nl.plan.propertiesUsed
          .replace('{{active}}', String(limits.activeProperties))
          .replace('{{max}}', String(limits.maxProperties)),
      ),
    ).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: nl.header.logout })).toHaveAttribute(
      'href',
      '/api/logout',
    );
    await expect(menu.getByRole('menuitem', { name: nl.header.help })).toHaveAttribute('href', /^mailto:/);
    await expectNoSeriousAxeViolations(page, 'avatar menu');

    await page.keyboard.press('ArrowDown');
    await expect(items.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect(items.last()).toBeFocused();
    await page.keyboard.press('Home');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(trigger).toBeFocused();

    // The upgrade item opens the plan section of the settings.
    await page.keyboard.press('ArrowDown');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/settings\?section=plan#plan$/);
    await expect(page.getByRole('heading', { level: 1, name: nl.settings.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: nl.settings.sections.plan })).toBeVisible();
  });

  test('the bottom bar shows below 744 px only, with contacts active on /tenants, and the More page lists the rest', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 743, height: 800 });
    await page.goto('/dashboard');
    const bottomBar = page.getByRole('navigation', { name: nl.nav.mobile });
    await expect(bottomBar).toBeVisible();
    await expect(bottomBar.getByRole('link')).toHaveText([
      nl.nav.home,
      nl.nav.properties,
      nl.nav.contacts,
      nl.nav.tasks,
      nl.nav.more,
    ]);
    await expect(page.getByRole('navigation', { name: nl.nav.main })).toBeHidden();
    await page.goto('/tenants');
    await expect(bottomBar.getByRole('link', { name: nl.nav.contacts })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await bottomBar.getByRole('link', { name: nl.nav.more }).click();
    await expect(page).toHaveURL(/\/more$/);
    await expect(page.getByRole('main').getByRole('link')).toHaveText([
      nl.nav.aiAssistant,
      nl.nav.payments,
      nl.nav.statistics,
      nl.nav.communications,
      nl.nav.documents,
      nl.nav.settings,
      nl.more.profile,
      nl.header.logout,
    ]);

    await page.setViewportSize({ width: 744, height: 800 });
    await expect(bottomBar).toBeHidden();
    await expect(page.getByRole('navigation', { name: nl.nav.main })).toBeVisible();
  });
});

test('an unknown path shows the not-found page signed out too', async ({ page }) => {
  await page.goto('/geen-pagina-hier');
  await expect(page.getByRole('heading', { level: 1, name: nl.notFound.title })).toBeVisible();
  await expectNoSeriousAxeViolations(page, 'not-found signed out');
  await expect(page.getByRole('link', { name: nl.notFound.home })).toHaveAttribute('href', '/nl');
});

test('on enterprise the avatar menu shows the plan badge and unlimited usage, and no upgrade link', async ({
  page,
  productURL,
}) => {
  const owner = createOrganization('enterprise');
  await signInAs(page, productURL, owner);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: nl.header.userMenu }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  await expect(page.getByText(nl.plan.types.enterprise, { exact: true })).toBeVisible();
  await expect(page.getByText(nl.plan.propertiesUnlimited_other.replace('{{count}}', '0'))).toBeVisible();
  await expect(menu.getByRole('menuitem')).toHaveText([nl.nav.settings, nl.header.help, nl.header.logout]);
  await expect(page.getByRole('link', { name: nl.plan.upgrade })).toHaveCount(0);
});
