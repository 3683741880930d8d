import { NINE_YEAR_LEASE } from '@immodesk/test-fixtures/leases';
import { apiSignedInAs, callApi, createThroughApi } from '../support/api';
import { createTenant } from '../support/contacts';
import { expect, test } from '../support/fixtures';
import { matchFromOutbox } from '../support/outbox';
import { createOrganization, signInAs, type TestOwner } from '../support/organizations';
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from '../support/publicSite';
import { SHELL_TEXT } from '../support/shellText';
import { setUserLanguage } from '../support/userLanguage';

/** The last day of last month (YYYY-MM-DD): the rent is paid up to there. */
function endOfLastMonth(): string {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 0)).toISOString().slice(0, 10);
}

/**
 * A landlord of its own with a lease from January 2026 brought in from paper, paid through last month: the tenant's
 * account has opening balances and this month's rent still open.
 */
async function seedTenantWithLease(
  productURL: string,
  language: 'nl' | 'fr',
): Promise<{ owner: TestOwner; tenantId: string; email: string }> {
  const owner = createOrganization('basic');
  const api = await apiSignedInAs(productURL, owner);
  const property = await createThroughApi(api, productURL, '/api/properties', {
    street: 'Rue Neuve',
    houseNumber: '1',
    postalCode: '1000',
    city: 'Bruxelles',
    type: 'apartment',
    rentCents: 95_000,
  });
  const email = `account.${Date.now().toString(36)}@example.be`;
  const tenant = await createTenant(api, productURL, {
    entityType: 'natural',
    firstName: 'Lotte',
    lastName: 'Maes',
    email,
    language,
  });
  const { id: contractId } = await createThroughApi(api, productURL, '/api/contracts', {
    propertyId: property.id,
    tenantIds: [tenant.id],
    ...NINE_YEAR_LEASE,
    signedOn: '2025-12-10',
    startsOn: '2026-01-01',
  });
  await callApi(api, productURL, 'post', `/api/contracts/${contractId}/record-signed`, {
    data: { signedOn: '2025-12-10', paidThrough: endOfLastMonth() },
  });
  await api.dispose();
  return { owner, tenantId: tenant.id, email };
}

// Issue 31, the tenant's account: the landlord opens a tenant, sees what is due, received, the balance and the
// credit with the lines behind them, downloads the statement and mails it to the tenant in the tenant's language.
for (const { language, width, height } of [
  { language: 'nl', width: 1280, height: 900 },
  { language: 'fr', width: 360, height: 780 },
] as const) {
  test.describe(`a tenant's account, in ${language} at ${width} px`, () => {
    test.use({ viewport: { width, height }, locale: `${language}-BE` });
    const text = SHELL_TEXT[language].account;

    test('shows the figures and lines, downloads the statement and mails it', async ({
      page,
      productURL,
    }) => {
      // Two statements are printed by Chromium on the server (the download, then the mail's attachment).
      test.slow();
      const { owner, tenantId, email } = await seedTenantWithLease(productURL, language);
      await signInAs(page, productURL, owner);
      await setUserLanguage(page, productURL, language);
      await page.goto(`/contacts/tenants/${tenantId}`);
      const section = page.getByTestId('account-section');
      await expect(section.getByRole('heading', { name: text.title })).toBeVisible();
      for (const key of ['due', 'received', 'balance', 'credit'] as const)
        await expect(section.getByTestId(`account-${key}`)).toContainText(text.figures[key]);
      await expect(section.getByTestId('account-line').first()).toBeVisible();
      await expectNoSeriousAxeViolations(page, `tenant account (${language}, ${width}px)`);
      await expectNoSidewaysScroll(page, `tenant account (${language}, ${width}px)`);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        section.getByRole('button', { name: text.download }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(
        language === 'fr'
          ? /^Releve-de-compte-Lotte-Maes-.*\.pdf$/
          : /^Rekeningoverzicht-Lotte-Maes-.*\.pdf$/,
      );

      await section.getByRole('button', { name: text.mail }).click();
      const dialog = page.getByRole('dialog', { name: text.mailTitle });
      await expect(dialog).toBeVisible();
      await expectNoSeriousAxeViolations(page, `mail statement dialog (${language}, ${width}px)`);
      await dialog.getByRole('button', { name: text.mailConfirm }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText(text.mailed.replace('{{email}}', email))).toBeVisible();
      const greeting = await matchFromOutbox(
        page.request,
        productURL,
        email,
        language === 'fr' ? /votre relevé de compte du [^\n]+/ : /uw rekeningoverzicht van [^\n]+/,
      );
      expect(greeting).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    });
  });
}
