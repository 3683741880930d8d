import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { repoRoot } from '../paths';
import { linkFromOutbox, tokenOf } from '../outbox';
import { uniqueAccount, type NewAccount } from './AuthPages';

type PropertiesCatalogue = typeof import('../../../../mf-properties/locales/nl.json');
const catalogue = (language: 'nl' | 'fr') =>
  JSON.parse(
    readFileSync(resolve(repoRoot, `mf-properties/locales/${language}.json`), 'utf8'),
  ) as PropertiesCatalogue;

/** The tasks screen's own strings (the properties remote's catalogue), as the UI shows them. */
export const tasksText = { nl: catalogue('nl').tasks, fr: catalogue('fr').tasks };

export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key]));

/** Today's date in Belgium and `days` from it, as `YYYY-MM-DD`. */
export function brusselsDate(days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A new, verified owner with an empty organization, signed in on `request` (the page's cookies). */
export async function signUpOwner(
  request: APIRequestContext,
  baseURL: string,
  language: 'nl' | 'fr' = 'nl',
): Promise<NewAccount> {
  const account = uniqueAccount('tasks');
  const headers = { Origin: baseURL };
  const signup = await request.post(`${baseURL}/api/auth/signup`, {
    headers,
    data: { ...account, language },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const link = await linkFromOutbox(request, baseURL, account.email, '/verify-email');
  expect(
    (
      await request.post(`${baseURL}/api/auth/verify-email`, { headers, data: { token: tokenOf(link) } })
    ).ok(),
  ).toBe(true);
  await signIn(request, baseURL, account);
  return account;
}

export async function signIn(
  request: APIRequestContext,
  baseURL: string,
  account: NewAccount,
): Promise<void> {
  const login = await request.post(`${baseURL}/api/auth/login`, {
    headers: { Origin: baseURL },
    data: { email: account.email, password: account.password },
  });
  expect(login.status(), await login.text()).toBe(200);
}

/** Page object for /tasks (mf-properties mounted by the shell). */
export class TasksPage {
  readonly area: Locator;

  constructor(
    private readonly page: Page,
    private readonly text = tasksText.nl,
  ) {
    this.area = page.locator('[data-remote="properties"]');
  }

  withLanguage(language: 'nl' | 'fr'): TasksPage {
    return new TasksPage(this.page, tasksText[language]);
  }

  async open(query = ''): Promise<void> {
    await this.page.goto(`/tasks${query}`);
    await expect(this.area.getByRole('heading', { level: 1, name: this.text.page.title })).toBeVisible();
  }

  item(title: string): Locator {
    return this.area
      .getByTestId('task-item')
      .filter({ has: this.page.getByRole('heading', { level: 2, name: title, exact: true }) });
  }

  titles(): Locator {
    return this.area.getByTestId('task-item').getByRole('heading', { level: 2 });
  }

  dialog(name: string): Locator {
    return this.page.getByRole('dialog', { name });
  }

  async filterStatus(label: string): Promise<void> {
    await this.area.getByLabel(this.text.filters.status, { exact: true }).selectOption({ label });
  }

  async filterProperty(label: string): Promise<void> {
    await this.area.getByLabel(this.text.filters.property, { exact: true }).selectOption({ label });
  }

  async search(text: string): Promise<void> {
    await this.area.getByRole('searchbox', { name: this.text.filters.search }).fill(text);
  }

  toast(text: string): Locator {
    return this.page.locator('[data-sonner-toast]').filter({ hasText: text });
  }
}
