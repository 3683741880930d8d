import { expect, type Locator, type Page } from '@playwright/test';
import { fieldLabel, nl, startsWith } from '../shellText';

/** Page object for /settings#account, in Dutch. */
export class AccountSettingsPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/settings#account');
    await expect(
      this.page.getByRole('heading', { level: 2, name: nl.settings.sections.account }),
    ).toBeVisible();
  }

  /** Confirms a sensitive change in the re-authentication dialog with the current password. */
  async confirmWithPassword(password: string, confirmLabel: string): Promise<void> {
    const dialog = this.page.getByRole('dialog');
    await dialog.getByLabel(fieldLabel(nl.reauthentication.password)).fill(password);
    await dialog.getByRole('button', { name: confirmLabel, exact: true }).click();
    await expect(dialog).toBeHidden();
  }

  /** Starts the setup (confirmed with the password) and returns the key shown for manual entry. */
  async startTwoFactorSetup(password: string): Promise<string> {
    await this.page.getByRole('button', { name: nl.twoFactor.enable, exact: true }).click();
    await this.confirmWithPassword(password, nl.twoFactor.continue);
    const secret = this.page.getByTestId('two-factor-secret');
    await expect(secret).toBeVisible();
    return (await secret.innerText()).trim();
  }

  async confirmTwoFactor(code: string): Promise<void> {
    await this.page.getByLabel(fieldLabel(nl.twoFactor.code)).fill(code);
    await this.page.getByRole('button', { name: nl.twoFactor.confirm, exact: true }).click();
    const recoveryCodes = this.page.getByTestId('two-factor-recovery-codes');
    await expect(recoveryCodes.getByRole('listitem')).toHaveCount(10);
    await this.page.getByRole('button', { name: nl.twoFactor.codesSaved, exact: true }).click();
    await expect(
      this.page.getByTestId('two-factor-card').getByText(nl.twoFactor.on, { exact: true }),
    ).toBeVisible();
  }

  sessions(): Locator {
    return this.page.getByTestId('session-item');
  }

  /** Ends the one session that is not this device (only those have an end button). */
  async endOtherSession(): Promise<void> {
    await this.page
      .getByTestId('sessions-card')
      .getByRole('button', { name: startsWith(nl.sessions.end) })
      .click();
  }
}
