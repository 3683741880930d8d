import { expect, type Page } from '@playwright/test';
import { fieldLabel, nl } from '../shellText';

export type NewAccount = { firstName: string; lastName: string; email: string; password: string };

export function uniqueAccount(prefix: string): NewAccount {
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  return {
    firstName: 'Eva',
    lastName: 'Janssens',
    email: `${prefix}-${stamp}@example.test`,
    password: `Sterk-Wachtwoord-${stamp}`,
  };
}

/** Page object for /signup, /login and its second step, in Dutch. */
export class AuthPages {
  constructor(private readonly page: Page) {}

  async signUp(account: NewAccount): Promise<void> {
    await this.page.goto('/signup');
    await this.page.getByLabel(fieldLabel(nl.signup.firstName)).fill(account.firstName);
    await this.page.getByLabel(fieldLabel(nl.signup.lastName)).fill(account.lastName);
    await this.page.getByLabel(fieldLabel(nl.signup.email)).fill(account.email);
    await this.page.getByLabel(fieldLabel(nl.signup.password)).fill(account.password);
    await this.page.getByLabel(fieldLabel(nl.signup.confirmation)).fill(account.password);
    await this.page.getByRole('button', { name: nl.signup.submit, exact: true }).click();
    await expect(this.page).toHaveURL(/\/signup-success\?email=/);
  }

  async submitCredentials(email: string, password: string): Promise<void> {
    await this.page.getByLabel(fieldLabel(nl.login.email)).fill(email);
    await this.page.getByLabel(fieldLabel(nl.login.password)).fill(password);
    await this.page.getByRole('button', { name: nl.login.submit, exact: true }).click();
  }

  async submitTotp(code: string): Promise<void> {
    await this.page.getByLabel(fieldLabel(nl.login.totp)).fill(code);
    await this.page.getByRole('button', { name: nl.login.verify, exact: true }).click();
  }
}
