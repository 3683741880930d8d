import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { NINE_YEAR_LEASE } from '@immodesk/test-fixtures/leases';
import { apiSignedInAs, createThroughApi } from '../support/api';
import { createTenant } from '../support/contacts';
import { EPC_CERTIFICATE_NUMBER, putEnergyLabel, TENANT_IDENTITY } from '../support/leaseIdentity';
import { expect, newIsolatedPage, test } from '../support/fixtures';
import { createOrganization, signInAs, type TestOwner } from '../support/organizations';
import { matchFromOutbox } from '../support/outbox';
import { repoRoot } from '../support/paths';
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from '../support/publicSite';

type PropertiesCatalogue = typeof import('../../../mf-properties/locales/nl.json');
type ShellCatalogue = typeof import('../../../shell/app/locales/nl.json');
const catalogue = <T>(file: string): T => JSON.parse(readFileSync(resolve(repoRoot, file), 'utf8')) as T;
const properties = catalogue<PropertiesCatalogue>('mf-properties/locales/nl.json').contractSigning;
const shellNl = catalogue<ShellCatalogue>('shell/app/locales/nl.json');
const shellFr = catalogue<ShellCatalogue>('shell/app/locales/fr.json');
const area = (page: Page): Locator => page.locator('[data-remote="properties"]');

/** A few strokes across a signature pad, as a finger or mouse would draw them. */
async function drawSignature(page: Page, pad: Locator): Promise<void> {
  // In the middle of the screen: toasts sit at its bottom edge.
  await pad.evaluate((element) => element.scrollIntoView({ block: 'center' }));
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

// Issue 15, share link and e-signature: a draft is sent, the tenant opens the link on a phone in French, proves the
// address with the mailed code and signs by drawing; the landlord signs; the signed PDF's hash is the audit trail's.
test.describe.serial('contract signing', () => {
  test.describe.configure({ timeout: 90_000 });
  const tenantEmail = `camille.${Date.now().toString(36)}@example.be`;
  let owner: TestOwner;
  let contractId: string;

  test.beforeAll(async ({ productURL }) => {
    owner = createOrganization('basic');
    const api = await apiSignedInAs(productURL, owner);
    const property = await createThroughApi(api, productURL, '/api/properties', {
      street: 'Rue Haute',
      houseNumber: '8',
      postalCode: '1000',
      city: 'Bruxelles',
      type: 'apartment',
      rentCents: 95_000,
    });
    await putEnergyLabel(api, productURL, property.id, 'C');
    const tenant = await createTenant(api, productURL, {
      entityType: 'natural',
      firstName: 'Camille',
      lastName: 'Dubois',
      email: tenantEmail,
      language: 'fr',
      ...TENANT_IDENTITY,
    });
    ({ id: contractId } = await createThroughApi(api, productURL, '/api/contracts', {
      propertyId: property.id,
      tenantIds: [tenant.id],
      ...NINE_YEAR_LEASE,
      epcCertificateNumber: EPC_CERTIFICATE_NUMBER,
    }));
    await api.dispose();
  });

  test('the landlord sends, the tenant signs on a phone in French, the landlord signs, and the signed PDF is the audit trail’s', async ({
    page,
    browser,
    productURL,
  }) => {
    await signInAs(page, productURL, owner);

    // Settings → signature: the landlord draws and saves their signature.
    await page.goto('/settings#signature');
    await page.getByRole('radio', { name: shellNl.signature.methods.drawn }).check();
    await drawSignature(page, page.getByTestId('signature-pad'));
    await page.getByRole('button', { name: shellNl.signature.save }).click();
    await expect(page.getByTestId('saved-signature').getByRole('img')).toBeVisible();

    // Send: the modal fills the subject, message, the tenant's address and a fresh share link itself.
    await page.goto(`/contracts/${contractId}`);
    const remote = area(page);
    await remote.getByRole('button', { name: properties.actions.send }).click();
    const dialog = page.getByRole('dialog', { name: properties.send.title });
    await expect(dialog.getByTestId('share-link')).toHaveValue(/\/contracts\/share\//);
    await dialog.getByRole('button', { name: properties.send.submit }).click();
    await expect(dialog).toBeHidden();
    await expect(remote.getByRole('button', { name: properties.actions.signAsLandlord })).toBeVisible();

    // The tenant: a fresh browser on a 360 px phone, in French.
    const shareLink = await matchFromOutbox(
      page.request,
      productURL,
      tenantEmail,
      /https?:\/\/\S+\/contracts\/share\/[\w-]+/,
    );
    const { context: phone, page: tenant } = await newIsolatedPage(browser, {
      baseURL: productURL,
      viewport: { width: 360, height: 780 },
      locale: 'fr-BE',
    });
    await tenant.goto(new URL(shareLink).pathname);
    const fr = shellFr.contractShare;
    await expect(tenant.getByRole('heading', { name: fr.identityTitle })).toBeVisible();
    await expect(tenant.locator('html')).toHaveAttribute('lang', 'fr');
    await expectNoSeriousAxeViolations(tenant, 'share page');
    await expectNoSidewaysScroll(tenant, 'share page');
    await tenant.getByLabel(fr.name).fill('Camille Dubois');
    await tenant.getByLabel(fr.email).fill(tenantEmail);
    await tenant.getByRole('button', { name: fr.sendCode }).click();
    // "Code sent" shows at the top of the share page: its steps and the signature pad fill the foot of the phone.
    const codeSent = tenant.getByText(fr.codeSent.replace('{{email}}', tenantEmail));
    await expect(codeSent).toBeVisible();
    expect((await codeSent.boundingBox())!.y).toBeLessThan(780 / 2);
    const code = await matchFromOutbox(tenant.request, productURL, tenantEmail, /\b\d{6}\b/);
    await tenant.getByLabel(fr.code).fill(code);
    await tenant.getByRole('button', { name: fr.verify }).click();
    await expect(tenant.getByRole('heading', { name: fr.signTitle })).toBeVisible();
    // Whatever toast is still shown never covers the signature pad.
    const pad = tenant.getByTestId('signature-pad');
    await pad.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const padBox = (await pad.boundingBox())!;
    for (const toast of await tenant.locator('[data-sonner-toast]').all()) {
      const box = await toast.boundingBox();
      if (box) expect(box.y + box.height <= padBox.y || box.y >= padBox.y + padBox.height).toBe(true);
    }
    await drawSignature(tenant, tenant.getByTestId('signature-pad'));
    await tenant.getByRole('button', { name: fr.sign }).click();
    await expect(tenant.getByTestId('tenant-signed')).toHaveText(fr.signed);
    await expectNoSidewaysScroll(tenant, 'share page, signed');
    await phone.close();

    // The landlord signs with the saved signature, offered first in the sign dialog: every party signed.
    await page.reload();
    await remote.getByRole('button', { name: properties.actions.signAsLandlord }).click();
    const signDialog = page.getByRole('dialog', { name: properties.landlord.title });
    await expect(signDialog.getByTestId('landlord-saved-signature').getByRole('img')).toBeVisible();
    await signDialog.getByRole('button', { name: properties.landlord.submit }).click();
    const signed = page.getByRole('dialog', { name: properties.signed.title });
    await expect(signed).toBeVisible();
    await signed.getByRole('button', { name: properties.signed.close }).click();
    const fingerprint = (
      (await remote.getByTestId('signed-sha256').locator('code').textContent()) ?? ''
    ).trim();
    expect(fingerprint).toMatch(/^[0-9a-f]{64}$/);

    // The signed PDF's SHA-256 is the one in the audit trail; a modified copy is reported as altered.
    const signing = await page.request.get(`${productURL}/api/contracts/${contractId}/signing`);
    const { signedDocumentId, auditTrail } = (await signing.json()) as {
      signedDocumentId: string;
      auditTrail: { type: string; sha256: string | null }[];
    };
    expect(auditTrail.find((event) => event.type === 'completed')?.sha256).toBe(fingerprint);
    const pdf = await (
      await page.request.get(`${productURL}/api/documents/${signedDocumentId}/download`)
    ).body();
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(createHash('sha256').update(pdf).digest('hex')).toBe(fingerprint);
    const check = remote.getByLabel(properties.verify.label);
    await check.setInputFiles({ name: 'huurcontract.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expect(remote.getByTestId('signed-pdf-check-result')).toHaveText(properties.verify.original);
    await check.setInputFiles({
      name: 'huurcontract.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([pdf, Buffer.from('\n% changed\n')]),
    });
    await expect(remote.getByTestId('signed-pdf-check-result')).toHaveText(properties.verify.altered);
  });
});
