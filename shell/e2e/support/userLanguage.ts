import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export type UserLanguage = 'nl' | 'en' | 'fr';

/** The signed-in user's interface language (their profile), as settings → profile sets it. */
export async function setUserLanguage(page: Page, baseURL: string, language: UserLanguage): Promise<void> {
  const response = await page.request.patch(`${baseURL}/api/user/profile`, {
    headers: { Origin: baseURL },
    data: { language },
  });
  expect(response.ok(), await response.text()).toBe(true);
}
