import { expect, newIsolatedPage, test } from '../support/fixtures';
import { linkFromOutbox } from '../support/outbox';
import { AccountSettingsPage } from '../support/pages/AccountSettingsPage';
import { AuthPages, uniqueAccount } from '../support/pages/AuthPages';
import { fieldLabel, nl } from '../support/shellText';
import { signUpAndSignIn, signUpVerified } from '../support/signUpAndSignIn';
import { freshTotpCode } from '../support/totp';

// Issue 3 acceptance: sign-up → verification → login → 2FA → sessions, and a single-use reset link.
test.describe('accounts and security', () => {
  // Three short tests instead of one journey: each seeds its own account through the API where the form is not
  // what it checks, and they may run side by side.
  test.describe.configure({ mode: 'parallel', timeout: 90_000 });

  test('a new user signs up through the form, verifies by the mailed link and logs in to the dashboard', async ({
    page,
    productURL,
  }) => {
    const account = uniqueAccount('signup');
    const auth = new AuthPages(page);

    await auth.signUp(account);
    const verificationLink = await linkFromOutbox(page.request, productURL, account.email, '/verify-email');
    await page.goto(verificationLink);
    const verified = page.getByTestId('verify-email-verified');
    await expect(verified).toBeVisible();
    await verified.getByRole('link', { name: nl.verifyEmail.toLogin }).click();

    await expect(page).toHaveURL(/\/login$/);
    await auth.submitCredentials(account.email, account.password);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a user turns on 2FA and then logs in with a code', async ({ page, productURL }) => {
    const account = await signUpAndSignIn(page, productURL, 'totp');
    const auth = new AuthPages(page);
    const settings = new AccountSettingsPage(page);
    await settings.open();
    const secret = await settings.startTwoFactorSetup(account.password);
    await settings.confirmTwoFactor(await freshTotpCode(secret));

    await page.goto('/api/logout');
    await expect(page).toHaveURL(/\/nl$/);
    await page.goto('/login');
    await auth.submitCredentials(account.email, account.password);
    await expect(page.getByLabel(fieldLabel(nl.login.totp))).toBeVisible();
    await auth.submitTotp(await freshTotpCode(secret));
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a user ends the session of another browser, whose very next request is refused', async ({
    page,
    browser,
    productURL,
  }) => {
    const account = await signUpAndSignIn(page, productURL, 'sessions');

    // A second browser logs in to the same account.
    const { context: otherContext, page: otherPage } = await newIsolatedPage(browser, {
      baseURL: productURL,
    });
    const otherAuth = new AuthPages(otherPage);
    await otherPage.goto('/login');
    await otherAuth.submitCredentials(account.email, account.password);
    await expect(otherPage).toHaveURL(/\/dashboard$/);

    const settings = new AccountSettingsPage(page);
    await settings.open();
    await expect(settings.sessions()).toHaveCount(2);
    await expect(settings.sessions().filter({ hasText: nl.sessions.thisDevice })).toHaveCount(1);
    await settings.endOtherSession();
    await expect(settings.sessions()).toHaveCount(1);

    await expect
      .poll(async () => (await otherPage.request.get(`${productURL}/api/auth/user`)).status(), {
        timeout: 15_000,
      })
      .toBe(401);
    await otherContext.close();
  });

  test('a password reset link works once; its second use shows the invalid-link message', async ({
    page,
    productURL,
  }) => {
    const account = await signUpVerified(page, productURL, 'reset');

    await page.goto('/forgot-password');
    await page.getByLabel(fieldLabel(nl.forgotPassword.email)).fill(account.email);
    await page.getByRole('button', { name: nl.forgotPassword.submit, exact: true }).click();
    await expect(page.getByTestId('forgot-password-sent')).toBeVisible();

    const resetLink = await linkFromOutbox(page.request, productURL, account.email, '/reset-password');
    const newPassword = `${account.password}-nieuw`;
    const chooseNewPassword = async () => {
      await page.goto(resetLink);
      await page.getByLabel(fieldLabel(nl.resetPassword.password)).fill(newPassword);
      await page.getByLabel(fieldLabel(nl.resetPassword.confirmation)).fill(newPassword);
      await page.getByRole('button', { name: nl.resetPassword.submit, exact: true }).click();
    };

    await chooseNewPassword();
    await expect(page).toHaveURL(/\/login$/);
    await expect(
      page.locator('[data-sonner-toast]').filter({ hasText: nl.resetPassword.done }),
    ).toBeVisible();
    await new AuthPages(page).submitCredentials(account.email, newPassword);
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.goto('/api/logout');
    await chooseNewPassword();
    await expect(page.getByTestId('reset-password-invalid')).toHaveText(nl.resetPassword.invalidLink);
  });
});
