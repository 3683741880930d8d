import { contactsNl as nl } from '../support/contactsText';
import { atContactsViewports } from '../support/contacts';
import { expect, test } from '../support/fixtures';
import { expectAccessible } from '../support/publicSite';
import { fieldLabel } from '../support/shellText';
import { signUpAndSignIn } from '../support/signUpAndSignIn';

// Issue 13 acceptance (contacts), a contractor with a specialty, an hourly rate and a rating. At 1280 and 360 px,
// axe clean.

atContactsViewports((viewport) => {
  test(`a landlord adds a contractor with a rating`, async ({ page, productURL }) => {
    await signUpAndSignIn(page, productURL, `contractors-${viewport.name}`);
    const suffix = Date.now().toString(36);
    await page.goto('/contacts');
    await expect(page.getByRole('heading', { level: 1, name: nl.contactsPage.title })).toBeVisible();

    // A contractor with a rating.
    await page.getByRole('tab', { name: nl.contactsPage.tabs.contractors }).click();
    await page.getByRole('button', { name: nl.contractorList.add }).click();
    const dialog = page.getByRole('dialog', { name: nl.contractorForm.addTitle });
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
  });
});
