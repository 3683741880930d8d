import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import type { TContract } from '@immodesk/contracts/contracts/contract.contract';
import type { TListRentPaymentsResponse } from '@immodesk/contracts/rentPayments/listRentPayments.contract';
import { writeCamt053Statement, writeCodaStatement, type StatementFile } from '../support/bankStatements';
import { expect, test } from '../support/fixtures';
import { createOrganization, signInAs, type TestOwner } from '../support/organizations';
import { repoRoot } from '../support/paths';
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from '../support/publicSite';
import { brusselsDate, fill } from '../support/pages/TasksPage';
import { signContractsLongAgo } from '../support/rentContracts';

type FinanceCatalogue = typeof import('../../../mf-finance/locales/nl.json');
type ShellCatalogue = typeof import('../../app/locales/nl.json');
const read = <T>(path: string) => JSON.parse(readFileSync(resolve(repoRoot, path), 'utf8')) as T;
const nl = read<FinanceCatalogue>('mf-finance/locales/nl.json');
const common = read<ShellCatalogue>('shell/app/locales/nl.json');

/** The text with any kind of space where it has one (Intl writes no-break spaces in amounts). */
const loosely = (value: string) => new RegExp(value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s'));

/** `YYYY-MM-01` of the month `by` months from this month in Belgium. */
function monthStart(by: number): string {
  const [year, month] = brusselsDate().split('-').map(Number) as [number, number];
  const index = year * 12 + month - 1 + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** A month as the Dutch interface writes a period ("oktober 2026"). */
const periodLabel = (by: number) =>
  new Intl.DateTimeFormat('nl-BE', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${monthStart(by)}T00:00:00Z`));

const LANDLORD_IBAN = 'BE68539007547034';
const tenants = {
  lotte: { firstName: 'Lotte', lastName: 'Maes', email: 'lotte.maes@example.be', language: 'nl' },
  hugo: { firstName: 'Hugo', lastName: 'Lambert', email: 'hugo.lambert@example.be', language: 'fr' },
};
/** The accounts the tenants pay from. */
const payerIbans = { lotte: 'BE71096123456769', hugo: 'BE48001123456727' };

type Lease = { contract: TContract; digits: string };

async function createLease(request: APIRequestContext, productURL: string, street: string, postalCode: string, city: string, tenant: (typeof tenants)['lotte'], rentCents: number, chargesCents: number): Promise<TContract> {
  const headers = { Origin: productURL };
  const property = await request.post(`${productURL}/api/properties`, { headers, data: { street, houseNumber: '20', postalCode, city, type: 'apartment', rentCents } });
  expect(property.status(), await property.text()).toBe(201);
  const propertyId = ((await property.json()) as { id: string }).id;
  const created = await request.post(`${productURL}/api/tenants`, { headers, data: { entityType: 'natural', ...tenant, propertyId } });
  expect(created.status(), await created.text()).toBe(201);
  const tenantId = ((await created.json()) as { id: string }).id;
  const startsOn = monthStart(-3);
  const contract = await request.post(`${productURL}/api/contracts`, {
    headers,
    data: { propertyId, tenantIds: [tenantId], type: 'common_law', signedOn: monthStart(-4), startsOn, durationMonths: 36, rentCents, chargesCents, paymentFrequency: 'monthly', rentDueDay: 1 },
  });
  expect(contract.status(), await contract.text()).toBe(201);
  return (await contract.json()) as TContract;
}

/** Imports a statement on the bank statements screen and answers the summary the screen shows. */
async function importStatement(page: Page, fileName: string, content: string) {
  const area = page.locator('[data-remote="finance"]');
  await area.locator('input[type="file"]').setInputFiles({ name: fileName, mimeType: 'application/octet-stream', buffer: Buffer.from(content, 'utf8') });
  const summary = area.getByTestId('statement-import-summary');
  await expect(summary).toContainText(fileName);
  return summary;
}

const statement = (statementNumber: number, lines: StatementFile['lines']): StatementFile => ({ accountIban: LANDLORD_IBAN, accountHolder: 'Sofie Janssens', statementNumber, lines });

// Issue 16 acceptance on a fresh organization: two monthly leases that started three months ago, with their schedules.
test.describe.serial('payments', () => {
  test.describe.configure({ timeout: 120_000 });
  let owner: TestOwner;
  let lotte: Lease;
  let hugo: Lease;

  test.beforeAll(async ({ browser, productURL }) => {
    owner = createOrganization('basic');
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInAs(page, productURL, owner);
    const account = await page.request.post(`${productURL}/api/bank-accounts`, {
      headers: { Origin: productURL },
      data: { iban: 'BE68 5390 0754 7034', bic: 'GEBABEBB', bankName: 'BNP Paribas Fortis', accountHolder: 'Sofie Janssens', isPrimary: true },
    });
    expect(account.status(), await account.text()).toBe(201);
    const lotteContract = await createLease(page.request, productURL, 'Veldstraat', '9000', 'Gent', tenants.lotte, 85_000, 7_000);
    const hugoContract = await createLease(page.request, productURL, 'Rue Haute', '1000', 'Brussel', tenants.hugo, 70_000, 5_000);
    signContractsLongAgo([lotteContract.id, hugoContract.id]);
    const digits = (contract: TContract) => contract.structuredReference.replace(/\D/g, '');
    lotte = { contract: lotteContract, digits: digits(lotteContract) };
    hugo = { contract: hugoContract, digits: digits(hugoContract) };
    await context.close();
  });

  test('registers a partial payment and shows it partially received with what is still open', async ({ page, productURL }) => {
    await signInAs(page, productURL, owner);
    await page.goto(`/rent-payments?contractId=${lotte.contract.id}`);
    const area = page.locator('[data-remote="finance"]');
    const row = area.getByTestId('rent-payment-row').filter({ hasText: periodLabel(-1) });
    await expect(row).toContainText('Veldstraat 20');
    await expect(row).toContainText('Lotte Maes');
    await expect(row).toContainText(lotte.contract.contractNumber);
    await row.getByRole('button', { name: `${nl.rentPaymentList.actions.register} ${periodLabel(-1)}` }).click();

    const dialog = page.getByRole('dialog', { name: nl.paymentForm.registerTitle });
    const amount = dialog.getByRole('textbox', { name: nl.paymentForm.fields.amount });
    await expect(amount).toHaveValue('920');
    await amount.fill('500');
    await expect(dialog.getByTestId('payment-note')).toHaveText(loosely(fill(nl.paymentForm.note.partial, { paid: '€ 500,00', total: '€ 920,00', outstanding: '€ 420,00' })));
    await expectNoSeriousAxeViolations(page, 'payment dialog');
    await dialog.getByRole('button', { name: nl.paymentForm.register }).click();
    await expect(dialog).toBeHidden();

    const status = row.getByTestId('rent-payment-status');
    await expect(status.getByText(common.rentPayment.status.partiallyReceived, { exact: true })).toBeVisible();
    await expect(status).toContainText(loosely(fill(common.rentPayment.outstanding, { amount: '€ 420,00' })));
    await expectNoSeriousAxeViolations(page, 'payments list');
    await page.setViewportSize({ width: 360, height: 800 });
    await expect(area.getByTestId('rent-payment-card').first()).toBeVisible();
    await expectNoSidewaysScroll(page, 'payments at 360 px');
  });

  test('matches a CAMT.053 and a CODA statement by the structured communication, in several notations', async ({ page, productURL }) => {
    await signInAs(page, productURL, owner);
    await page.goto('/rent-payments');
    await page.locator('[data-remote="finance"]').getByRole('link', { name: nl.rentPaymentList.bankStatements }).click();
    await expect(page).toHaveURL(/\/rent-payments\/bank-statements/);

    const camt = writeCamt053Statement(
      statement(1, [{ amountCents: 92_000, bookingDate: monthStart(-2), counterpartyName: 'Lotte Maes', counterpartyIban: payerIbans.lotte, structuredReference: lotte.contract.structuredReference }]),
    );
    const camtSummary = await importStatement(page, 'afschrift-1.xml', camt);
    await expect(camtSummary.getByTestId('statement-summary-matched')).toContainText('1');

    const ogm = `***${hugo.digits.slice(0, 3)}/${hugo.digits.slice(3, 7)}/${hugo.digits.slice(7)}***`;
    const coda = writeCodaStatement(
      statement(2, [
        { amountCents: 75_000, bookingDate: monthStart(-1), counterpartyName: 'Hugo Lambert', counterpartyIban: payerIbans.hugo, communication: `Loyer ${ogm}` },
        { amountCents: 92_000, bookingDate: monthStart(-1), counterpartyName: 'Lotte Maes', counterpartyIban: payerIbans.lotte, communication: `${lotte.digits.slice(0, 3)} ${lotte.digits.slice(3, 7)} ${lotte.digits.slice(7)}` },
      ]),
    );
    const codaSummary = await importStatement(page, 'afschrift-2.cod', coda);
    await expect(codaSummary.getByTestId('statement-summary-imported')).toContainText('2');
    await expect(codaSummary.getByTestId('statement-summary-matched')).toContainText('2');
    // The same file again: nothing new.
    const again = await importStatement(page, 'afschrift-2-opnieuw.cod', coda);
    await expect(again.getByTestId('statement-summary-duplicates')).toContainText('2');

    const area = page.locator('[data-remote="finance"]');
    await area.getByRole('tab', { name: nl.bankStatements.queue.tabs.matched }).click();
    await expect(area.getByTestId('statement-line')).toHaveCount(3);
    await expectNoSeriousAxeViolations(page, 'bank statements');
  });

  test('keeps an unmatched line waiting until it is assigned by hand', async ({ page, productURL }) => {
    await signInAs(page, productURL, owner);
    await page.goto('/rent-payments/bank-statements');
    const camt = writeCamt053Statement(statement(3, [{ amountCents: 12_345, bookingDate: monthStart(0), counterpartyName: 'M. Lambert', counterpartyIban: 'BE73735012345660', communication: 'huur' }]));
    const summary = await importStatement(page, 'afschrift-3.xml', camt);
    await expect(summary.getByTestId('statement-summary-unmatched')).toContainText('1');

    const area = page.locator('[data-remote="finance"]');
    await expect(area.getByRole('tab', { name: nl.bankStatements.queue.tabs.unmatched })).toHaveAttribute('aria-selected', 'true');
    const line = area.getByTestId('statement-line').filter({ hasText: 'M. Lambert' });
    await line.getByRole('button', { name: new RegExp(`^${nl.bankStatements.line.assign}`) }).click();
    const dialog = page.getByRole('dialog', { name: nl.bankStatements.assign.title });
    await dialog.getByRole('combobox', { name: nl.bankStatements.assign.contract }).selectOption({ label: `${hugo.contract.contractNumber} · Rue Haute 20, Brussel` });
    await expect(dialog.getByRole('textbox', { name: nl.bankStatements.assign.amount })).toHaveValue('123,45');
    await dialog.getByRole('button', { name: nl.bankStatements.assign.submit }).click();
    await expect(dialog).toBeHidden();
    await expect(line).toHaveCount(0);

    const items = await page.request.get(`${productURL}/api/rent-payments?contractId=${hugo.contract.id}&pageSize=50`);
    const received = ((await items.json()) as TListRentPaymentsResponse).items.reduce((sum, item) => sum + item.paidCents, 0);
    expect(received).toBe(75_000 + 12_345);
  });

  test('writes a rent request PDF whose QR code is the SEPA transfer of what is due', async ({ page, productURL }) => {
    await signInAs(page, productURL, owner);
    await page.goto(`/rent-payments?contractId=${hugo.contract.id}`);
    const row = page.locator('[data-remote="finance"]').getByTestId('rent-payment-row').filter({ hasText: periodLabel(-1) });
    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: `${nl.rentPaymentList.actions.requestPdf} ${periodLabel(-1)}` }).click()]);
    const folder = mkdtempSync(join(tmpdir(), 'rent-request-'));
    const pdf = join(folder, 'request.pdf');
    await download.saveAs(pdf);
    execFileSync('pdftoppm', ['-png', '-r', '200', '-f', '1', '-l', '1', pdf, join(folder, 'page')]);
    const [image] = readdirSync(folder).filter((name) => name.endsWith('.png'));
    const payload = execFileSync('zbarimg', ['--raw', '--quiet', join(folder, image ?? 'page-1.png')], { encoding: 'utf8' });
    expect(payload.split('\n').slice(0, 10)).toEqual(['BCD', '002', '1', 'SCT', 'GEBABEBB', 'Sofie Janssens', LANDLORD_IBAN, 'EUR750.00', '', hugo.digits]);
  });
});
