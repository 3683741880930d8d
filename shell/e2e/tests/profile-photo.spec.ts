import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectNoSeriousAxeViolations } from '../support/publicSite';
import { linkFromOutbox, tokenOf } from '../support/outbox';
import { uniqueAccount } from '../support/pages/AuthPages';
import { nl } from '../support/shellText';

// A 1×1 PNG: small, but a real image the browser can draw.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A new, verified owner signed in through the API (the sign-up flow itself is covered by accounts.spec.ts). */
async function signInAsNewOwner(page: Page, productURL: string): Promise<void> {
  const account = uniqueAccount('photo');
  const headers = { Origin: productURL };
  const signup = await page.request.post(`${productURL}/api/auth/signup`, {
    data: { ...account, language: 'nl' },
    headers,
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const token = tokenOf(await linkFromOutbox(page.request, productURL, account.email, '/verify-email'));
  expect(
    (await page.request.post(`${productURL}/api/auth/verify-email`, { data: { token }, headers })).status(),
  ).toBe(200);
  expect(
    (
      await page.request.post(`${productURL}/api/auth/login`, {
        data: { email: account.email, password: account.password },
        headers,
      })
    ).status(),
  ).toBe(200);
}

test('settings → profile: upload, see, refuse a fake image, and remove the profile photo', async ({
  page,
  productURL,
}) => {
  await signInAsNewOwner(page, productURL);
  await page.goto('/settings#profile');
  const photo = page.getByTestId('profile-photo');
  await expect(photo.getByTestId('profile-photo-initials')).toHaveText('EJ');

  await page
    .getByTestId('profile-photo-input')
    .setInputFiles({ name: 'portret.png', mimeType: 'image/png', buffer: PNG });
  const image = photo.getByRole('img', { name: nl.profilePhoto.alt });
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
    .toBe(1);
  await expect(page.getByText(nl.profilePhoto.uploaded)).toBeVisible();
  const user = (await (await page.request.get(`${productURL}/api/auth/user`)).json()) as {
    profileImageUrl: string;
  };
  expect(await image.getAttribute('src')).toBe(user.profileImageUrl);

  // The toast fades in and out (its half-transparent frames fail the contrast check); check the page itself.
  await expect(page.getByText(nl.profilePhoto.uploaded)).toBeHidden();
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoSeriousAxeViolations(page, `${width}px`);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth),
    ).toBe(false);
  }

  // A page renamed to .png: the server looks at the bytes and refuses it; the photo stays.
  await page.getByTestId('profile-photo-input').setInputFiles({
    name: 'foto.png',
    mimeType: 'image/png',
    buffer: Buffer.from('<html>geen foto</html>'),
  });
  await expect(page.getByText(nl.profilePhoto.invalidType)).toBeVisible();
  await expect(image).toBeVisible();

  await photo.getByRole('button', { name: nl.profilePhoto.remove, exact: true }).click();
  await expect(photo.getByTestId('profile-photo-initials')).toBeVisible();
  await expect(page.getByText(nl.profilePhoto.removed)).toBeVisible();
  expect((await page.request.get(`${productURL}${user.profileImageUrl}`)).status()).toBe(404);
});
