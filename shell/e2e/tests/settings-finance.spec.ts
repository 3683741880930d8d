import { expect, test } from '../support/fixtures';
import { expectAccessible } from '../support/publicSite';
import { fieldLabel, nl } from '../support/shellText';
import { signUpAndSignIn } from '../support/signUpAndSignIn';

// Issue 16 "Settings": bank accounts (IBAN checked while typed, the first one primary, the getting-started step
// ticked), and the automations kept after a reload; at 360 px, with axe.
const banking = nl.banking;
const automations = nl.automations;

test.describe('settings for rent and payments', () => {
  test.describe.configure({ timeout: 120_000 });

  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 });
  });

  test('a landlord refuses a mistyped IBAN, adds the right one as primary, and the checklist ticks the step', async ({
    page,
    productURL,
  }) => {
    await signUpAndSignIn(page, productURL, 'banking');
    await page.goto('/settings#banking');
    await expect(
      page.getByRole('heading', { level: 2, name: nl.settings.sections.banking, exact: true }),
    ).toBeVisible();
    await expect(page.getByTestId('no-bank-accounts')).toHaveText(banking.none);
    await expectAccessible(page, 'banking settings');

    await page.getByRole('button', { name: banking.add }).click();
    const dialog = page.getByRole('dialog', { name: banking.form.title });
    const iban = dialog.getByLabel(fieldLabel(banking.form.iban));
    await iban.fill('BE71 0961 2345 6768');
    await expect(dialog.getByText(banking.form.errors.iban)).toBeVisible();
    await expectAccessible(page, 'add bank account with an invalid IBAN');
    await iban.fill('BE71 0961 2345 6769');
    await expect(dialog.getByText(banking.form.ibanValid)).toBeVisible();
    await expect(dialog.getByLabel(fieldLabel(banking.form.bankName))).toHaveValue('Belfius');
    await dialog.getByLabel(fieldLabel(banking.form.accountHolder)).fill('Lotte Maes');
    await dialog.getByRole('button', { name: banking.form.submit }).click();
    await expect(dialog).toHaveCount(0);

    const account = page.getByTestId('bank-account');
    await expect(account).toHaveCount(1);
    await expect(account).toContainText('BE71 0961 2345 6769');
    await expect(account).toContainText('Lotte Maes');
    await expect(account.getByText(banking.primary, { exact: true })).toBeVisible();
    await expectAccessible(page, 'banking settings with an account');

    await page.goto('/dashboard');
    const steps = page.getByTestId('onboarding-checklist').getByTestId('onboarding-step');
    await expect(
      steps.filter({ hasText: nl.dashboard.checklist.steps.addBankAccount.title }),
    ).toHaveAttribute('data-done', 'true');
  });

  test('automations are kept after a reload', async ({ page, productURL }) => {
    await signUpAndSignIn(page, productURL, 'automations');
    await page.goto('/settings#automations');
    const requests = page.getByTestId('automation-rentRequests');
    const reminders = page.getByTestId('automation-reminders');
    await expect(requests.getByRole('checkbox', { name: automations.rentRequests.enabled })).toBeVisible();
    await expectAccessible(page, 'automations settings');

    await requests.getByLabel(fieldLabel(automations.rentRequests.days)).fill('10');
    await reminders.getByRole('checkbox', { name: automations.reminders.enabled }).check();
    await reminders.getByLabel(fieldLabel(automations.reminders.days)).fill('5');
    await page
      .getByTestId('automation-indexationReminders')
      .getByRole('checkbox', { name: automations.indexationReminders.enabled })
      .uncheck();
    await page.getByRole('button', { name: automations.save }).click();
    await expect(page.getByText(automations.saved)).toBeVisible();

    await page.reload();
    await expect(requests.getByLabel(fieldLabel(automations.rentRequests.days))).toHaveValue('10');
    await expect(reminders.getByLabel(fieldLabel(automations.reminders.days))).toHaveValue('5');
    await expect(
      page
        .getByTestId('automation-indexationReminders')
        .getByRole('checkbox', { name: automations.indexationReminders.enabled }),
    ).not.toBeChecked();
    for (const section of ['accounting', 'invoicing'] as const) {
      await page.goto(`/settings#${section}`);
      await expect(page.getByRole('button', { name: nl[section].save })).toBeVisible();
      await expectAccessible(page, `${section} settings`);
    }
  });
});
