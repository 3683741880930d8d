import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Locator } from '@playwright/test';
import { demoCopyOwner } from '../support/demoCopy';
import { expect, test } from '../support/fixtures';
import { signInAs } from '../support/organizations';
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from '../support/publicSite';
import { signUpAndSignIn } from '../support/signUpAndSignIn';
import { repoRoot } from '../support/paths';
import { setUserLanguage } from '../support/userLanguage';

type DocumentsCatalogue = typeof import('../../../mf-documents/locales/nl.json');
type Language = 'nl' | 'fr';
const documentList = (language: Language) =>
  (
    JSON.parse(
      readFileSync(resolve(repoRoot, `mf-documents/locales/${language}.json`), 'utf8'),
    ) as DocumentsCatalogue
  ).documentList;

/** A size as Belgians write it in each language: "735 B", "1,2 kB", "12 MB"; "735 o", "1,2 ko" in French. */
const SIZE: Record<Language, RegExp> = {
  nl: /^\d{1,3}(,\d)?\s(B|kB|MB|GB)$/,
  fr: /^\d{1,3}(,\d)?\s(o|ko|Mo|Go)$/,
};

// Issue 12 acceptance, "Documents list": sizes in Belgian units of the interface language. On a copy of the demo
// organization: switching the language of the shared demo owner would change it for a spec on the other worker.
test.describe('documents list', () => {
  for (const language of ['nl', 'fr'] as const) {
    test(`writes file sizes in ${language} units`, async ({ page, productURL }) => {
      await signInAs(page, productURL, demoCopyOwner('documents'));
      await setUserLanguage(page, productURL, language);
      await page.goto('/documents');
      const area = page.locator('[data-remote="documents"]');
      await expect(area.getByRole('heading', { level: 1, name: documentList(language).title })).toBeVisible();
      const rows = area.getByTestId('document-row');
      await expect(rows.first()).toBeVisible();
      const headers = await area.getByRole('columnheader').allTextContents();
      const index = headers.indexOf(documentList(language).columns.size);
      expect(index).toBeGreaterThan(0);
      const sizes = await rows.evaluateAll(
        (elements, column) =>
          elements.map((row) => (row as HTMLTableRowElement).cells[column]?.textContent ?? ''),
        index,
      );
      expect(sizes.length).toBeGreaterThan(0);
      for (const size of sizes) expect(size).toMatch(SIZE[language]);
    });
  }
});

const uploadText = JSON.parse(
  readFileSync(resolve(repoRoot, 'mf-documents/locales/nl.json'), 'utf8'),
) as DocumentsCatalogue;
type PropertiesCatalogue = typeof import('../../../mf-properties/locales/nl.json');
const propertiesText = JSON.parse(
  readFileSync(resolve(repoRoot, 'mf-properties/locales/nl.json'), 'utf8'),
) as PropertiesCatalogue;
type ShellCatalogue = typeof import('../../app/locales/nl.json');
const shellText = JSON.parse(
  readFileSync(resolve(repoRoot, 'shell/app/locales/nl.json'), 'utf8'),
) as ShellCatalogue;

/** A one-page PDF that pdf.js renders (correct cross-reference table), with a line of text on it. */
function onePagePdf(text: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${`BT /F1 18 Tf 20 100 Td (${text}) Tj ET`.length} >>\nstream\nBT /F1 18 Tf 20 100 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A 2×2 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGPgL8sDIgYIBQAZJgPNYghy3gAAAABJRU5ErkJggg==',
  'base64',
);

async function uploadThroughDialog(
  dialog: Locator,
  files: { name: string; mimeType: string; buffer: Buffer }[],
  type: string,
  links: { property?: string; tenant?: string } = {},
) {
  await dialog.locator('input[type="file"]').setInputFiles(files);
  await dialog.getByRole('combobox', { name: uploadText.upload.type }).selectOption({ label: type });
  if (links.property)
    await dialog
      .getByRole('combobox', { name: uploadText.upload.property })
      .selectOption({ label: links.property });
  if (links.tenant)
    await dialog
      .getByRole('combobox', { name: uploadText.upload.tenant })
      .selectOption({ label: links.tenant });
  await dialog
    .getByRole('button', { name: uploadText.upload.submit_one.replace('{{count}}', String(files.length)) })
    .click();
  await expect(dialog).toBeHidden();
}

// Issue 14 acceptance: the documents screen end to end, and an upload from a property's Files tab.
test.describe('documents screen', () => {
  test.describe.configure({ timeout: 90_000 });

  test('uploads a PDF and a PNG with types and links, filters, hides a column, previews, renames, downloads and deletes; opens the upload from the dashboard and a property', async ({
    page,
    productURL,
  }) => {
    await signUpAndSignIn(page, productURL, 'documents');
    const headers = { Origin: productURL };
    const created = await page.request.post(`${productURL}/api/properties`, {
      headers,
      data: {
        street: 'Kerkstraat',
        houseNumber: '12',
        postalCode: '9000',
        city: 'Gent',
        country: 'BE',
        type: 'apartment',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const property = (await created.json()) as { id: string; urlCode: string };
    const tenant = await page.request.post(`${productURL}/api/tenants`, {
      headers,
      data: {
        entityType: 'natural',
        firstName: 'Lotte',
        lastName: 'Peeters',
        email: `lotte.${Date.now()}@example.be`,
      },
    });
    expect(tenant.status(), await tenant.text()).toBe(201);
    const address = 'Kerkstraat 12, 9000 Gent';
    const nl = uploadText;

    await page.goto('/documents');
    const area = page.locator('[data-remote="documents"]');
    await expect(area.getByRole('heading', { level: 1, name: nl.documentList.title })).toBeVisible();
    // A new sign-up is on the 14-day Professional trial: 20 GB of storage.
    const usage = (used: string) =>
      new RegExp(`^${nl.usage.ofQuota.replace('{{used}}', used).replace('{{quota}}', '20 GB')}$`);
    await expect(area.getByTestId('storage-usage')).toHaveText(usage('0 B'));

    // Upload: a PDF with a type, the property and the tenant; then a PNG of another type without links.
    const pdf = onePagePdf('Huurovereenkomst Kerkstraat 12');
    await area.getByRole('button', { name: nl.documentList.upload }).click();
    await uploadThroughDialog(
      page.getByRole('dialog', { name: nl.upload.title }),
      [{ name: 'huurcontract.pdf', mimeType: 'application/pdf', buffer: pdf }],
      nl.document.type.rental_agreement,
      {
        property: address,
        tenant: 'Lotte Peeters',
      },
    );
    await area.getByRole('button', { name: nl.documentList.upload }).click();
    await uploadThroughDialog(
      page.getByRole('dialog', { name: nl.upload.title }),
      [{ name: 'epc.png', mimeType: 'image/png', buffer: PNG }],
      nl.document.type.epc_certificate,
    );
    const rows = area.getByTestId('document-row');
    await expect(rows).toHaveCount(2);
    await expect(area.getByTestId('storage-usage')).not.toHaveText(usage('0 B'));
    await expect(rows.filter({ hasText: 'huurcontract.pdf' })).toContainText(address);
    await expect(rows.filter({ hasText: 'huurcontract.pdf' })).toContainText('Lotte Peeters');

    // Each filter narrows the list, and lives in the URL.
    const filters = area.getByRole('search');
    await filters
      .getByRole('combobox', { name: nl.documentList.filters.type })
      .selectOption({ label: nl.document.type.epc_certificate });
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText('epc.png');
    await expect(page).toHaveURL(/type=epc_certificate/);
    await filters.getByRole('combobox', { name: nl.documentList.filters.type }).selectOption('');
    await filters
      .getByRole('combobox', { name: nl.documentList.filters.property })
      .selectOption({ label: address });
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText('huurcontract.pdf');
    await filters.getByRole('combobox', { name: nl.documentList.filters.property }).selectOption('');
    await filters
      .getByRole('combobox', { name: nl.documentList.filters.tenant })
      .selectOption({ label: 'Lotte Peeters' });
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText('huurcontract.pdf');
    await filters.getByRole('combobox', { name: nl.documentList.filters.tenant }).selectOption('');
    await filters.getByRole('searchbox', { name: nl.documentList.filters.search }).fill('epc');
    await expect(rows).toHaveCount(1);
    await filters.getByRole('searchbox', { name: nl.documentList.filters.search }).fill('');
    await expect(rows).toHaveCount(2);

    // The column chooser: a hidden column stays hidden after a reload, and comes back.
    const sizeHeader = area.getByRole('columnheader', { name: nl.documentList.columns.size });
    await expect(sizeHeader).toBeVisible();
    await area.getByText(nl.documentList.columnChooser.toggle, { exact: true }).click();
    await area.getByRole('checkbox', { name: nl.documentList.columns.size }).uncheck();
    await expect(sizeHeader).toHaveCount(0);
    await page.reload();
    await expect(rows).toHaveCount(2);
    await expect(sizeHeader).toHaveCount(0);
    await area.getByText(nl.documentList.columnChooser.toggle, { exact: true }).click();
    await area.getByRole('checkbox', { name: nl.documentList.columns.size }).check();
    await expect(sizeHeader).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(area.getByRole('checkbox', { name: nl.documentList.columns.size })).toBeHidden();

    // Preview: the PDF's first page drawn in the browser, the PNG shown as an image.
    await rows
      .filter({ hasText: 'huurcontract.pdf' })
      .getByRole('button', { name: `${nl.documentList.actions.preview} huurcontract.pdf` })
      .click();
    const pdfPreview = page.getByRole('dialog', {
      name: nl.preview.title.replace('{{fileName}}', 'huurcontract.pdf'),
    });
    await expect(pdfPreview.getByTestId('pdf-preview')).toHaveAttribute('data-page-count', '1');
    await pdfPreview.getByRole('button', { name: nl.preview.close }).click();
    await rows
      .filter({ hasText: 'epc.png' })
      .getByRole('button', { name: `${nl.documentList.actions.preview} epc.png` })
      .click();
    const imagePreview = page.getByRole('dialog', {
      name: nl.preview.title.replace('{{fileName}}', 'epc.png'),
    });
    await expect
      .poll(() =>
        imagePreview
          .getByRole('img', { name: 'epc.png' })
          .evaluate((image) => (image as HTMLImageElement).naturalWidth),
      )
      .toBe(2);
    await imagePreview.getByRole('button', { name: nl.preview.close }).click();

    // Rename: typed without its extension, it keeps .pdf.
    await rows
      .filter({ hasText: 'huurcontract.pdf' })
      .getByRole('button', { name: `${nl.documentList.actions.rename} huurcontract.pdf` })
      .click();
    const rename = page.getByRole('dialog', { name: nl.rename.title });
    await rename.getByRole('textbox', { name: nl.rename.fileName }).fill('Huurcontract Kerkstraat 12');
    await rename.getByRole('button', { name: nl.rename.submit }).click();
    await expect(rows.filter({ hasText: 'Huurcontract Kerkstraat 12.pdf' })).toHaveCount(1);

    // Download: the original bytes under the new name.
    const downloading = page.waitForEvent('download');
    await rows
      .filter({ hasText: 'Huurcontract Kerkstraat 12.pdf' })
      .getByRole('link', { name: `${nl.documentList.download} Huurcontract Kerkstraat 12.pdf` })
      .click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('Huurcontract Kerkstraat 12.pdf');
    expect(readFileSync(await download.path())).toEqual(pdf);

    // Delete, after the confirmation.
    await rows
      .filter({ hasText: 'epc.png' })
      .getByRole('button', { name: `${nl.documentList.actions.delete} epc.png` })
      .click();
    const confirm = page.getByRole('dialog', { name: nl.delete.title });
    await confirm.getByRole('button', { name: nl.delete.confirm }).click();
    await expect(rows).toHaveCount(1);
    await expectNoSeriousAxeViolations(page, '/documents');
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoSidewaysScroll(page, '/documents at 360 px');

    // The dashboard's quick action opens the same dialog over the dashboard.
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/dashboard');
    await page.getByRole('button', { name: shellText.dashboard.quickActions.uploadDocument }).click();
    const fromDashboard = page.getByRole('dialog', { name: nl.upload.title });
    await expect(fromDashboard.getByRole('combobox', { name: nl.upload.property })).toHaveValue('');
    await fromDashboard.getByRole('button', { name: nl.upload.close }).click();
    await expect(fromDashboard).toBeHidden();

    // From a property's Files tab: the documents remote's dialog, opened through the shell, preset to the property.
    await page.goto(`/properties/${property.urlCode}?tab=files`);
    await page.getByRole('button', { name: propertiesText.details.documents.upload }).click();
    const fromProperty = page.getByRole('dialog', { name: nl.upload.title });
    await expect(fromProperty.getByRole('combobox', { name: nl.upload.property })).toHaveValue(property.id);
    await expectNoSeriousAxeViolations(page, 'upload dialog over a property');
    await uploadThroughDialog(
      fromProperty,
      [
        {
          name: 'plaatsbeschrijving.pdf',
          mimeType: 'application/pdf',
          buffer: onePagePdf('Plaatsbeschrijving'),
        },
      ],
      nl.document.type.property_description,
    );
    await expect(page.getByTestId('property-documents')).toContainText('plaatsbeschrijving.pdf');
  });
});
