import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from '../support/publicSite';
import { nl } from '../support/shellText';
import { signUpAndSignIn } from '../support/signUpAndSignIn';

type OutboxMail = { to: string | string[]; subject: string; text: string };

async function emailOf(page: Page, baseURL: string): Promise<string> {
  const user = (await (await page.request.get(`${baseURL}/api/auth/user`)).json()) as { email: string };
  return user.email;
}

/** The newest mail to `address` whose text holds `needle`, from the development outbox. */
async function expectMailWith(request: APIRequestContext, baseURL: string, address: string, needle: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const { items } = (await (await request.get(`${baseURL}/api/dev/outbox`)).json()) as { items: OutboxMail[] };
        return items.some((mail) => [mail.to].flat().some((to) => to.includes(address)) && mail.text.includes(needle));
      },
      { message: `a mail to ${address} holding ${needle}`, timeout: 20_000 },
    )
    .toBe(true);
}

test.describe('plans and billing', () => {
  test('without online payment, checkout shows the bank-transfer details and mails the instructions', async ({ page, productURL }) => {
    await signUpAndSignIn(page, productURL, 'billing-transfer');
    const email = await emailOf(page, productURL);

    await page.goto('/checkout?plan=basic&interval=yearly');
    await expect(page.getByRole('heading', { level: 1, name: nl.billing.checkout.title })).toBeVisible();
    await expect(page.getByRole('radio', { name: new RegExp(nl.plan.types.basic) })).toBeChecked();
    await expect(page.getByRole('radio', { name: nl.billing.choice.intervals.yearly })).toBeChecked();
    await page.getByRole('button', { name: nl.billing.checkout.continue }).click();

    const details = page.getByTestId('bank-transfer');
    await expect(details.getByRole('heading', { name: nl.billing.bankTransfer.title })).toBeVisible();
    await expect(details).toContainText('€ 228,00');
    await expect(details).toContainText(/BE\d\d/);
    const reference = (await details.getByText(/^\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+$/).textContent()) ?? '';
    await expect(details.getByText(nl.billing.bankTransfer.mailed)).toBeVisible();
    await expectMailWith(page.request, productURL, email, reference);

    await expectNoSeriousAxeViolations(page, '/checkout bank transfer');
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoSidewaysScroll(page, '/checkout bank transfer @360');
  });
});
