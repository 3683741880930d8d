import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { repoRoot } from '../paths';

type ContactsCatalogue = typeof import('../../../../mf-contacts/locales/nl.json');

/** The communications screen's strings (the contacts remote's Dutch catalogue), as the UI shows them. */
export const communicationsText = JSON.parse(
  readFileSync(resolve(repoRoot, 'mf-contacts/locales/nl.json'), 'utf8'),
) as ContactsCatalogue;
const text = communicationsText;

/** Page object for /communications (mf-contacts mounted by the shell). */
export class CommunicationsPage {
  readonly area: Locator;
  readonly form: Locator;
  readonly history: Locator;

  constructor(private readonly page: Page) {
    this.area = page.locator('[data-remote="contacts"]');
    this.form = this.area.getByRole('form', { name: text.compose.title });
    this.history = this.area.getByRole('region', { name: text.history.title });
  }

  async open(): Promise<void> {
    await this.page.goto('/communications');
    await expect(
      this.area.getByRole('heading', { level: 1, name: text.communicationsPage.title }),
    ).toBeVisible();
  }

  /** Searches the "To" combobox and picks the first suggestion with the keyboard. */
  async addRecipient(search: string, name: string): Promise<void> {
    const combobox = this.form.getByRole('combobox', { name: new RegExp(`^${text.compose.to}`) });
    await combobox.fill(search);
    await expect(this.form.getByRole('option', { name: new RegExp(name) })).toBeVisible();
    await combobox.press('Enter');
    await expect(
      this.form.getByRole('list', { name: text.compose.chosenRecipients }).getByText(name),
    ).toBeVisible();
  }

  field(label: string): Locator {
    return this.form.getByRole('textbox', { name: new RegExp(`^${label}\\s*\\*?$`) });
  }

  get editor(): Locator {
    return this.form.getByRole('textbox', { name: text.compose.message });
  }

  tool(name: keyof typeof text.compose.tools): Locator {
    return this.form
      .getByRole('toolbar', { name: text.compose.formatting })
      .getByRole('button', { name: text.compose.tools[name] });
  }

  async attach(fileName: string, content: Buffer): Promise<void> {
    await this.form
      .getByLabel(text.compose.upload)
      .setInputFiles({ name: fileName, mimeType: 'application/pdf', buffer: content });
    await expect(
      this.form.getByRole('list', { name: text.compose.attached }).getByText(fileName),
    ).toBeVisible();
  }

  async send(): Promise<void> {
    await this.form.getByRole('button', { name: text.compose.send }).click();
  }

  historyItem(subject: string): Locator {
    return this.history.getByRole('article', { name: subject });
  }
}
