import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { propertiesNl as nl } from '../support/propertiesText';
import { fieldLabel, nl as shellNl } from '../support/shellText';
import { signUpAndSignIn } from '../support/signUpAndSignIn';

// Issue 5 acceptance (properties), creating one: with the required fields only (an empty form first shows the
// per-field errors), then edited. What comes after, on a property made through the API: property-list.spec.ts (view
// modes and filters), property-details.spec.ts (information, photos, map, archive, delete) and
// property-accessibility.spec.ts.

/** The avatar menu's usage line, read with the menu open (the menu closes again afterwards). */
async function expectUsage(page: Page, active: number, max: number): Promise<void> {
  await page.getByRole('button', { name: shellNl.header.userMenu }).click();
  const usageText = shellNl.plan.propertiesUsed
    .replace('{{active}}', String(active))
    .replace('{{max}}', String(max));
  await expect(page.getByText(usageText, { exact: true })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
}

test.describe('properties', () => {
  test.describe.configure({ timeout: 150_000 });

  test('a landlord creates a property with the required fields only, then edits it', async ({
    page,
    productURL,
  }) => {
    await signUpAndSignIn(page, productURL, 'properties');
    const street = `Teststraat${Date.now().toString(36)}`;

    // Create with the required fields only; an empty form first shows the per-field errors.
    await page.goto('/properties');
    await page.getByRole('button', { name: nl.propertyList.add }).first().click();
    const dialog = page.getByRole('dialog', { name: nl.form.addTitle });
    await dialog.getByRole('button', { name: nl.form.add }).click();
    await expect(dialog.getByRole('alert')).toHaveText(nl.form.requiredSummary);
    await expect(dialog.getByText(nl.form.errors.required)).toHaveCount(5);
    await dialog.getByLabel(fieldLabel(nl.form.fields.street)).fill(street);
    await dialog.getByLabel(fieldLabel(nl.form.fields.houseNumber)).fill('12');
    await dialog.getByLabel(fieldLabel(nl.form.fields.postalCode)).fill('9000');
    // 9000 is Gent only: the city fills itself (typing it too would race the fill).
    await expect(dialog.getByLabel(fieldLabel(nl.form.fields.city))).toHaveValue('Gent');
    await dialog
      .getByLabel(fieldLabel(nl.form.fields.type))
      .selectOption({ label: nl.property.types.apartment });
    await expect(dialog.getByText('0/2000')).toBeVisible();
    await dialog.getByRole('button', { name: nl.form.add }).click();
    const urlCode = `${street.toLowerCase()}-12-gent`;
    await expect(page).toHaveURL(new RegExp(`/properties/${urlCode}$`));
    await expect(page.getByRole('heading', { level: 1, name: `${street} 12` })).toBeVisible();

    // Edit: a rent.
    await page.getByRole('link', { name: nl.details.edit }).click();
    await expect(page).toHaveURL(new RegExp(`/properties/edit/${urlCode}$`));
    await page.getByLabel(fieldLabel(nl.form.fields.rent)).fill('950');
    await page.getByRole('button', { name: nl.form.save }).click();
    await expect(page).toHaveURL(new RegExp(`/properties/${urlCode}$`));
  });

  test('the avatar menu’s usage follows creating and archiving a property, without a reload', async ({
    page,
    productURL,
  }) => {
    await signUpAndSignIn(page, productURL, 'usage');
    const limits = (await (await page.request.get(`${productURL}/api/user/plan-limits`)).json()) as {
      activeProperties: number;
      maxProperties: number;
    };
    expect(limits.activeProperties).toBe(0);
    const street = `Gebruikstraat${Date.now().toString(36)}`;

    // The usage is read (and cached) before anything changes.
    await page.goto('/properties');
    await expectUsage(page, 0, limits.maxProperties);

    await page.getByRole('button', { name: nl.propertyList.add }).first().click();
    const dialog = page.getByRole('dialog', { name: nl.form.addTitle });
    await dialog.getByLabel(fieldLabel(nl.form.fields.street)).fill(street);
    await dialog.getByLabel(fieldLabel(nl.form.fields.houseNumber)).fill('3');
    await dialog.getByLabel(fieldLabel(nl.form.fields.postalCode)).fill('9000');
    // 9000 is Gent only: the city fills itself (typing it too would race the fill).
    await expect(dialog.getByLabel(fieldLabel(nl.form.fields.city))).toHaveValue('Gent');
    await dialog.getByLabel(fieldLabel(nl.form.fields.type)).selectOption({ label: nl.property.types.house });
    await dialog.getByRole('button', { name: nl.form.add }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${street} 3` })).toBeVisible();
    await expectUsage(page, 1, limits.maxProperties);

    await page.getByRole('button', { name: nl.details.archive }).click();
    await page
      .getByRole('dialog', { name: nl.archive.title })
      .getByRole('button', { name: nl.archive.confirm })
      .click();
    await expect(page.getByRole('button', { name: nl.details.unarchive })).toBeVisible();
    await expectUsage(page, 0, limits.maxProperties);

    await page.getByRole('button', { name: nl.details.unarchive }).click();
    await expect(page.getByRole('button', { name: nl.details.archive })).toBeVisible();
    await expectUsage(page, 1, limits.maxProperties);
  });
});
