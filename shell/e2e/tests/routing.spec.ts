import { DEMO_LOGIN, expect, signInAsDemo, test } from '../support/fixtures';

test.describe('routing rules of SPEC §2', () => {
  test('a visitor on / lands on the Dutch public site', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/nl$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('a French-speaking visitor on / lands on /fr', async ({ browser, productURL }) => {
    const context = await browser.newContext({ locale: 'fr-BE' });
    const page = await context.newPage();
    await page.goto(`${productURL}/`);
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await context.close();
  });

  test('a signed-out visitor on /dashboard is sent to /login', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login/);
  });

  test('logging in through the form returns the user to the page they asked for', async ({ page }) => {
    await page.goto('/properties');
    await expect(page).toHaveURL(/\/login/);
    await page.getByLabel(/e-?mail/i).fill(DEMO_LOGIN.email);
    await page.getByLabel(/wachtwoord/i).fill(DEMO_LOGIN.password);
    await page.getByRole('button', { name: /inloggen|aanmelden/i }).click();
    await expect(page).toHaveURL(/\/properties$/);
    await expect(page.locator('[data-remote="properties"]')).toBeVisible();
  });

  test('a wrong password shows the server message in the form, not as a toast, and stays on /login', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByLabel(/e-?mail/i).fill(DEMO_LOGIN.email);
    await page.getByLabel(/wachtwoord/i).fill('not-the-password');
    await page.getByRole('button', { name: /inloggen|aanmelden/i }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(/wachtwoord is onjuist/);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    await expect(page).toHaveURL(/\/login/);
  });

  test('a signed-in user on /login or / goes to /dashboard', async ({ page, productURL }) => {
    await signInAsDemo(page, productURL);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('an unknown path shows the not-found page', async ({ page, productURL }) => {
    await signInAsDemo(page, productURL);
    await page.goto('/this-page-does-not-exist');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/niet gevonden|404/i);
  });

  test('logging out ends the session', async ({ page, productURL }) => {
    await signInAsDemo(page, productURL);
    await page.goto('/api/logout');
    await expect(page).toHaveURL(/\/nl$/);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login/);
  });
});
