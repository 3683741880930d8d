import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { NINE_YEAR_LEASE } from '@immodesk/test-fixtures/leases';
import { apiSignedInAs, callApi, createThroughApi } from '../support/api';
import { createTenant } from '../support/contacts';
import { expect, test } from '../support/fixtures';
import { createOrganization, signInAs, type TestOwner } from '../support/organizations';
import { matchFromOutbox } from '../support/outbox';
import { repoRoot } from '../support/paths';
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from '../support/publicSite';
import { setUserLanguage, type UserLanguage } from '../support/userLanguage';
import { EPC_CERTIFICATE_NUMBER, putEnergyLabel, TENANT_IDENTITY } from '../support/leaseIdentity';

type PropertiesCatalogue = typeof import('../../../mf-properties/locales/nl.json');
type ShellCatalogue = typeof import('../../../shell/app/locales/nl.json');
const catalogue = <T>(file: string): T => JSON.parse(readFileSync(resolve(repoRoot, file), 'utf8')) as T;
const area = (page: Page): Locator => page.locator('[data-remote="properties"]');

/** A few strokes across a signature pad, as a finger or mouse would draw them. */
async function drawSignature(page: Page, pad: Locator): Promise<void> {
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.6);
  await page.mouse.down();
  for (const [x, y] of [
    [0.3, 0.3],
    [0.5, 0.7],
    [0.7, 0.3],
    [0.9, 0.6],
  ] as const)
    await page.mouse.move(box.x + box.width * x, box.y + box.height * y, { steps: 5 });
  await page.mouse.up();
}

/** The first day of the month after next, as YYYY-MM-DD. */
function firstOfMonthAfterNext(): string {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() + 2, 1)).toISOString().slice(0, 10);
}

/** A lease sent to Camille Dubois, who signed it through the mailed link and code (driven over the public API). */
async function leaseSignedByTheTenant(
  api: APIRequestContext,
  productURL: string,
): Promise<{ id: string; email: string }> {
  const email = `camille.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 6)}@example.be`;
  const property = await createThroughApi(api, productURL, '/api/properties', {
    street: 'Rue Haute',
    houseNumber: '8',
    postalCode: '1000',
    city: 'Bruxelles',
    type: 'apartment',
    rentCents: 95_000,
  });
  // A lease is sent only once it names every party with address and birth data and states the EPC.
  await putEnergyLabel(api, productURL, property.id, 'C');
  const tenant = await createTenant(api, productURL, {
    entityType: 'natural',
    firstName: 'Camille',
    lastName: 'Dubois',
    email,
    language: 'fr',
    ...TENANT_IDENTITY,
  });
  const { id } = await createThroughApi(api, productURL, '/api/contracts', {
    propertyId: property.id,
    tenantIds: [tenant.id],
    ...NINE_YEAR_LEASE,
    epcCertificateNumber: EPC_CERTIFICATE_NUMBER,
    // Starting later, so the lease reads "signed" (not yet "active") once every party signed.
    startsOn: firstOfMonthAfterNext(),
  });
  await callApi(api, productURL, 'post', `/api/contracts/${id}/send`, {
    data: { subject: 'Votre bail', message: 'Bonjour Camille,', email },
  });
  const shareToken =
    (await matchFromOutbox(api, productURL, email, /\/contracts\/share\/[\w-]+/)).split('/').at(-1) ?? '';
  const publicPath = (step: string) => `/api/public/contracts/${shareToken}/${step}`;
  await callApi(
    api,
    productURL,
    'post',
    publicPath('code'),
    { data: { name: 'Camille Dubois', email } },
    204,
  );
  const code = await matchFromOutbox(api, productURL, email, /\b\d{6}\b/);
  const { signingToken } = await callApi<{ signingToken: string }>(
    api,
    productURL,
    'post',
    publicPath('verify'),
    {
      data: { email, code },
    },
  );
  await callApi(api, productURL, 'post', publicPath('sign'), {
    multipart: { signingToken, method: 'typed', typedName: 'Camille Dubois' },
  });
  return { id, email };
}

// Issue 31: the landlord signs a lease the tenant already signed from the contract page, in the sign dialog that
// shows the lease as sent and holds the signature pad; the badge reads "partly signed" before and "signed" after.
for (const { language, width, height } of [
  { language: 'nl' as UserLanguage, width: 1280, height: 800 },
  { language: 'fr' as UserLanguage, width: 360, height: 780 },
]) {
  test.describe(`signing as a landlord (${language}, ${width} px)`, () => {
    test.describe.configure({ timeout: 90_000 });
    test.use({ viewport: { width, height } });
    const properties = catalogue<PropertiesCatalogue>(`mf-properties/locales/${language}.json`);
    const shell = catalogue<ShellCatalogue>(`shell/app/locales/${language}.json`);
    let owner: TestOwner;
    let contractId: string;
    let tenantEmail: string;

    test.beforeAll(async ({ productURL }) => {
      owner = createOrganization('basic');
      const api = await apiSignedInAs(productURL, owner);
      ({ id: contractId, email: tenantEmail } = await leaseSignedByTheTenant(api, productURL));
      await api.dispose();
    });

    test('signs with the signature drawn in the dialog after the tenant signed, then mails the lease statement', async ({
      page,
      productURL,
    }) => {
      await signInAs(page, productURL, owner);
      await setUserLanguage(page, productURL, language);
      await page.goto(`/contracts/${contractId}`);
      const remote = area(page);
      const status = remote.getByTestId('contract-status');
      await expect(status).toContainText(properties.contracts.status.partlySigned);
      await expect(status).toContainText('Camille Dubois');
      await expectNoSeriousAxeViolations(page, 'contract page, partly signed');

      await remote.getByRole('button', { name: properties.contractSigning.actions.signAsLandlord }).click();
      const dialog = page.getByRole('dialog', { name: properties.contractSigning.landlord.title });
      await expect(dialog.getByTestId('lease-to-sign-sha256').locator('code')).toHaveText(/^[0-9a-f]{64}$/);
      await expect(
        dialog.getByText(properties.contractSigning.lease.hasSigned.replace('{{name}}', 'Camille Dubois')),
      ).toBeVisible();
      await expect(dialog.getByRole('radio', { name: shell.signature.methods.drawn })).toBeChecked();
      await expect(
        dialog.getByRole('checkbox', { name: properties.contractSigning.landlord.saveForNextTime }),
      ).toBeChecked();
      await expectNoSeriousAxeViolations(page, 'sign dialog');
      await expectNoSidewaysScroll(page, 'sign dialog');
      await drawSignature(page, dialog.getByTestId('signature-pad'));
      await dialog.getByRole('button', { name: properties.contractSigning.landlord.submit }).click();

      const signed = page.getByRole('dialog', { name: properties.contractSigning.signed.title });
      await expect(signed).toBeVisible();
      await signed.getByRole('button', { name: properties.contractSigning.signed.close }).click();
      await expect(status).toHaveText(properties.contracts.status.signed);
      await expectNoSeriousAxeViolations(page, 'contract page, signed');

      // The lease's account: its statement goes to the tenant by mail from the contract page.
      const account = remote.getByTestId('account-section');
      await account.getByRole('button', { name: shell.account.mail }).click();
      const mailDialog = page.getByRole('dialog', { name: shell.account.mailTitle });
      await mailDialog.getByRole('button', { name: shell.account.mailConfirm }).click();
      await expect(page.getByText(shell.account.mailed.replace('{{email}}', tenantEmail))).toBeVisible();

      // "Save for next time" kept the drawn signature under settings → signature.
      const saved = await page.request.get(`${productURL}/api/user/signature`);
      expect(((await saved.json()) as { signature: { method: string } | null }).signature?.method).toBe(
        'drawn',
      );
    });
  });
}
