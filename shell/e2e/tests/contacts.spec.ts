import type { Page } from '@playwright/test';
import { contactsNl as nl } from '../support/contactsText';
import { expect, test } from '../support/fixtures';
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from '../support/publicSite';
import { fieldLabel } from '../support/shellText';
import { createOrganization, signInAs } from '../support/organizations';
import { signUpAndSignIn } from '../support/signUpAndSignIn';

// Issue 13 acceptance (contacts): a natural-person tenant, a legal-entity tenant (an invalid enterprise number
// refused with a message), a contractor with a rating; edit, filter by property, search, the view modes; a Free
// account hits its tenant limit and sees the banner. At 1280 and 360 px, axe clean.

const VIEW_MODES = ['grid', 'largeGrid', 'list', 'largeList'] as const;

async function expectAccessible(page: Page, label: string): Promise<void> {
  await expectNoSeriousAxeViolations(page, label);
  await expectNoSidewaysScroll(page, label);
}

async function createProperty(page: Page, productURL: string, street: string): Promise<string> {
  const response = await page.request.post(`${productURL}/api/properties`, {
    data: { street, houseNumber: '7', postalCode: '9000', city: 'Gent', type: 'apartment' },
    headers: { Origin: productURL },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'mobile', width: 360, height: 780 },
]) {
  test.describe(`contacts at ${viewport.width} px`, () => {
    test.describe.configure({ timeout: 150_000 });
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a landlord adds tenants and a contractor, edits, filters, searches and switches view modes', async ({
      page,
      productURL,
    }) => {
      await signUpAndSignIn(page, productURL, `contacts-${viewport.name}`);
      const suffix = Date.now().toString(36);
      const street = `Huurstraat${suffix}`;
      await createProperty(page, productURL, street);
      await createProperty(page, productURL, `Anderestraat${suffix}`);
      const address = `${street} 7, 9000 Gent`;

      // A natural person, linked to the property, with a Belgian mobile number.
      await page.goto('/contacts');
      await expect(page.getByRole('heading', { level: 1, name: nl.contactsPage.title })).toBeVisible();
      await page.getByRole('button', { name: nl.tenantList.add }).click();
      let dialog = page.getByRole('dialog', { name: nl.tenantForm.addTitle });
      await dialog.getByLabel(fieldLabel(nl.form.fields.firstName)).fill('Lotte');
      await dialog.getByLabel(fieldLabel(nl.form.fields.lastName)).fill(`Peeters${suffix}`);
      await dialog.getByLabel(fieldLabel(nl.form.fields.phone)).fill('0470 12 34 56');
      await dialog.getByLabel(fieldLabel(nl.form.fields.property)).selectOption({ label: address });
      await expectAccessible(page, 'add tenant dialog');
      await dialog.getByRole('button', { name: nl.tenantForm.add }).click();
      await expect(dialog).toHaveCount(0);
      const lotte = page.getByTestId('tenant-card').filter({ hasText: `Lotte Peeters${suffix}` });
      await expect(lotte).toBeVisible();
      await expect(lotte.getByRole('link', { name: '0470 12 34 56' })).toHaveAttribute(
        'href',
        'tel:+32470123456',
      );

      // A legal entity: a wrong enterprise number is refused under its field, a right one accepted.
      await page.getByRole('button', { name: nl.tenantList.add }).click();
      dialog = page.getByRole('dialog', { name: nl.tenantForm.addTitle });
      await dialog
        .getByLabel(fieldLabel(nl.form.fields.entityType))
        .selectOption({ label: nl.tenant.entityType.legal });
      await dialog.getByLabel(fieldLabel(nl.form.fields.companyName)).fill(`Bakkerij Claes ${suffix} BV`);
      await dialog.getByLabel(fieldLabel(nl.form.fields.vatNumber)).fill('BE0123.456.789');
      await dialog.getByRole('button', { name: nl.tenantForm.add }).click();
      await expect(dialog.getByText(nl.form.errors.invalidVatNumber)).toBeVisible();
      await expect(dialog.getByLabel(fieldLabel(nl.form.fields.vatNumber))).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await dialog.getByLabel(fieldLabel(nl.form.fields.vatNumber)).fill('BE 0403 170 701');
      await dialog.getByRole('button', { name: nl.tenantForm.add }).click();
      await expect(dialog).toHaveCount(0);
      const bakery = page.getByTestId('tenant-card').filter({ hasText: `Bakkerij Claes ${suffix} BV` });
      await expect(bakery).toBeVisible();

      // A contractor with a rating.
      await page.getByRole('tab', { name: nl.contactsPage.tabs.contractors }).click();
      await page.getByRole('button', { name: nl.contractorList.add }).click();
      dialog = page.getByRole('dialog', { name: nl.contractorForm.addTitle });
      await dialog.getByLabel(fieldLabel(nl.form.fields.companyName)).fill(`Loodgieterij ${suffix}`);
      await dialog
        .getByLabel(fieldLabel(nl.form.fields.specialty))
        .selectOption({ label: nl.contractor.specialty.plumber });
      await dialog.getByLabel(fieldLabel(nl.form.fields.hourlyRate)).fill('65,50');
      const fourStars = nl.contractorList.rating.replace('{{rating}}', '4').replace('{{max}}', '5');
      await dialog.getByLabel(fieldLabel(nl.form.fields.rating)).selectOption({ label: fourStars });
      await dialog.getByRole('button', { name: nl.contractorForm.add }).click();
      await expect(dialog).toHaveCount(0);
      const plumber = page.getByTestId('contractor-card').filter({ hasText: `Loodgieterij ${suffix}` });
      await expect(plumber.getByText(fourStars)).toBeAttached();
      await expect(plumber.getByText(/65,50 per uur/)).toBeVisible();
      await expectAccessible(page, 'contractors');

      // Edit the natural person from their detail page.
      await page.getByRole('tab', { name: nl.contactsPage.tabs.tenants }).click();
      await lotte.getByRole('link', { name: `Lotte Peeters${suffix}` }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Lotte Peeters${suffix}` })).toBeVisible();
      await expect(page.getByRole('link', { name: address })).toBeVisible();
      await expectAccessible(page, 'tenant details');
      await page.getByRole('button', { name: nl.details.edit }).click();
      dialog = page.getByRole('dialog', { name: nl.tenantForm.editTitle });
      await dialog.getByLabel(fieldLabel(nl.form.fields.lastName)).fill(`Peeters-Claes${suffix}`);
      await dialog.getByRole('button', { name: nl.form.save }).click();
      await expect(
        page.getByRole('heading', { level: 1, name: `Lotte Peeters-Claes${suffix}` }),
      ).toBeVisible();
      await page.getByRole('link', { name: nl.details.backToTenants }).click();

      // Filter by property, then search.
      const search = page.getByRole('search');
      const edited = page.getByTestId('tenant-card').filter({ hasText: `Lotte Peeters-Claes${suffix}` });
      await search.getByLabel(fieldLabel(nl.filters.property)).selectOption({ label: address });
      await expect(edited).toBeVisible();
      await expect(bakery).toHaveCount(0);
      await search
        .getByLabel(fieldLabel(nl.filters.property))
        .selectOption({ label: nl.filters.allProperties });
      await search.getByLabel(nl.tenantList.search).fill(`Claes ${suffix}`);
      await expect(bakery).toBeVisible();
      await expect(edited).toHaveCount(0);
      await search.getByLabel(nl.tenantList.search).fill('');
      await expect(edited).toBeVisible();

      // The four view modes, remembered after a reload.
      for (const mode of VIEW_MODES) {
        await page.getByRole('button', { name: nl.viewModes[mode], exact: true }).click();
        await expect(page.getByTestId('tenant-results')).toHaveAttribute('data-view-mode', mode);
        await expect(
          page.getByTestId('tenant-results').getByText(`Bakkerij Claes ${suffix} BV`),
        ).toBeVisible();
      }
      await page.reload();
      await expect(page.getByTestId('tenant-results')).toHaveAttribute('data-view-mode', 'largeList');
      await expectAccessible(page, 'tenants');
    });

    test('a Free account at its tenant limit sees the banner and is refused one more', async ({
      page,
      productURL,
    }) => {
      // A new sign-up starts a 14-day Professional trial; this account is on Free from the start.
      await signInAs(page, productURL, createOrganization('free'));
      for (let index = 1; index <= 10; index += 1) {
        const response = await page.request.post(`${productURL}/api/tenants`, {
          data: { entityType: 'natural', firstName: 'Huurder', lastName: `Nummer ${index}` },
          headers: { Origin: productURL },
        });
        expect(response.status(), await response.text()).toBe(201);
      }

      await page.goto('/contacts?tab=tenants&create=1');
      const dialog = page.getByRole('dialog', { name: nl.tenantForm.addTitle });
      await expect(dialog).toBeVisible();
      const banner = page.getByTestId('tenant-limit-banner');
      await expect(
        banner.getByRole('heading', { name: '10 van 10 actieve huurders in gebruik' }),
      ).toBeAttached();
      await dialog.getByLabel(fieldLabel(nl.form.fields.firstName)).fill('Elfde');
      await dialog.getByLabel(fieldLabel(nl.form.fields.lastName)).fill('Huurder');
      await dialog.getByRole('button', { name: nl.tenantForm.add }).click();
      await expect(page.getByText(/Je abonnement laat 10 actieve huurders toe/)).toBeVisible();
      await dialog.getByRole('button', { name: nl.form.cancel }).click();

      await expect(banner).toBeVisible();
      await expect(banner.getByRole('link', { name: nl.planLimit.upgrade })).toHaveAttribute(
        'href',
        '/settings?section=plan#plan',
      );
      await expectAccessible(page, 'tenant limit');
    });
  });
}
