import { expect, test } from '../support/fixtures';
import { signUpOwner } from '../support/pages/TasksPage';
import { propertiesFr, propertiesNl } from '../support/propertiesText';
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from '../support/publicSite';
import { fieldLabel } from '../support/shellText';

// Issue 12 (properties, part 2): postal code → city, a shared postal code offers its towns, "abc" as rent is said
// at the rent field, archive asks first and its toast undoes it — at 360 and 1280 px, in Dutch and French.
const TEXT = { nl: propertiesNl, fr: propertiesFr };

for (const language of ['nl', 'fr'] as const) {
  for (const width of [360, 1280]) {
    test(`property form and archive in ${language} at ${width} px`, async ({ page, productURL }) => {
      test.setTimeout(120_000);
      const text = TEXT[language];
      const label = `${language} @${width}`;
      await page.setViewportSize({ width, height: 800 });
      await signUpOwner(page.request, productURL, language);
      const street = `Zeedijk${Date.now().toString(36)}`;

      await page.goto('/properties');
      await page.getByRole('button', { name: text.propertyList.add }).first().click();
      const dialog = page.getByRole('dialog', { name: text.form.addTitle });
      const city = dialog.getByLabel(fieldLabel(text.form.fields.city));

      // One town: the city fills itself.
      await dialog.getByLabel(fieldLabel(text.form.fields.postalCode)).fill('9000');
      await expect(city).toHaveValue('Gent');

      // Several towns: the city becomes a choice between them.
      await dialog.getByLabel(fieldLabel(text.form.fields.postalCode)).fill('8300');
      const towns = dialog.getByRole('combobox', { name: fieldLabel(text.form.fields.city) });
      await expect(towns.getByRole('option')).toHaveText([
        text.form.chooseTown,
        'Knokke',
        'Knokke-Heist',
        'Westkapelle',
      ]);
      await towns.selectOption('Knokke-Heist');

      // "abc" as rent: the rent field says so, and has the focus; no "fill in the required fields".
      await dialog.getByLabel(fieldLabel(text.form.fields.street)).fill(street);
      await dialog.getByLabel(fieldLabel(text.form.fields.houseNumber)).fill('12');
      await dialog
        .getByLabel(fieldLabel(text.form.fields.type))
        .selectOption({ label: text.property.types.apartment });
      const rent = dialog.getByLabel(fieldLabel(text.form.fields.rent));
      await rent.fill('abc');
      await dialog.getByRole('button', { name: text.form.add, exact: true }).click();
      await expect(dialog.getByText(text.form.errors.invalidAmount)).toBeVisible();
      await expect(rent).toHaveAttribute('aria-invalid', 'true');
      await expect(rent).toBeFocused();
      await expect(dialog.getByText(text.form.requiredSummary)).toHaveCount(0);
      await expectNoSeriousAxeViolations(page, `form with errors ${label}`);
      await expectNoSidewaysScroll(page, `form with errors ${label}`);

      await rent.fill('950');
      await dialog.getByRole('button', { name: text.form.add, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: `${street} 12` })).toBeVisible();
      await expect(page.getByText('8300 Knokke-Heist')).toBeVisible();
      const urlCode = page.url().split('/').pop()!;

      // Archive asks first; the toast's undo makes the property active again.
      await page.getByRole('button', { name: text.details.archive, exact: true }).click();
      const confirm = page.getByRole('dialog', { name: text.archive.title });
      await expect(confirm).toContainText(`${street} 12`);
      await expectNoSeriousAxeViolations(page, `archive confirmation ${label}`);
      await confirm.getByRole('button', { name: text.archive.confirm, exact: true }).click();
      await expect(page.getByRole('button', { name: text.details.unarchive, exact: true })).toBeVisible();
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: text.toasts.archived });
      await toast.getByRole('button', { name: text.toasts.undo, exact: true }).click();
      await expect(page.getByRole('button', { name: text.details.archive, exact: true })).toBeVisible();
      const saved = (await (await page.request.get(`${productURL}/api/properties/${urlCode}`)).json()) as {
        status: string;
      };
      expect(saved.status).toBe('active');
      await expectNoSeriousAxeViolations(page, `details ${label}`);
      await expectNoSidewaysScroll(page, `details ${label}`);
    });
  }
}

test('no remote shows a version line, and the tasks page is not labelled with the properties remote’s name', async ({
  page,
  productURL,
}) => {
  await signUpOwner(page.request, productURL, 'nl');
  await page.goto('/tasks');
  const tasksArea = page.locator('[data-remote-area="properties"]');
  await expect(tasksArea.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(tasksArea).not.toContainText(propertiesNl.propertyList.title);
  for (const path of ['/tasks', '/properties', '/contacts', '/documents', '/rent-payments']) {
    await page.goto(path);
    const root = page.locator('[data-remote-version]');
    await expect(root.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(root).not.toContainText(/versie \d/);
  }
});
