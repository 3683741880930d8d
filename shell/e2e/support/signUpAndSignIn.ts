import { expect, type Page } from '@playwright/test';
import { linkFromOutbox, tokenOf } from './outbox';
import { uniqueAccount, type NewAccount } from './pages/AuthPages';

/** A fresh account (its own organization on the free plan) signed up through the API and verified, not signed in. */
export async function signUpVerified(
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
  const verification = await page.request.post(`${productURL}/api/auth/verify-email`, {
    data: { token: tokenOf(link) },
    headers: origin,
  });
  expect(verification.status(), await verification.text()).toBe(200);
  return account;
}

/** A fresh, verified account (its own organization on the free plan), signed in in the page's context. */
export async function signUpAndSignIn(
  page: Page,
  productURL: string,
  prefix: string,
  language: 'nl' | 'en' | 'fr' = 'nl',
): Promise<NewAccount> {
  const account = await signUpVerified(page, productURL, prefix, language);
  const login = await page.request.post(`${productURL}/api/auth/login`, {
    data: { email: account.email, password: account.password },
    headers: { Origin: productURL },
  });
  expect(login.status(), await login.text()).toBe(200);
  return account;
}
