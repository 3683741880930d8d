import type { APIRequestContext, Page } from '@playwright/test';
import { StripeDouble } from '@immodesk/billing/testing/stripeDouble';
import { doublePrices } from '@immodesk/billing/testing/runStripeDouble';
import { expect, test } from '../support/fixtures';
import { createOrganization, signInAs } from '../support/organizations';
import { freePort, startProduct, type ProductInstance } from '../support/product';
import { propertiesNl } from '../support/propertiesText';
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from '../support/publicSite';
import { nl } from '../support/shellText';
import { signUpAndSignIn } from '../support/signUpAndSignIn';

const WEBHOOK_SECRET = 'whsec_e2e_billing';

/** A 1×1 PNG: the smallest real image the server recognises from its bytes. */
const PNG_PIXEL =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

async function addProperty(
  page: Page,
  baseURL: string,
  houseNumber: string,
  expectedStatus: number,
): Promise<void> {
  const response = await page.request.post(`${baseURL}/api/properties`, {
    data: { street: 'Veldstraat', houseNumber, postalCode: '9000', city: 'Gent', type: 'apartment' },
    headers: { Origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(expectedStatus);
}

type OutboxMail = { to: string | string[]; subject: string; text: string };

async function emailOf(page: Page, baseURL: string): Promise<string> {
  const user = (await (await page.request.get(`${baseURL}/api/auth/user`)).json()) as { email: string };
  return user.email;
}

/** The newest mail to `address` whose text holds `needle`, from the development outbox. */
async function expectMailWith(
  request: APIRequestContext,
  baseURL: string,
  address: string,
  needle: string,
): Promise<void> {
  await expect
    .poll(
      async () => {
        const { items } = (await (await request.get(`${baseURL}/api/dev/outbox`)).json()) as {
          items: OutboxMail[];
        };
        return items.some(
          (mail) => [mail.to].flat().some((to) => to.includes(address)) && mail.text.includes(needle),
        );
      },
      { message: `a mail to ${address} holding ${needle}`, timeout: 20_000 },
    )
    .toBe(true);
}

test.describe('plans and billing', () => {
  test('without online payment, checkout shows the bank-transfer details and mails the instructions', async ({
    page,
    productURL,
  }) => {
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

    // The trial is Professional: the company logo can be uploaded (settings, profile).
    await page.goto('/settings#profile');
    const logo = page.getByTestId('company-logo');
    await logo
      .getByTestId('company-logo-input')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(PNG_PIXEL, 'base64') });
    await expect(logo.getByRole('img', { name: nl.companyLogo.alt })).toBeVisible();
    await expect(logo.getByRole('button', { name: nl.companyLogo.replace })).toBeVisible();
  });
});

test.describe('with online payment (the local Stripe double)', () => {
  // A second product instance of its own serves this journey cold; beside the other worker it needs more than 60 s.
  test.describe.configure({ timeout: 120_000 });
  let double: StripeDouble;
  let product: ProductInstance;

  test.beforeAll(async () => {
    test.setTimeout(150_000);
    const port = await freePort();
    double = await new StripeDouble({
      webhookSecret: WEBHOOK_SECRET,
      webhookUrl: `http://127.0.0.1:${port}/api/billing/webhook`,
      prices: doublePrices(),
    }).start();
    product = await startProduct({
      dataDir: process.env.E2E_DATA_DIR!,
      port,
      env: {
        STRIPE_SECRET_KEY: 'sk_test_e2e',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_PRICE_BASIC_MONTHLY: 'price_basic_monthly',
        STRIPE_PRICE_BASIC_YEARLY: 'price_basic_yearly',
        STRIPE_PRICE_PROFESSIONAL_MONTHLY: 'price_professional_monthly',
        STRIPE_PRICE_PROFESSIONAL_YEARLY: 'price_professional_yearly',
        STRIPE_API_HOST: '127.0.0.1',
        STRIPE_API_PORT: String(double.port),
        STRIPE_API_PROTOCOL: 'http',
      },
    });
  });

  test.afterAll(async () => {
    await product?.stop();
    await double?.stop();
  });

  test('a Free user at the property limit upgrades through checkout and can add more', async ({ page }) => {
    const baseURL = product.baseURL;
    const owner = createOrganization('free');
    await signInAs(page, baseURL, owner);
    for (const houseNumber of ['1', '2', '3']) await addProperty(page, baseURL, houseNumber, 201);
    await addProperty(page, baseURL, '4', 403);

    await page.goto(`${baseURL}/properties`);
    const banner = page.getByTestId('plan-limit-banner');
    await expect(banner).toContainText(
      propertiesNl.planLimit.used.replace('{{active}}', '3').replace('{{max}}', '3'),
    );
    await banner.getByRole('link', { name: propertiesNl.planLimit.upgrade }).click();

    await expect(page).toHaveURL(/\/settings\?section=plan#plan$/);
    await page
      .getByRole('link', { name: nl.billing.settings.upgradeTo.replace('{{plan}}', nl.plan.types.basic) })
      .click();
    await expect(page.getByRole('radio', { name: new RegExp(nl.plan.types.basic) })).toBeChecked();
    await page.getByRole('button', { name: nl.billing.checkout.continue }).click();

    // The payment provider's page (the double), then back to the product: processing until the plan is active.
    await expect(page.getByRole('heading', { name: 'Test checkout' })).toBeVisible();
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(/\/checkout\?session_id=/);
    await expect(
      page.getByRole('heading', {
        name: nl.billing.checkout.activeTitle.replace('{{plan}}', nl.plan.types.basic),
      }),
    ).toBeVisible();

    // The avatar badge and usage bar follow at once, without waiting for the 5-minute plan cache.
    await page.getByRole('button', { name: nl.header.userMenu }).click();
    await expect(
      page.getByText(nl.plan.propertiesUsed.replace('{{active}}', '3').replace('{{max}}', '10')),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await addProperty(page, baseURL, '4', 201);

    await page.getByRole('link', { name: nl.billing.checkout.toSubscription }).click();
    const summary = page.getByTestId('subscription-summary');
    await expect(summary.getByText(nl.plan.types.basic, { exact: true })).toBeVisible();
    await expect(summary.getByText(nl.billing.status.active, { exact: true })).toBeVisible();
    await expect(page.getByTestId('invoice-row')).toHaveCount(1);
    await expectNoSeriousAxeViolations(page, '/subscription');
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoSidewaysScroll(page, '/subscription @360');

    // Support's view (no menu entry; outside production): the webhook that activated the plan, processed once.
    await page.goto(`${baseURL}/stripe-debug`);
    await expect(page.getByRole('heading', { level: 1, name: nl.diagnostics.stripe.title })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'checkout.session.completed' })).toContainText(
      nl.diagnostics.stripe.results.processed,
    );
    await expectNoSeriousAxeViolations(page, '/stripe-debug');
  });
});
