import { expect, type Page } from '@playwright/test';
import { fieldLabel, nl } from '../shellText';

/** Page object for /settings#profile, in Dutch. */
export class ProfileSettingsPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/settings#profile');
    await expect(this.page.getByLabel(fieldLabel(nl.profile.email))).toBeVisible();
  }

  emailField() {
    return this.page.getByLabel(fieldLabel(nl.profile.email));
  }

  /** Types a new address and saves: the re-authentication dialog asks for the current password. */
  async requestEmailChange(newEmail: string): Promise<void> {
    await this.emailField().fill(newEmail);
    // The profile's own form: the landlord details below it have a save button of their own.
    await this.page
      .locator('form')
      .filter({ has: this.emailField() })
      .getByRole('button', { name: nl.profile.save, exact: true })
      .click();
  }
}
