import { contactsNl as nl } from '../support/contactsText';
import { atContactsViewports, createTenant } from '../support/contacts';
import { expect, test } from '../support/fixtures';
import { createOrganization, signInAs } from '../support/organizations';
import { expectAccessible } from '../support/publicSite';
import { fieldLabel } from '../support/shellText';

// Issue 13 acceptance (contacts), the plan limit: a Free account hits its tenant limit and sees the banner. At 1280
// and 360 px, axe clean. Adding tenants and contractors, editing, filtering, searching and the view modes:
// contacts-tenants.spec.ts, contacts-contractors.spec.ts and contacts-tenant-list.spec.ts.

atContactsViewports(() => {
  test('a Free account at its tenant limit sees the banner and is refused one more', async ({
    page,
    productURL,
  }) => {
    // A new sign-up starts a 14-day Professional trial; this account is on Free from the start.
    await signInAs(page, productURL, createOrganization('free'));
    for (let index = 1; index <= 10; index += 1)
      await createTenant(page.request, productURL, {
        entityType: 'natural',
        firstName: 'Huurder',
        lastName: `Nummer ${index}`,
      });

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
