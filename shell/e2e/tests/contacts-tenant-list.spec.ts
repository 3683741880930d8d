import { contactsNl as nl } from '../support/contactsText';
import { atContactsViewports, createTenant } from '../support/contacts';
import { expect, test } from '../support/fixtures';
import { createGentApartment } from '../support/properties';
import { expectAccessible } from '../support/publicSite';
import { fieldLabel } from '../support/shellText';
import { signUpAndSignIn } from '../support/signUpAndSignIn';

// Issue 13 acceptance (contacts), tenants made through the API: edit one from its detail page, filter by property,
// search, and the view modes. At 1280 and 360 px, axe clean.

const VIEW_MODES = ['grid', 'largeGrid', 'list', 'largeList'] as const;

atContactsViewports((viewport) => {
  test(`a landlord edits a tenant, filters, searches and switches view modes`, async ({
    page,
    productURL,
  }) => {
    await signUpAndSignIn(page, productURL, `tenant-list-${viewport.name}`);
    const suffix = Date.now().toString(36);
    const street = `Huurstraat${suffix}`;
    const property = await createGentApartment(page.request, productURL, street, '7');
    await createGentApartment(page.request, productURL, `Anderestraat${suffix}`, '7');
    const address = `${street} 7, 9000 Gent`;
    await createTenant(page.request, productURL, {
      entityType: 'natural',
      firstName: 'Lotte',
      lastName: `Peeters${suffix}`,
      phone: '0470 12 34 56',
      propertyId: property.id,
    });
    await createTenant(page.request, productURL, {
      entityType: 'legal',
      companyName: `Bakkerij Claes ${suffix} BV`,
      vatNumber: 'BE 0403 170 701',
    });
    await page.goto('/contacts');
    const lotte = page.getByTestId('tenant-card').filter({ hasText: `Lotte Peeters${suffix}` });
    const bakery = page.getByTestId('tenant-card').filter({ hasText: `Bakkerij Claes ${suffix} BV` });

    // Edit the natural person from their detail page.
    await page.getByRole('tab', { name: nl.contactsPage.tabs.tenants }).click();
    await lotte.getByRole('link', { name: `Lotte Peeters${suffix}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Lotte Peeters${suffix}` })).toBeVisible();
    await expect(page.getByRole('link', { name: address })).toBeVisible();
    await expectAccessible(page, 'tenant details');
    await page.getByRole('button', { name: nl.details.edit }).click();
    const dialog = page.getByRole('dialog', { name: nl.tenantForm.editTitle });
    await dialog.getByLabel(fieldLabel(nl.form.fields.lastName)).fill(`Peeters-Claes${suffix}`);
    await dialog.getByRole('button', { name: nl.form.save }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Lotte Peeters-Claes${suffix}` })).toBeVisible();
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
      await expect(page.getByTestId('tenant-results').getByText(`Bakkerij Claes ${suffix} BV`)).toBeVisible();
    }
    await page.reload();
    await expect(page.getByTestId('tenant-results')).toHaveAttribute('data-view-mode', 'largeList');
    await expectAccessible(page, 'tenants');
  });
});
