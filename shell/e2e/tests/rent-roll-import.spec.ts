import { readFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { RENT_ROLL_COLUMNS, type TRentRollColumn } from '@immodesk/contracts/imports/rentRollImport.contract';
import { expect, test } from '../support/fixtures';
import { createOrganization, signInAs } from '../support/organizations';
import { repoRoot } from '../support/paths';
import { propertiesText } from '../support/propertiesText';
import { expectNoSeriousAxeViolations, expectNoSidewaysScroll } from '../support/publicSite';
import { SHELL_TEXT } from '../support/shellText';
import { setUserLanguage } from '../support/userLanguage';

type Language = 'nl' | 'fr';
type ImportsCatalogue = {
  columns: Record<TRentRollColumn, string>;
  propertyTypes: Record<string, string>;
  leaseTypes: Record<string, string>;
  frequencies: Record<string, string>;
  languages: Record<string, string>;
};

/** The server's words for the rent roll (template headers and accepted values), as a landlord's template has them. */
const importsText = (language: Language) =>
  (
    JSON.parse(readFileSync(resolve(repoRoot, `bff/src/locales/${language}.json`), 'utf8')) as {
      imports: ImportsCatalogue;
    }
  ).imports;

/** Today in Brussels (YYYY-MM-DD): the rent is paid up to today, so nothing of the past can be overdue. */
const brusselsToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Brussels' }).format(new Date());

/** The last day of last month (YYYY-MM-DD), the screen's default for "paid up to". */
function endOfLastMonth(): string {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 0)).toISOString().slice(0, 10);
}

/** Two rented flats as a landlord types them in `language`; `postalCode` of the second one is what is under test. */
function rentRoll(header: string[], language: Language, street: string, secondPostalCode: string): string {
  const words = importsText(language);
  const [postalCode, city] = language === 'nl' ? ['9000', 'Gent'] : ['1000', 'Bruxelles'];
  const unit = (number: number, code: string): Partial<Record<TRentRollColumn, string>> => ({
    street,
    house_number: String(number),
    postal_code: code,
    city,
    property_type: words.propertyTypes.apartment,
    tenant_first_name: language === 'nl' ? 'Lotte' : 'Camille',
    tenant_last_name: `Huurder ${number}`,
    tenant_email: `${street.toLowerCase().replace(/[^a-z0-9]/g, '')}.${number}@example.be`,
    tenant_language: words.languages[language],
    lease_type: words.leaseTypes.main_residence,
    signed_on: '10/03/2021',
    starts_on: '01/04/2021',
    duration_months: '108',
    rent: '950,00',
    charges: '50',
    payment_frequency: words.frequencies.monthly,
    deposit: '1.900,00',
    epc_label: 'C',
  });
  const rows = [unit(1, postalCode), unit(2, secondPostalCode)].map((cells) =>
    RENT_ROLL_COLUMNS.map((column) => cells[column] ?? '').join(';'),
  );
  return [header.join(';'), ...rows].join('\r\n');
}

// Issue 25, the rent-roll import through its screen: the template, a file with a faulty cell, the fixed file, the
// import, and the portfolio, payments and dashboard without overdue rent for the months paid up to.
for (const { language, width, height } of [
  { language: 'nl', width: 1280, height: 900 },
  { language: 'fr', width: 360, height: 780 },
] as const) {
  test.describe(`the rent-roll import, in ${language} at ${width} px`, () => {
    test.use({ viewport: { width, height }, locale: `${language}-BE` });
    // Four axe runs and two uploads: more than the default minute on a busy machine.
    test.describe.configure({ timeout: 180_000 });
    const text = propertiesText(language).rentRollImport;
    const shell = SHELL_TEXT[language];
    const checkAxe = async (page: import('@playwright/test').Page, state: string) => {
      await expectNoSeriousAxeViolations(page, `rent-roll import, ${state} (${language}, ${width}px)`);
      await expectNoSidewaysScroll(page, `rent-roll import, ${state} (${language}, ${width}px)`);
    };

    test('template, faulty cell, fixed file, import: the units are listed and no rent paid up to is overdue', async ({
      page,
      productURL,
    }) => {
      const owner = createOrganization('basic');
      await signInAs(page, productURL, owner);
      await setUserLanguage(page, productURL, language);
      await page.goto('/properties');
      const remote = page.locator('[data-remote="properties"]');
      await remote.getByRole('link', { name: text.entry }).click();
      await expect(remote.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      const paidThrough = remote.getByLabel(text.upload.paidThrough);
      await expect(paidThrough).toHaveValue(endOfLastMonth());
      await checkAxe(page, 'empty');

      // The CSV template in the user's language: its first row holds the translated column names.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        remote.getByRole('link', { name: text.template.csv }).click(),
      ]);
      const template = (await readFile(await download.path())).toString('utf8').replace(/^\uFEFF/, '');
      const header = template.split(/\r?\n/)[0]!.split(';');
      const columns = importsText(language).columns;
      expect(header).toEqual(RENT_ROLL_COLUMNS.map((column) => columns[column]));

      const street = `Importstraat ${language}${Date.now().toString(36)}`;
      const today = brusselsToday();
      await paidThrough.fill(today);
      const upload = async (fileName: string, content: string) => {
        const [chooser] = await Promise.all([
          page.waitForEvent('filechooser'),
          remote.getByRole('button', { name: text.upload.file }).click(),
        ]);
        await chooser.setFiles({
          name: fileName,
          mimeType: 'text/csv',
          buffer: Buffer.from(content, 'utf8'),
        });
      };

      await upload('huurlijst.csv', rentRoll(header, language, street, '10'));
      const preview = remote.getByTestId('rent-roll-preview');
      const faultyCell = preview.getByTestId('rent-roll-cell-error');
      await expect(faultyCell).toHaveCount(1);
      await expect(faultyCell).toContainText(columns.postal_code);
      await expect(preview.getByTestId('rent-roll-summary-errors')).toContainText('1');
      await expect(preview.getByRole('button', { name: text.commit.submit })).toBeDisabled();
      await checkAxe(page, 'preview with an error');

      await upload('huurlijst-verbeterd.csv', rentRoll(header, language, street, postalCodeOf(language)));
      await expect(preview.getByTestId('rent-roll-summary-contracts')).toContainText('2');
      await expect(preview.getByTestId('rent-roll-cell-error')).toHaveCount(0);
      await checkAxe(page, 'preview without errors');
      await preview.getByRole('button', { name: text.commit.submit }).click();

      const result = remote.getByTestId('rent-roll-result');
      await expect(result.getByTestId('rent-roll-created-properties')).toContainText('2');
      await expect(result.getByTestId('rent-roll-created-contracts')).toContainText('2');
      await checkAxe(page, 'result');

      await result.getByRole('link', { name: text.result.properties }).click();
      await expect(page).toHaveURL(/\/properties$/);
      await expect(remote.getByText(`${street} 1`).first()).toBeVisible();
      await expect(remote.getByText(`${street} 2`).first()).toBeVisible();

      // Every rent due up to the paid-through day is received: no overdue marker on the payments screen…
      await page.goto('/rent-payments');
      const finance = page.locator('[data-remote="finance"]');
      // The list renders as a table or as cards depending on the width: the visible one counts.
      await expect(finance.locator('[data-testid="rent-payment-status"]:visible').first()).toBeVisible();
      await expect(finance.getByText(shell.rentPayment.overdue, { exact: true })).toHaveCount(0);
      const overdue = await page.request.get(`${productURL}/api/rent-payments?status=overdue&pageSize=200`);
      expect(((await overdue.json()) as { total: number }).total).toBe(0);

      // …and none pending on the dashboard.
      await page.goto('/dashboard');
      const pending = page.getByTestId('dashboard-total-pending');
      const noneLabel =
        language === 'fr'
          ? shell.dashboard.totals.pendingPayments_one
          : shell.dashboard.totals.pendingPayments_other;
      await expect(pending).toContainText(noneLabel.replace('{{count}}', '0'));
    });
  });
}

function postalCodeOf(language: Language): string {
  return language === 'nl' ? '9000' : '1000';
}
