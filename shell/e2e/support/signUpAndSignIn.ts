import { expect, type Page } from '@playwright/test';
import { linkFromOutbox, tokenOf } from './outbox';
import { uniqueAccount, type NewAccount } from './pages/AuthPages';

/** A fresh, verified account (its own organization on the free plan), signed in in the page's context. */
export async function signUpAndSignIn(
  page: Page,
  productURL: string,
  prefix: string,
  language: 'nl' | 'en' | 'fr' = 'nl',
): Promise<NewAccount> {
  const account = uniqueAccount(prefix);
  const origin = { Origin: productURL };
  const signup = await page.request.post(`${productURL}/api/auth/signup`, {
    data: {
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      password: account.password,
      language,
    },
    headers: origin,
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const link = await linkFromOutbox(page.request, productURL, account.email, '/verify-email');
  expect(
    (
      await page.request.post(`${productURL}/api/auth/verify-email`, {
        data: { token: tokenOf(link) },
        headers: origin,
      })
    ).status(),
  ).toBe(200);
  const login = await page.request.post(`${productURL}/api/auth/login`, {
    data: { email: account.email, password: account.password },
    headers: origin,
  });
  expect(login.status(), await login.text()).toBe(200);
  return account;
}
