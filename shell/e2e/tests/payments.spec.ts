import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import {
  writeCamt053Statement,
  writeCodaStatement,
  type StatementFile,
} from '@immodesk/test-fixtures/bankStatements';
import { expect, test } from '../support/fixtures';
import {
  createLandlordWithLeases,
  type LandlordWithLeases,
  type LeaseOfLandlord,
} from '../support/landlordWithLeases';
import { signInAs } from '../support/organizations';
import { repoRoot } from '../support/paths';
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from '../support/publicSite';
import { brusselsDate, fill } from '../support/pages/TasksPage';

type FinanceCatalogue = typeof import('../../../mf-finance/locales/nl.json');
type ShellCatalogue = typeof import('../../app/locales/nl.json');
const read = <T>(path: string) => JSON.parse(readFileSync(resolve(repoRoot, path), 'utf8')) as T;
const nl = read<FinanceCatalogue>('mf-finance/locales/nl.json');
const common = read<ShellCatalogue>('shell/app/locales/nl.json');

/** The text with any kind of space where it has one (Intl writes no-break spaces in amounts). */
const loosely = (value: string) =>
  new RegExp(value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s'));

/** `YYYY-MM-01` of the month `by` months from this month in Belgium. */
function monthStart(by: number): string {
  const [year, month] = brusselsDate().split('-').map(Number) as [number, number];
  const index = year * 12 + month - 1 + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** A month as the Dutch interface writes a period ("oktober 2026"). */
const periodLabel = (by: number) =>
  new Intl.DateTimeFormat('nl-BE', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${monthStart(by)}T00:00:00Z`),
  );

const ACCOUNT = 'BE68539007547034';
const digitsOf = (lease: LeaseOfLandlord) => lease.structuredReference.replace(/\D/g, '');
const statement = (statementNumber: number, lines: StatementFile['lines']): StatementFile => ({
  accountIban: ACCOUNT,
  accountHolder: 'Immo Peeters BV',
  statementNumber,
  lines,
});
const financeArea = (page: Page) => page.locator('[data-remote="finance"]');

/** Imports a statement on the bank statements screen; answers the summary it then shows. */
async function importStatement(page: Page, fileName: string, content: string) {
  await financeArea(page)
    .locator('input[type="file"]')
    .setInputFiles({
      name: fileName,
      mimeType: 'application/octet-stream',
      buffer: Buffer.from(content, 'latin1'),
    });
  const summary = financeArea(page).getByTestId('statement-import-summary');
  await expect(summary).toContainText(fileName);
  return summary;
}

// Issue 16 acceptance through the screens, on a fresh landlord with a KBC account and two monthly leases:
// Sofie Claes (Kouter, Gent) since last month, € 860; Luc Dubois (Rue Haute, Liège) since this month, € 1.000.
test.describe.serial('payments', () => {
  test.describe.configure({ timeout: 120_000 });
  let landlord: LandlordWithLeases;
  let sofie: LeaseOfLandlord;
  let luc: LeaseOfLandlord;

  test.beforeAll(() => {
    landlord = createLandlordWithLeases();
    [sofie, luc] = landlord.contracts as [LeaseOfLandlord, LeaseOfLandlord];
  });

  test('registers a partial payment and shows it partially received with what is still open', async ({
    page,
    productURL,
  }) => {
    await signInAs(page, productURL, landlord);
    await page.goto(`/rent-payments?contractId=${sofie.id}`);
    const row = financeArea(page)
      .getByTestId('rent-payment-row')
      .filter({ hasText: periodLabel(-1) });
    await expect(row).toContainText('Kouter 12');
    await expect(row).toContainText('Sofie Claes');
    await row
      .getByRole('button', { name: `${nl.rentPaymentList.actions.register} ${periodLabel(-1)}` })
      .click();

    const dialog = page.getByRole('dialog', { name: nl.paymentForm.registerTitle });
    const amount = dialog.getByRole('textbox', { name: nl.paymentForm.fields.amount });
    await expect(amount).toHaveValue('860');
    await amount.fill('500');
    await expect(dialog.getByTestId('payment-note')).toHaveText(
      loosely(
        fill(nl.paymentForm.note.partial, { paid: '€ 500,00', total: '€ 860,00', outstanding: '€ 360,00' }),
      ),
    );
    await expectNoSeriousAxeViolations(page, 'payment dialog');
    await dialog.getByRole('button', { name: nl.paymentForm.register }).click();
    await expect(dialog).toBeHidden();

    const status = row.getByTestId('rent-payment-status');
    await expect(
      status.getByText(common.rentPayment.status.partiallyReceived, { exact: true }),
    ).toBeVisible();
    await expect(status).toContainText(loosely(fill(common.rentPayment.outstanding, { amount: '€ 360,00' })));
    await expectNoSeriousAxeViolations(page, 'payments list');
    await page.setViewportSize({ width: 360, height: 800 });
    await expect(financeArea(page).getByTestId('rent-payment-card').first()).toBeVisible();
    await expectNoSidewaysScroll(page, 'payments at 360 px');
  });

  test('keeps an unmatched bank line waiting until it is assigned by hand', async ({ page, productURL }) => {
    await signInAs(page, productURL, landlord);
    await page.goto('/rent-payments');
    await financeArea(page).getByRole('link', { name: nl.rentPaymentList.bankStatements }).click();
    await expect(page).toHaveURL(/\/rent-payments\/bank-statements/);
    const camt = writeCamt053Statement(
      statement(1, [
        {
          amountCents: 12_345,
          bookingDate: brusselsDate(),
          counterpartyName: 'M. Claes',
          counterpartyIban: 'BE73735012345660',
          communication: 'huur',
        },
      ]),
    );
    const summary = await importStatement(page, 'afschrift-1.xml', camt);
    await expect(summary.getByTestId('statement-summary-unmatched')).toContainText('1');

    const area = financeArea(page);
    await expect(area.getByRole('tab', { name: nl.bankStatements.queue.tabs.unmatched })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const line = area.getByTestId('statement-line').filter({ hasText: 'M. Claes' });
    await line.getByRole('button', { name: new RegExp(`^${nl.bankStatements.line.assign}`) }).click();
    const dialog = page.getByRole('dialog', { name: nl.bankStatements.assign.title });
    await dialog.getByRole('combobox', { name: nl.bankStatements.assign.contract }).selectOption(sofie.id);
    // The whole line goes to the oldest open item of the lease: last month, € 360,00 still open.
    await expect(dialog.getByRole('combobox', { name: nl.bankStatements.assign.item })).toHaveValue(/.+/);
    await expect(dialog.getByRole('textbox', { name: nl.bankStatements.assign.amount })).toHaveValue(
      '123,45',
    );
    await expectNoSeriousAxeViolations(page, 'assign dialog');
    await dialog.getByRole('button', { name: nl.bankStatements.assign.submit }).click();
    await expect(dialog).toBeHidden();
    await expect(line).toHaveCount(0);

    await page.goto(`/rent-payments?contractId=${sofie.id}`);
    const row = financeArea(page)
      .getByTestId('rent-payment-row')
      .filter({ hasText: periodLabel(-1) });
    await expect(row.getByTestId('rent-payment-status')).toContainText(
      loosely(fill(common.rentPayment.outstanding, { amount: '€ 236,55' })),
    );
  });

  test('writes a rent request PDF whose QR code is the SEPA transfer of what is due', async ({
    page,
    productURL,
  }) => {
    await signInAs(page, productURL, landlord);
    await page.goto(`/rent-payments?contractId=${luc.id}`);
    const row = financeArea(page)
      .getByTestId('rent-payment-row')
      .filter({ hasText: periodLabel(0) });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: `${nl.rentPaymentList.actions.requestPdf} ${periodLabel(0)}` }).click(),
    ]);
    const folder = mkdtempSync(join(tmpdir(), 'rent-request-'));
    try {
      await download.saveAs(join(folder, 'request.pdf'));
      execFileSync('pdftoppm', [
        '-png',
        '-r',
        '200',
        '-f',
        '1',
        '-l',
        '1',
        join(folder, 'request.pdf'),
        join(folder, 'page'),
      ]);
      const image = readdirSync(folder).find((name) => name.endsWith('.png')) ?? '';
      const decoded = execFileSync('zbarimg', ['--quiet', '--raw', '-Sbinary', join(folder, image)])
        .toString('utf8')
        .replace(/\n$/, '');
      expect(decoded).toBe(
        `BCD\n002\n1\nSCT\nKREDBEBB\nImmo Peeters BV\n${ACCOUNT}\nEUR1000.00\n\n${digitsOf(luc)}`,
      );
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  test('matches a CAMT.053 and a CODA statement by the structured communication, in several notations', async ({
    page,
    productURL,
  }) => {
    await signInAs(page, productURL, landlord);
    await page.goto('/rent-payments/bank-statements');
    const camt = writeCamt053Statement(
      statement(2, [
        {
          amountCents: 100_000,
          bookingDate: brusselsDate(),
          counterpartyName: 'Luc Dubois',
          counterpartyIban: 'BE48001123456727',
          structuredReference: luc.structuredReference,
        },
      ]),
    );
    const camtSummary = await importStatement(page, 'afschrift-2.xml', camt);
    await expect(camtSummary.getByTestId('statement-summary-matched')).toContainText('1');

    const sofieDigits = digitsOf(sofie);
    const coda = writeCodaStatement(
      statement(3, [
        // The rest of last month, the OGM typed with stars; this month, typed in groups with spaces.
        {
          amountCents: 23_655,
          bookingDate: brusselsDate(),
          counterpartyName: 'Sofie Claes',
          counterpartyIban: 'BE71096123456769',
          communication: `***${sofieDigits.slice(0, 3)}/${sofieDigits.slice(3, 7)}/${sofieDigits.slice(7)}***`,
        },
        {
          amountCents: 86_000,
          bookingDate: brusselsDate(),
          counterpartyName: 'Sofie Claes',
          counterpartyIban: 'BE71096123456769',
          communication: `huur ${sofieDigits.slice(0, 3)} ${sofieDigits.slice(3, 7)} ${sofieDigits.slice(7)}`,
        },
      ]),
    );
    const codaSummary = await importStatement(page, 'afschrift-3.cod', coda);
    await expect(codaSummary.getByTestId('statement-summary-imported')).toContainText('2');
    await expect(codaSummary.getByTestId('statement-summary-matched')).toContainText('2');
    const again = await importStatement(page, 'afschrift-3-opnieuw.cod', coda);
    await expect(again.getByTestId('statement-summary-duplicates')).toContainText('2');

    const area = financeArea(page);
    await area.getByRole('tab', { name: nl.bankStatements.queue.tabs.matched, exact: true }).click();
    await expect(area.getByTestId('statement-line')).toHaveCount(4);
    await expectNoSeriousAxeViolations(page, 'bank statements');

    await page.goto(`/rent-payments?contractId=${sofie.id}`);
    const rows = financeArea(page).getByTestId('rent-payment-row');
    for (const by of [-1, 0]) {
      await expect(
        rows.filter({ hasText: periodLabel(by) }).getByTestId('rent-payment-status'),
      ).toContainText(common.rentPayment.status.received);
    }
  });
});
