import { contactsNl as nl } from '../support/contactsText';
import { atContactsViewports } from '../support/contacts';
import { expect, test } from '../support/fixtures';
import { createGentApartment } from '../support/properties';
import { expectAccessible } from '../support/publicSite';
import { fieldLabel } from '../support/shellText';
import { signUpAndSignIn } from '../support/signUpAndSignIn';

// Issue 13 acceptance (contacts), adding tenants: a natural person linked to a property, and a legal entity whose
// invalid enterprise number is refused with a message. At 1280 and 360 px, axe clean.

atContactsViewports((viewport) => {
  test(`a landlord adds a natural-person tenant and a legal-entity tenant`, async ({ page, productURL }) => {
    await signUpAndSignIn(page, productURL, `tenants-${viewport.name}`);
    const suffix = Date.now().toString(36);
    const street = `Huurstraat${suffix}`;
    await createGentApartment(page.request, productURL, street, '7');
    await createGentApartment(page.request, productURL, `Anderestraat${suffix}`, '7');
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
  });
});
