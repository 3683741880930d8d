import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Download, Locator, Page } from '@playwright/test';
import { apiSignedInAs } from '../support/api';
import { createTenant } from '../support/contacts';
import { expect, test } from '../support/fixtures';
import { createOrganization, signInAs, type TestOwner } from '../support/organizations';
import { repoRoot } from '../support/paths';
import { createGentApartment } from '../support/properties';
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from '../support/publicSite';
import { readZip } from '@immodesk/test-fixtures/zip';

type PropertiesCatalogue = typeof import('../../../mf-properties/locales/nl.json');
const nl = JSON.parse(
  readFileSync(resolve(repoRoot, 'mf-properties/locales/nl.json'), 'utf8'),
) as PropertiesCatalogue;
const contracts = nl.contracts;
const templates = nl.contractTemplates;
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
const area = (page: Page): Locator => page.locator('[data-remote="properties"]');
const toast = (page: Page, text: string): Locator =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

async function downloadOf(page: Page, button: Locator): Promise<Buffer> {
  const [download]: [Download, void] = await Promise.all([page.waitForEvent('download'), button.click()]);
  return readFileSync(await download.path());
}

// Issue 15 (contracts), the landlord's screens: a draft for a property and two tenants drawn up in the UI, rendered as
// PDF and DOCX; a template edited on Basic, and the upgrade prompt on Free.
test.describe.serial('contracts', () => {
  test.describe.configure({ timeout: 120_000 });
  const street = `Contractstraat${Date.now().toString(36)}`;
  let owner: TestOwner;
  let urlCode: string;

  test.beforeAll(async ({ productURL }) => {
    owner = createOrganization('basic');
    const api = await apiSignedInAs(productURL, owner);
    ({ urlCode } = await createGentApartment(api, productURL, street, '7'));
    for (const tenant of [
      { firstName: 'Lotte', lastName: 'Maes', email: 'lotte.maes@example.be', language: 'nl' },
      { firstName: 'Hugo', lastName: 'Lambert', email: 'hugo.lambert@example.be', language: 'fr' },
    ])
      await createTenant(api, productURL, { entityType: 'natural', ...tenant });
    await api.dispose();
  });

  test('draws up a draft for a property and two tenants, and renders it as PDF and as Word', async ({
    page,
    productURL,
  }) => {
    await signInAs(page, productURL, owner);
    await page.goto(`/properties/${urlCode}?tab=contracts`);
    const remote = area(page);
    await expect(remote.getByRole('heading', { name: contracts.tab.emptyTitle })).toBeVisible();
    await remote.getByRole('link', { name: contracts.tab.new }).click();
    await expect(remote.getByRole('heading', { level: 1, name: contracts.form.createTitle })).toBeVisible();
    // The property comes from the tab, its region from the property's postal code.
    await expect(remote.getByRole('combobox', { name: contracts.form.region })).toHaveValue('flanders');

    // Nothing is saved without tenants and dates: the form says so on the fields.
    await remote.getByRole('button', { name: contracts.form.createDraft }).click();
    await expect(remote.getByText(contracts.form.errors.tenantsRequired)).toBeVisible();
    await expect(remote.getByText(contracts.form.errors.dateRequired).first()).toBeVisible();
    await expectNoSeriousAxeViolations(page, 'contract form with errors');
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoSidewaysScroll(page, 'contract form at 360px');
    await page.setViewportSize({ width: 1280, height: 900 });

    await remote.getByRole('checkbox', { name: /Lotte Maes/ }).check();
    await remote.getByRole('checkbox', { name: /Hugo Lambert/ }).check();
    await remote.getByLabel(contracts.form.signedOn).fill('2026-02-15');
    await remote.getByLabel(contracts.form.startsOn).fill('2026-03-01');
    await expect(remote.getByText(fill(contracts.form.endsOn, { date: '28/02/2035' }))).toBeVisible();
    await remote.getByLabel(contracts.form.rent).fill('950');
    await remote.getByLabel(contracts.form.charges).fill('50');
    await remote.getByLabel(contracts.form.depositAmount).fill('1.900');
    await remote.getByRole('button', { name: contracts.form.createDraft }).click();

    await expect(page).toHaveURL(/\/contracts\/[0-9a-f-]{36}$/);
    await expect(remote.getByRole('heading', { level: 1, name: /^Contract / })).toBeVisible();
    await expect(remote.getByText(contracts.status.draft, { exact: true })).toBeVisible();
    await expect(remote.getByText('Lotte Maes', { exact: true })).toBeVisible();
    await expect(remote.getByText('Hugo Lambert', { exact: true })).toBeVisible();
    await expect(remote.getByText(/\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+/)).toBeVisible();

    const pdf = await downloadOf(
      page,
      remote.getByRole('button', { name: contracts.documents.download.pdf }),
    );
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const pdfText = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');
    for (const expected of ['Lotte Maes', 'Hugo Lambert', street, '950,00'])
      expect(pdfText).toContain(expected);

    const docx = await downloadOf(
      page,
      remote.getByRole('button', { name: contracts.documents.download.docx }),
    );
    const documentXml = readZip(docx).get('word/document.xml')?.toString('utf8') ?? '';
    for (const expected of ['Lotte Maes', 'Hugo Lambert', street]) expect(documentXml).toContain(expected);

    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSeriousAxeViolations(page, `contract page at ${width}px`);
      await expectNoSidewaysScroll(page, `contract page at ${width}px`);
    }

    // Back on the property, the Contracts tab lists the draft with its tenants and rent.
    await remote.getByRole('link', { name: contracts.page.backToProperty }).click();
    const row = remote.getByTestId('contract-row');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(contracts.status.draft);
    await expect(row).toContainText('Lotte Maes, Hugo Lambert');
    await expect(row).toContainText('950,00');
  });

  test('edits a template on Basic: unknown placeholders are refused, a valid text is saved and can be reset', async ({
    page,
    productURL,
  }) => {
    await signInAs(page, productURL, owner);
    await page.goto('/contract-templates');
    const remote = area(page);
    await expect(remote.getByRole('heading', { level: 1, name: templates.title })).toBeVisible();
    const text = remote.getByRole('textbox', { name: templates.content });
    await expect(text).not.toHaveValue('');
    const original = await text.inputValue();

    await text.fill(`${original}\n{{huisdieren}}`);
    await remote.getByRole('button', { name: templates.save }).click();
    await expect(remote.getByText(fill(templates.errors.unknown, { names: '{{huisdieren}}' }))).toBeVisible();

    await text.fill(`${original}\nHuisdieren zijn toegelaten mits akkoord van {{landlordName}}.`);
    await remote.getByRole('button', { name: templates.save }).click();
    await expect(toast(page, templates.toasts.saved)).toBeVisible();
    await expect(remote.getByTestId('template-state')).not.toHaveText(templates.default);
    await expectNoSeriousAxeViolations(page, 'contract templates');

    await remote.getByRole('button', { name: templates.reset }).click();
    await page
      .getByRole('dialog', { name: templates.resetDialog.title })
      .getByRole('button', { name: templates.resetDialog.confirm })
      .click();
    await expect(remote.getByTestId('template-state')).toHaveText(templates.default);
    await expect(text).toHaveValue(original);
  });

  test('shows the templates read-only with the upgrade prompt on Free', async ({ page, productURL }) => {
    await signInAs(page, productURL, createOrganization('free'));
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto('/contract-templates');
    const remote = area(page);
    await expect(remote.getByTestId('template-plan-prompt')).toContainText(templates.plan.title);
    await expect(remote.getByRole('textbox', { name: templates.content })).toHaveAttribute('readonly', '');
    await expect(remote.getByRole('button', { name: templates.save })).toHaveCount(0);
    await expectNoSidewaysScroll(page, 'contract templates on Free at 360px');
  });
});
