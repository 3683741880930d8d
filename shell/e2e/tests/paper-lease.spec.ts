import { NINE_YEAR_LEASE } from '@immodesk/test-fixtures/leases';
import { apiSignedInAs, createThroughApi } from '../support/api';
import { createTenant } from '../support/contacts';
import { expect, test } from '../support/fixtures';
import { createOrganization, signInAs, type TestOwner } from '../support/organizations';
import { propertiesText } from '../support/propertiesText';
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from '../support/publicSite';
import { setUserLanguage } from '../support/userLanguage';
import { MINIMAL_PDF } from '../support/files';

/** The scan of the signed lease: a small PDF, as a landlord's scanner makes one. */
const SCAN = {
  name: 'huurcontract-ondertekend.pdf',
  mimeType: 'application/pdf',
  buffer: MINIMAL_PDF,
};

/** The last day of last month (YYYY-MM-DD): the rent is paid up to there. */
function endOfLastMonth(): string {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 0)).toISOString().slice(0, 10);
}

/** A landlord of its own with a Brussels apartment, a tenant and a draft lease from April 2021 (not yet signed). */
async function seedDraftLease(productURL: string): Promise<{ owner: TestOwner; contractId: string }> {
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
  const tenant = await createTenant(api, productURL, {
    entityType: 'natural',
    firstName: 'Lotte',
    lastName: 'Maes',
    email: `lotte.${Date.now().toString(36)}@example.be`,
    language: 'nl',
  });
  const { id: contractId } = await createThroughApi(api, productURL, '/api/contracts', {
    propertyId: property.id,
    tenantIds: [tenant.id],
    ...NINE_YEAR_LEASE,
    signedOn: '2021-03-01',
    startsOn: '2021-04-01',
  });
  await api.dispose();
  return { owner, contractId };
}

// Issue 25, a lease signed on paper: the landlord records a draft as already signed with its real signing date, the
// day the rent is paid up to and the scan; the lease is active, its audit trail says it was signed on paper and the
// scan is its PDF.
for (const { language, width, height } of [
  { language: 'nl', width: 1280, height: 900 },
  { language: 'fr', width: 360, height: 780 },
] as const) {
  test.describe(`a lease signed on paper, in ${language} at ${width} px`, () => {
    test.use({ viewport: { width, height }, locale: `${language}-BE` });
    const text = propertiesText(language);

    test('records the draft as signed with its date, paid-up rent and scan: active, audit trail says paper', async ({
      page,
      productURL,
    }) => {
      const { owner, contractId } = await seedDraftLease(productURL);
      await signInAs(page, productURL, owner);
      await setUserLanguage(page, productURL, language);
      await page.goto(`/contracts/${contractId}`);
      const remote = page.locator('[data-remote="properties"]');
      await expect(remote.getByText(text.contracts.status.draft, { exact: true })).toBeVisible();

      await remote
        .getByTestId('contract-actions')
        .getByRole('button', { name: text.paperLease.action })
        .click();
      const dialog = page.getByRole('dialog', { name: text.paperLease.title });
      await expect(dialog).toBeVisible();
      await dialog.getByLabel(text.paperLease.signedOn).fill('2021-03-10');
      const paidThrough = endOfLastMonth();
      await dialog.getByLabel(text.paperLease.paidThrough).fill(paidThrough);
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        dialog.getByRole('button', { name: text.paperLease.scan }).click(),
      ]);
      await chooser.setFiles(SCAN);
      await expect(
        dialog.getByText(text.paperLease.scanChosen.replace('{{fileName}}', SCAN.name)),
      ).toBeVisible();
      await expectNoSeriousAxeViolations(page, `paper lease dialog (${language}, ${width}px)`);
      await expectNoSidewaysScroll(page, `paper lease dialog (${language}, ${width}px)`);
      await dialog.getByRole('button', { name: text.paperLease.submit }).click();
      await expect(dialog).toBeHidden();

      await expect(remote.getByText(text.contracts.status.active, { exact: true })).toBeVisible();
      await expect(
        remote.getByTestId('contract-actions').getByRole('button', { name: text.paperLease.action }),
      ).toHaveCount(0);
      await remote.getByText(text.contractSigning.card.auditTrail, { exact: true }).click();
      await expect(remote.getByTestId('audit-trail')).toContainText(
        text.contractSigning.events.recorded_on_paper,
      );
      await expectNoSeriousAxeViolations(page, `contract page signed on paper (${language}, ${width}px)`);
      await expectNoSidewaysScroll(page, `contract page signed on paper (${language}, ${width}px)`);

      // The scan is the lease's PDF from now on: the very file that was attached.
      const contract = await page.request.get(`${productURL}/api/contracts/${contractId}`);
      const { pdfDocumentId, signedOn } = (await contract.json()) as {
        pdfDocumentId: string;
        signedOn: string;
      };
      expect(signedOn).toBe('2021-03-10');
      const scan = await page.request.get(`${productURL}/api/documents/${pdfDocumentId}/download`);
      expect(await scan.body()).toEqual(SCAN.buffer);

      // Every rent due up to the end of last month is booked as already received.
      const rents = await page.request.get(
        `${productURL}/api/rent-payments?contractId=${contractId}&pageSize=200`,
      );
      const { items } = (await rents.json()) as { items: { dueDate: string; status: string }[] };
      const settled = items.filter((item) => item.dueDate <= paidThrough);
      expect(settled.length).toBeGreaterThan(60); // monthly since April 2021
      expect(settled.filter((item) => item.status !== 'paid')).toEqual([]);
    });
  });
}
