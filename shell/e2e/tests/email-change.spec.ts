import { expect, test } from '../support/fixtures';
import { linkFromOutbox } from '../support/outbox';
import { AccountSettingsPage } from '../support/pages/AccountSettingsPage';
import { ProfileSettingsPage } from '../support/pages/ProfileSettingsPage';
import { fieldLabel, nl } from '../support/shellText';
import { signUpAndSignIn } from '../support/signUpAndSignIn';

// Issue 10 acceptance: changing the e-mail asks for the password, mails the new address and notifies the old one;
// the cancel link in that notice restores the old address.
test.describe('e-mail change', () => {
  test.describe.configure({ timeout: 120_000 });

  test('asks for the password, mails both addresses, and the cancel link restores the old address', async ({
    page,
    productURL,
  }) => {
    const account = await signUpAndSignIn(page, productURL, 'email-change');
    const newEmail = account.email.replace('@', '-nieuw@');

    const profile = new ProfileSettingsPage(page);
    await profile.open();
    await profile.requestEmailChange(newEmail);
    const dialog = page.getByRole('dialog', { name: nl.profile.confirmEmailChangeTitle });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(fieldLabel(nl.reauthentication.password))).toBeFocused();

    // A wrong password is refused in the dialog; the right one sends the change.
    await dialog.getByLabel(fieldLabel(nl.reauthentication.password)).fill('niet-het-wachtwoord');
    await dialog.getByRole('button', { name: nl.profile.confirmEmailChangeSubmit, exact: true }).click();
    await expect(dialog.getByText(/huidige wachtwoord: het ontbreekt of is onjuist/)).toBeVisible();
    await new AccountSettingsPage(page).confirmWithPassword(
      account.password,
      nl.profile.confirmEmailChangeSubmit,
    );
    await expect(page.getByTestId('profile-pending-email')).toContainText(newEmail);

    // The new address gets its confirmation link, the old one the notice with the cancel link.
    const confirmation = await linkFromOutbox(page.request, productURL, newEmail, '/verify-email');
    const cancel = await linkFromOutbox(
      page.request,
      productURL,
      account.email,
      '/verify-email/cancel-change',
    );
    await page.goto(confirmation);
    await expect(page.getByTestId('verify-email-verified')).toBeVisible();
    await profile.open();
    await expect(profile.emailField()).toHaveValue(newEmail);

    await page.goto(cancel);
    const done = page.getByTestId('cancel-email-change-done');
    await expect(done).toBeVisible();
    await expect(page.getByText(nl.cancelEmailChange.done.replace('{{email}}', account.email))).toBeVisible();
    await profile.open();
    await expect(profile.emailField()).toHaveValue(account.email);
  });
});
